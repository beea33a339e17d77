/// The rule a saved or kept screen is held to against today's data, and the check of every screen of a state
/// by it (coming back from the background). A screen revealed by an input is checked by the same rule in the
/// engine's after-effects.
///
/// The engine and the launch rules (`StateRestoration`) each hold one.
struct Revalidator: Sendable {
  let registry: RouteRegistry

  /// Checks every screen of the state against the data in `context`, as coming back from the background does:
  /// a stack is cut at its first screen whose item no longer exists (the valid prefix stays), a modal that
  /// no longer validates is closed with those above it, and a screen whose data is unavailable shows its
  /// error state. Returns what changed, as events.
  ///
  /// A screen is written back only when its error state changed: a state nothing changed is left as it was.
  func revalidate(_ state: inout NavigationState, context: ValidationContext) -> [NavigationEvent] {
    var events: [NavigationEvent] = []
    /// Checks `screens` bottom first: a changed error state is written back through `setError`. Returns the
    /// index of the first screen that must go (with its event), nil when every one stays.
    func firstGone(in screens: [Screen], setError: (LocalizedText?, Int) -> Void) -> Int? {
      for (index, screen) in screens.enumerated() {
        var checked = screen
        if let missing = recheck(&checked, context: context) {
          events.append(.truncated(path: checked.path, reason: missing.english))
          return index
        }
        if checked.error != screen.error { setError(checked.error, index) }
      }
      return nil
    }
    for tab in state.stacks.keys.sorted() {
      guard let stack = state.stack(of: tab) else { continue }
      if let gone = firstGone(in: stack, setError: { state.setError($0, ofScreen: $1, onStackOf: tab) }) {
        state.cutStack(of: tab, to: gone)
      }
    }
    keepFirstModalOverTheScreenBelow(&state)
    if let gone = firstGone(in: state.modals.map(\.screen), setError: { state.setError($0, ofModal: $1) }) {
      state.cutModals(to: gone)
    }
    return events
  }

  /// A modal chain stays over the screen now below it when the stack under it was cut: its first modal's
  /// presenter, and an opener that named a screen, become that screen (the rule a launch places a saved modal
  /// by), so focus never returns to a screen that is gone.
  private func keepFirstModalOverTheScreenBelow(_ state: inout NavigationState) {
    guard let first = state.modals.first else { return }
    let below = state.selectedStack.last?.path ?? registry.rootScreen(of: state.selectedTab)?.path ?? "/"
    guard first.presenterPath != below else { return }
    state.placeFirstModal(over: below)
  }

  /// The rule a saved or kept screen is held to: when its item no longer exists the screen must go (the
  /// message says why); when its data cannot be loaded it stays and shows its error state; when it loads
  /// again the error state clears.
  func recheck(_ screen: inout Screen, context: ValidationContext) -> LocalizedText? {
    switch verdict(route: screen.route, parameters: screen.parameters, context: context) {
    case .goes(let missing): return missing
    case .stays(let error):
      screen.error = error
      return nil
    }
  }

  /// What the rule says about a screen: it stays, with its error state (nil: none), or it goes, and why.
  enum Verdict: Equatable {
    case stays(error: LocalizedText?)
    case goes(LocalizedText)
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
}
