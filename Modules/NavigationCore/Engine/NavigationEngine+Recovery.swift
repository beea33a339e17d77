extension NavigationEngine {
  /// The error state's action: every modal closes and the default tab shows its root. A step the current
  /// screen does not offer (no error shown) changes nothing.
  func recover(on state: inout NavigationState) -> NavigationResult {
    guard topScreen(of: state).error != nil else { return .ignored("recover", "no error is shown") }
    state.showRoot(of: registry.defaultTab)
    return .completed
  }
}

extension RouteRegistry {
  /// The title of the error state's action: "Go to Today" (the default tab's title).
  public var recoveryActionTitle: String { "Go to \(tab(defaultTab)?.title ?? defaultTab.rawValue)" }
}
