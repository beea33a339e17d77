extension NavigationEngine {
  /// Checks every screen of the state against today's data, as coming back from the background does:
  /// a stack is cut at its first screen whose item no longer exists (the valid prefix stays), a modal that
  /// no longer validates is closed with those above it, and a screen whose data is unavailable shows its
  /// error state. Returns what changed, as events.
  func revalidate(_ state: inout NavigationState) -> [NavigationEvent] {
    let context = environment.validationContext
    var events: [NavigationEvent] = []
    func check(_ screen: inout Screen) -> Bool {
      guard let missing = recheck(&screen, context: context) else { return true }
      events.append(.truncated(path: screen.path, reason: missing))
      return false
    }
    for tab in state.stacks.keys.sorted() {
      var stack = state.stacks[tab] ?? []
      if let cut = stack.indices.first(where: { !check(&stack[$0]) }) { stack.removeSubrange(cut...) }
      state.stacks[tab] = stack.isEmpty ? nil : stack
    }
    if let cut = state.modals.indices.first(where: { !check(&state.modals[$0].screen) }) {
      state.modals.removeSubrange(cut...)
    }
    return events
  }

  /// The rule a saved or kept screen is held to: when its item no longer exists the screen must go (the
  /// message says why); when its data cannot be loaded it stays and shows its error state; when it loads
  /// again the error state clears.
  func recheck(_ screen: inout Screen, context: ValidationContext) -> String? {
    switch registry.validate(screen, context: context) {
    case .valid:
      // The data loads again: the error state is gone.
      screen.error = nil
      return nil
    case .missing(let message): return message
    case .unavailable(let message):
      screen.error = message
      return nil
    }
  }

  /// The screen on top is checked again when it becomes visible again (back, a modal closing above it,
  /// its tab shown again): its error state follows the data, and a screen whose item was deleted while
  /// it was covered is cut, with those above it, back to the nearest valid screen, with a toast saying
  /// why. A screen that was not there before (just pushed or presented) was checked on its way in.
  func recheckRevealed(
    from before: StateBefore, on state: inout NavigationState, into result: inout NavigationResult
  ) {
    let context = environment.validationContext
    while visibleScreenChanged(from: before, to: state), wasShownBefore(in: before, now: state),
      var screen = state.modals.last?.screen ?? state.selectedStack.last
    {
      let shownError = screen.error
      guard let missing = recheck(&screen, context: context) else {
        // Written back only when the error state changed: an unchanged screen costs no write.
        guard screen.error != shownError else { return }
        if state.modals.isEmpty {
          state.selectedStack[state.selectedStack.count - 1] = screen
        } else {
          state.modals[state.modals.count - 1].screen = screen
        }
        return
      }
      result.events.append(.truncated(path: screen.path, reason: missing))
      if state.modals.isEmpty { state.selectedStack.removeLast() } else { state.modals.removeLast() }
      state.toast = missing
    }
  }

  /// Whether the screen now on top was already in `before` at the same place (covered, or in its tab).
  ///
  /// The selected stack changes in place at its top (a push appends, a pop removes), so below its old top
  /// it is taken as it was; a link that rebuilt it validated every screen it put there, so checking one of
  /// those again changes nothing. The other tabs' stacks are compared screen by screen.
  private func wasShownBefore(in before: StateBefore, now state: NavigationState) -> Bool {
    if let top = state.modals.last {
      let index = state.modals.count - 1
      return index < before.modals.count && before.modals[index].screen.path == top.screen.path
    }
    guard let top = state.selectedStack.last else { return false }
    let index = state.depth - 1
    guard state.selectedTab == before.selectedTab else {
      guard let old = before.otherStacks[state.selectedTab] else { return false }
      return index < old.count && old[index].path == top.path
    }
    return index < before.depth - 1 || (index == before.depth - 1 && before.stackTop?.path == top.path)
  }
}
