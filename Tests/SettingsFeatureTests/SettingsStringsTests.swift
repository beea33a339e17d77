import NavigationCore
import NavigationTesting
import SettingsFeature
import SettingsRoutes
import Testing

/// Settings's string table (Resources/<lang>.lproj) and the German its routes show.
struct SettingsStringsTests {
  @Test func everyKeyHasAnEnglishTextAndAGermanOneWithTheSamePlaceholders() {
    #expect(SettingsText.tableProblems == [])
  }

  /// Issue 58's German: titles a German speaker would choose, and one save verb throughout the app.
  @Test func theSectionsAndTheSaveButtonReadAsGerman() {
    let german = Localization(language: "de")
    #expect(SettingsText.preferencesTitle.text(in: german) == "Optionen")
    #expect(SettingsText.aboutTitle.text(in: german) == "Info")
    #expect(SettingsText.save.text(in: german) == "Speichern")
    #expect(
      SettingsText.aboutSummary.text(in: german) == "Trag per Sprache ein, was du isst; Demeter rechnet alles zusammen."
    )
  }

  @Test func theRoutesTitlesAreGermanInAGermanRegistryAndEnglishOtherwise() throws {
    var registry = try RouteRegistry(app: .fixture, modules: [SettingsFeature()])
    let root = try registry.screen(SettingsRoot.routeID)
    let english = registry.title(of: root)
    registry.localization = Localization(language: "de")
    #expect(registry.title(of: root) == "Einstellungen")
    #expect(registry.accessibilityLabel(of: root) == "Einstellungen")
    #expect(registry.tabs.map { registry.title(of: $0) } == ["Einstellungen"])
    registry.localization = Localization(language: "fr")
    #expect(registry.title(of: root) == english)
    #expect(english != "Einstellungen")
  }
}
