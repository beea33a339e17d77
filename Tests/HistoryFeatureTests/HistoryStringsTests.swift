import Foundation
import HistoryFeature
import HistoryRoutes
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// History's string table (Resources/<lang>.lproj) and the German its routes show.
struct HistoryStringsTests {
  @Test func everyKeyHasAnEnglishTextAndAGermanOneWithTheSamePlaceholders() {
    #expect(HistoryText.tableProblems == [])
  }

  @Test func theEditorSavesWithTheAppsOneSaveVerb() {
    #expect(HistoryText.editorSave.text(in: Localization(language: "de")) == "Speichern")
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

  /// A day detail whose parameters do not read as a day is titled by its table's fallback, in the language.
  @Test func theDayDetailsFallbackTitleIsTheTables() throws {
    var registry = try RouteRegistry(app: .fixture, modules: [HistoryFeature()])
    let unreadable = Screen(route: DayDetail.routeID, path: "/history/unreadable")
    #expect(registry.title(of: unreadable) == "Day")
    registry.localization = Localization(language: "de")
    #expect(registry.title(of: unreadable) == "Tag")
  }

  /// A validator's message is what the error state shows and VoiceOver reads: worded in the registry's
  /// language, the English one unchanged.
  @Test func theValidatorsMessagesAreInTheRegistrysLanguage() throws {
    func run(_ localization: Localization) throws -> (toast: String?, error: String?, spoken: String?) {
      let data = InMemoryDataSource()
      var registry = try RouteRegistry(app: .fixture, modules: [HistoryFeature()])
      registry.localization = localization
      let engine = NavigationEngine(
        registry: registry,
        environment: NavigationEnvironment(
          now: { JourneyRunner.referenceDate }, timeZone: TimeZone(identifier: "UTC")!, data: data))
      var state = engine.freshState()
      let gone = "0b8f3c1e-4a6d-4f1e-9c2b-7d5e6f708192"
      data.delete("entry", id: gone)
      _ = engine.reduce(&state, .request(.show(path: "/history/2024-11-18")))
      _ = engine.reduce(&state, .request(.show(path: "/history/2024-11-18/entry/\(gone)")))
      let toast = state.toast?.resolved(in: localization)
      data.setOutage("database unavailable")
      let result = engine.reduce(
        &state, .request(.show(path: "/history/2024-11-18/entry/6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60")))
      return (toast, engine.topScreen(of: state).error?.resolved(in: localization), result.announcement)
    }
    let english = try run(.english)
    #expect(english.toast?.hasSuffix("That entry no longer exists.") == true, "\(english)")
    #expect(english.error == "This could not be loaded (database unavailable).")
    let german = try run(Localization(language: "de"))
    #expect(german.toast?.hasSuffix("Diesen Eintrag gibt es nicht mehr.") == true, "\(german)")
    #expect(german.error == "Das konnte nicht geladen werden (database unavailable).")
    #expect(german.spoken == "Eintrag. Das konnte nicht geladen werden (database unavailable).")
  }
}
