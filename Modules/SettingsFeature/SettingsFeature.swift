public import NavigationCore

/// The Settings tab: the list, and daily goals, preferences and about.
public struct SettingsFeature: RouteModule {
  public let name = "Settings"

  public init() {}

  public var tabs: [TabDefinition] {
    [TabDefinition(id: SettingsRoute.tab, title: "Settings", icon: "gearshape", order: 2)]
  }

  public var routes: [RouteDefinition] {
    let sections: [(SettingsRoute, String, String)] = [
      (.goals, "settings/goals", "Daily Goals"),
      (.preferences, "settings/preferences", "Preferences"),
      (.about, "settings/about", "About"),
    ]
    return [
      RouteDefinition(
        id: SettingsRoute.root.id, pattern: "settings", placement: .tabRoot(SettingsRoute.tab), title: "Settings",
        links: sections.map(\.0.id))
    ]
      + sections.map { route, pattern, title in
        RouteDefinition(
          id: route.id, pattern: pattern, placement: .push(tab: SettingsRoute.tab, parent: SettingsRoute.root.id),
          title: title)
      }
  }
}

/// Type-safe routes of the Settings tab.
public enum SettingsRoute: String, Hashable, Sendable, CaseIterable {
  case root, goals, preferences, about

  public static let tab: TabID = "settings"

  public var id: RouteID { RouteID("settings.\(rawValue)") }

  /// The route id, for `navigate(to:)`.
  public var request: NavigationRequest { .route(id, RouteParameters()) }
}
