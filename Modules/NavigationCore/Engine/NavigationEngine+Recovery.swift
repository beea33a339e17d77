extension NavigationEngine {
  /// The error state's action: every modal closes and the default tab shows its root. A step the current
  /// screen does not offer (no error shown) changes nothing.
  func recover(on state: inout NavigationState) -> NavigationResult {
    guard showsErrorState(topScreen(of: state)) else { return .ignored("recover", "no error is shown") }
    state.modals.removeAll()
    state.selectedTab = registry.defaultTab
    state.stacks[registry.defaultTab] = nil
    return .completed
  }

  /// Whether `screen` shows its error state: the engine flagged it, or the app's data says now what the
  /// screen found on reading it first (its item was deleted, or cannot be loaded, while it was on top), by
  /// the rule a revealed screen is checked by. So the action works wherever a screen shows it.
  private func showsErrorState(_ screen: Screen) -> Bool {
    if screen.error != nil { return true }
    let context = ValidationContext(today: environment.today, data: environment.data)
    return revalidator.verdict(route: screen.route, parameters: screen.parameters, context: context)
      != .stays(error: nil)
  }
}

extension RouteRegistry {
  /// The title of the error state's action: "Go to Today" (the default tab's title).
  public var recoveryActionTitle: String { "Go to \(tab(defaultTab)?.title ?? defaultTab.rawValue)" }
}
