public import NavigationCore

/// The Settings tab: the list, and daily goals, preferences and about.
public struct SettingsFeature: RouteModule {
  public let name = "Settings"

  public init() {}

  public var tabs: [TabDefinition] {
    [TabDefinition(id: SettingsRoute.tab, title: "Settings", icon: "gearshape", order: 2)]
  }

  public var routes: [RouteDefinition] {
    // A section with fields is an edit: Save (Cmd-S) hands them to the app's data and returns to the list.
    let sections: [(SettingsRoute, String, String, RouteEditing?)] = [
      (
        .goals, "settings/goals", "Daily Goals",
        RouteEditing(fields: ["calories", "protein", "carbohydrates", "fat"], saveKind: "goals")
      ),
      (.preferences, "settings/preferences", "Preferences", RouteEditing(fields: ["units"], saveKind: "preferences")),
      (.about, "settings/about", "About", nil),
    ]
    return [
      RouteDefinition(
        id: SettingsRoute.root.id, pattern: "settings", placement: .tabRoot(SettingsRoute.tab), title: "Settings",
        links: sections.map(\.0.id))
    ]
      + sections.map { route, pattern, title, editing in
        RouteDefinition(
          id: route.id, pattern: pattern, placement: .push(tab: SettingsRoute.tab, parent: SettingsRoute.root.id),
          title: title, editing: editing)
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
