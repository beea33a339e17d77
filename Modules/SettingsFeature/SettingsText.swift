public import Foundation
public import NavigationCore

/// Settings' words: the tab, its routes and its screens.
public enum SettingsText: String, StringTableKey {
  case tab = "settings.tab"
  case rootTitle = "settings.root.title"
  case goalsTitle = "settings.goals.title"
  case preferencesTitle = "settings.preferences.title"
  case aboutTitle = "settings.about.title"
  case goalsCalories = "settings.goals.calories"
  case goalsProtein = "settings.goals.protein"
  case goalsCarbohydrates = "settings.goals.carbohydrates"
  case goalsFat = "settings.goals.fat"
  case preferencesUnits = "settings.preferences.units"
  case save = "settings.save"
  case aboutName = "settings.about.name"
  case aboutSummary = "settings.about.summary"

  public static var bundle: Bundle { .module }
}
