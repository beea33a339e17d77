public import NavigationCore
import SettingsRoutes

/// The Settings tab: the list, and daily goals, preferences and about.
public struct SettingsFeature: RouteModule {
  public let name = "Settings"

  public init() {}

  static let tab: TabID = "settings"

  public var tabs: [TabDefinition] {
    [TabDefinition(id: Self.tab, title: SettingsText.tab, icon: "gearshape", order: 2)]
  }

  public var routes: [RouteDefinition] {
    // A section with fields is an edit: Save (Cmd-S) hands them to the app's data and returns to the list.
    let sections: [(any RouteValue.Type, SettingsText, RouteEditing?)] = [
      (
        SettingsGoals.self, .goalsTitle,
        RouteEditing(fields: ["calories", "protein", "carbohydrates", "fat"], saveKind: "goals")
      ),
      (SettingsPreferences.self, .preferencesTitle, RouteEditing(fields: ["units"], saveKind: "preferences")),
      (SettingsAbout.self, .aboutTitle, nil),
    ]
    return [
      RouteDefinition(
        SettingsRoot.self, placement: .tabRoot(Self.tab), title: SettingsText.rootTitle, links: sections.map(\.0))
    ]
      + sections.map { route, title, editing in
        RouteDefinition(
          route, placement: .push(tab: Self.tab, parent: SettingsRoot.routeID), title: title, editing: editing)
      }
  }
}
