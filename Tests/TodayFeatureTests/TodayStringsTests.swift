import NavigationCore
import NavigationTesting
import Testing
import TodayFeature
import TodayRoutes

/// Today's string table (Resources/<lang>.lproj) and the German its routes show.
struct TodayStringsTests {
  @Test func everyKeyHasAnEnglishTextAndAGermanOneWithTheSamePlaceholders() {
    #expect(TodayText.tableProblems == [])
  }

  @Test func theEditorSavesWithTheAppsOneSaveVerb() {
    #expect(TodayText.editorSave.text(in: Localization(language: "de")) == "Speichern")
  }

  @Test func theRoutesTitlesAreGermanInAGermanRegistryAndEnglishOtherwise() throws {
    var registry = try RouteRegistry(app: .fixture, modules: [TodayFeature()])
    let root = try registry.screen(TodayRoot.routeID)
    let english = registry.title(of: root)
    registry.localization = Localization(language: "de")
    #expect(registry.title(of: root) == "Heute")
    #expect(registry.accessibilityLabel(of: root) == "Heute")
    #expect(registry.accessibilityHint(of: root) == "Deine heutigen Mahlzeiten und Summen")
    #expect(registry.tabs.map { registry.title(of: $0) } == ["Heute"])
    registry.localization = Localization(language: "fr")
    #expect(registry.title(of: root) == english)
    #expect(english != "Heute")
  }
}
