public import NavigationCore

extension AppDefinition {
  /// An app definition for testing modules without their app: the `demeter` scheme, the `demeter.app` host,
  /// the floating button's "Voice input button" texts and the rules that the feature modules' journeys read
  /// (Demeter's: tab bar hidden on pushed screens, no future day, a failed link lands on the default tab), so a
  /// feature's tests need no app composition. An app's own tests use the app's definition.
  public static let fixture = AppDefinition(
    name: "Fixture",
    linkSchemes: ["demeter"],
    universalLinkHosts: ["demeter.app"],
    bundleIdentifier: "app.demeter",
    floatingButton: FloatingButton(label: "Voice input button", keyCombo: "cmd+shift+v", keyTitle: "Voice input"),
    rules: NavigationRules(
      tabBarOnPushedScreens: .hidden, days: .notAfterToday, failedLink: .defaultTabRoot,
      reachability: .init(maximumActions: 2, beyond: .error)))
}
