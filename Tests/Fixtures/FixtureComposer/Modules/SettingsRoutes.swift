// The golden files' copy of Modules/SettingsRoutes: a fixture, never updated with the live module.
public import NavigationCore

// The Settings tab's route values: what any feature or screens target imports to open a Settings screen by
// type. Values only; SettingsFeature registers them.

/// The Settings tab's root: the list of sections.
public struct SettingsRoot: RouteValue {
  public static let routeID: RouteID = "settings.root"
  public static let pattern = "settings"

  public init() {}
}

/// The daily goals: calories, protein, carbohydrates and fat.
public struct SettingsGoals: RouteValue {
  public static let routeID: RouteID = "settings.goals"
  public static let pattern = "settings/goals"

  public init() {}
}

/// The preferences: units.
public struct SettingsPreferences: RouteValue {
  public static let routeID: RouteID = "settings.preferences"
  public static let pattern = "settings/preferences"

  public init() {}
}

/// What the app is.
public struct SettingsAbout: RouteValue {
  public static let routeID: RouteID = "settings.about"
  public static let pattern = "settings/about"

  public init() {}
}
