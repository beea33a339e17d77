extension NavigationEngine {
  /// Checks every screen of the state against today's data, as coming back from the background does:
  /// a stack is cut at its first screen whose item no longer exists (the valid prefix stays), a modal that
  /// no longer validates is closed with those above it, and a screen whose data is unavailable shows its
  /// error state. Returns what changed, as events.
  ///
  /// A screen is written back only when its error state changed.
  func revalidate(_ state: inout NavigationState) -> [NavigationEvent] {
    let context = environment.validationContext
    var events: [NavigationEvent] = []
    /// Checks the screens of `items` bottom first, each on a copy: a changed error state is written back, and
    /// the list is cut at the first screen that must go (with its event). Returns whether anything changed.
    func check<Item>(_ items: inout [Item], _ screen: WritableKeyPath<Item, Screen>) -> Bool {
      var changed = false
      for index in items.indices {
        var checked = items[index][keyPath: screen]
        if let missing = recheck(&checked, context: context) {
          events.append(.truncated(path: checked.path, reason: missing))
          items.removeSubrange(index...)
          return true
        }
        if checked.error != items[index][keyPath: screen].error {
          items[index][keyPath: screen].error = checked.error
          changed = true
        }
      }
      return changed
    }
    for tab in state.stacks.keys.sorted() {
      guard var stack = state.stacks[tab] else { continue }
      // An empty stack is stored as none.
      if check(&stack, \.self) || stack.isEmpty { state.stacks[tab] = stack.isEmpty ? nil : stack }
    }
    _ = check(&state.modals, \.screen)
    return events
  }

  /// The rule a saved or kept screen is held to: when its item no longer exists the screen must go (the
  /// message says why); when its data cannot be loaded it stays and shows its error state; when it loads
  /// again the error state clears.
  func recheck(_ screen: inout Screen, context: ValidationContext) -> String? {
    switch verdict(route: screen.route, parameters: screen.parameters, context: context) {
    case .goes(let missing): return missing
    case .stays(let error):
      screen.error = error
      return nil
    }
  }

  /// What the rule says about a screen: it stays, with its error state (nil: none), or it goes, and why.
  enum Verdict {
    case stays(error: String?)
    case goes(String)
  }

  /// ``recheck(_:context:)``'s rule for a screen's route and parameters, without changing the screen.
  func verdict(route: RouteID, parameters: RouteParameters, context: ValidationContext) -> Verdict {
    switch registry.validate(route: route, parameters: parameters, context: context) {
    // The data loads again: the error state is gone.
    case .valid: .stays(error: nil)
    case .missing(let message): .goes(message)
    case .unavailable(let message): .stays(error: message)
    }
  }

  /// The screen on top is checked again when it becomes visible again (back, a modal closing above it,
  /// its tab shown again): its error state follows the data, and a screen whose item was deleted while
  /// it was covered is cut, with those above it, back to the nearest valid screen, with a toast saying
  /// why. A screen that was not there before (just pushed or presented) was checked on its way in, and so
  /// was every screen a link's plan shows. Returns the screen on top afterwards (the tab root when nothing is above it).
  func recheckRevealed(
    from before: StateBefore, on state: inout NavigationState, into result: inout NavigationResult
  ) -> Screen {
    // A link's plan validated every screen it shows.
    guard !result.hasPlan else { return topScreen(of: state) }
    // One reading of the clock for every check of this input, taken on the first (most changes reveal
    // nothing); the checks need only its day.
    var today: Day?
    while true {
      let shown = topScreen(of: state)
      let place = state.topPlace
      if place == .root || !visibleScreenChanged(from: before, to: state, top: shown)
        || !wasShownBefore(shown, at: place, in: before, now: state)
      {
        return shown
      }
      let checkDay = today ?? environment.today
      today = checkDay
      let checkContext = ValidationContext(today: checkDay, data: environment.data)
      switch verdict(route: shown.route, parameters: shown.parameters, context: checkContext) {
      case .stays(let error):
        // Written back only when the error state changed.
        guard shown.error != error else { return shown }
        switch place {
        case .modal(let index): state.modals[index].screen.error = error
        case .stack(let index): state.selectedStack[index].error = error
        case .root: break
        }
        return topScreen(of: state)
      case .goes(let missing):
        result.events.append(.truncated(path: shown.path, reason: missing))
        if case .modal = place { state.modals.removeLast() } else { state.selectedStack.removeLast() }
        state.toast = missing
      }
    }
  }

  /// Whether `shown`, now on top at `place`, was already in `before` at the same place (covered, or in its
  /// tab).
  ///
  /// A modal is compared with the modal at its index before. The selected stack changes in place at its
  /// top (a push appends, a pop removes), so below its old top it is as it was. Another tab's stack is
  /// never changed in place: it is shown again as it was, or it was cleared or rebuilt by a plan, which
  /// validated every screen it put there, so checking one of those again changes nothing.
  private func wasShownBefore(
    _ shown: Screen, at place: ScreenPlace, in before: StateBefore, now state: NavigationState
  ) -> Bool {
    switch place {
    case .root:
      return true
    case .modal(let index):
      return index < before.modals.count && before.modals[index].screen.path == shown.path
    case .stack(let index):
      guard state.selectedTab == before.selectedTab else { return true }
      return index < before.depth - 1 || (index == before.depth - 1 && before.stackTop?.path == shown.path)
    }
  }
}
