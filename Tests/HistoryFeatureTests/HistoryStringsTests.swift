import HistoryFeature
import HistoryRoutes
import NavigationCore
import NavigationTesting
import Testing

/// History's string table (Resources/<lang>.lproj) and the German its routes show.
struct HistoryStringsTests {
  @Test func everyKeyHasAnEnglishTextAndAGermanOneWithTheSamePlaceholders() {
    #expect(HistoryText.tableProblems == [])
  }

  @Test func theRoutesTitlesAreGermanInAGermanRegistryAndEnglishOtherwise() throws {
    var registry = try RouteRegistry(app: .fixture, modules: [HistoryFeature()])
    let root = try registry.screen(HistoryRoot.routeID)
    let english = registry.title(of: root)
    registry.localization = Localization(language: "de")
    #expect(registry.title(of: root) == "Kalender")
    #expect(registry.accessibilityLabel(of: root) == "Kalender")
    #expect(registry.accessibilityHint(of: root) == "Wähle einen Tag, um zu sehen, was du eingetragen hast")
    #expect(registry.tabs.map { registry.title(of: $0) } == ["Verlauf"])
    registry.localization = Localization(language: "fr")
    #expect(registry.title(of: root) == english)
    #expect(english != "Kalender")
  }
}
