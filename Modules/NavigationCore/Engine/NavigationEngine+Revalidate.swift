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
  /// message says why); when its data cannot be loaded it stays and shows its error state.
  func recheck(_ screen: inout Screen, context: ValidationContext) -> String? {
    switch registry.validate(screen, context: context) {
    case .valid: return nil
    case .missing(let message): return message
    case .unavailable(let message):
      screen.error = message
      return nil
    }
  }
}
