extension NavigationEngine {
  /// The error state's action: every modal closes and the default tab shows its root. A step the current
  /// screen does not offer (no error shown) changes nothing. When the screen found the error in the app's
  /// data before the engine did, the data changed under every shown screen since they read it: the result
  /// says so (``NavigationEvent/dataChanged(path:kind:)``, with the screen's route as the kind), so the root
  /// it reveals reads its data again instead of showing what it read before.
  func recover(on state: inout NavigationState) -> NavigationResult {
    let top = topScreen(of: state)
    guard showsErrorState(top) else { return .ignored(.recover, .noErrorShown) }
    state.showRoot(of: registry.defaultTab)
    guard top.error == nil else { return .completed }
    return NavigationResult(
      outcome: .completed, events: [.dataChanged(path: topScreen(of: state).path, kind: top.route.rawValue)])
  }

  /// What a validator consults: the environment's day and data.
  var validationContext: ValidationContext { environment.validationContext }

  /// Whether `screen` shows its error state: the engine flagged it, or the app's data says now what the
  /// screen found on reading it first (its item was deleted, or cannot be loaded, while it was on top), by
  /// the rule a revealed screen is checked by. So the action works wherever a screen shows it.
  private func showsErrorState(_ screen: Screen) -> Bool {
    if screen.error != nil { return true }
    let context = validationContext
    return revalidator.verdict(route: screen.route, parameters: screen.parameters, context: context)
      != .stays(error: nil)
  }
}

extension RouteRegistry {
  /// The title of the error state's action: "Go to Today" (the default tab's title), in the registry's language,
  /// the tab's title too.
  package var recoveryActionTitle: String {
    localization.core("recovery.action", tab(defaultTab).map { title(of: $0) } ?? defaultTab.rawValue)
  }
}
