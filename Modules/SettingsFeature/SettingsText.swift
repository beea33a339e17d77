public import Foundation
public import NavigationCore

/// Settings' words: the tab, its routes and its screens.
///
/// The keys of the module's string table (`Resources/<lang>.lproj/Localizable.strings`): its routes' titles and
/// hints name them, and its screens target reads its texts through them (a screens target reads no bundle).
/// Public because a screens target is its own module, which may be built outside this package (as
/// Tools/check-swiftui and an app's Xcode project build it).
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
