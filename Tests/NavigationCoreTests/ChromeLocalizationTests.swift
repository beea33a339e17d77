import NavigationCore
import NavigationTesting
import Testing

/// The chrome's labels in the registry's language: the core's table, not English literals.
struct ChromeLocalizationTests {
  let engine = try! FixtureApp.app().engine

  private func chrome(_ language: String, after requests: NavigationRequest...) -> Chrome {
    var state = engine.freshState()
    for request in requests { engine.run(&state, .request(request)) }
    var registry = engine.registry
    registry.localization = Localization(language: language)
    return registry.chrome(for: state)
  }

  @Test func germanBackAndTabLabels() {
    let chrome = chrome("de", after: .selectTab("history"), .show(path: "/history/2024-11-18"))
    #expect(chrome.backLabel == "Zurück: Calendar")
    #expect(
      chrome.tabItems.map(\.accessibilityLabel) == [
        "Today, Tab, 1 von 3", "History, Tab, 2 von 3, ausgewählt", "Settings, Tab, 3 von 3",
      ])
  }

  @Test func aLanguageWithoutATableReadsEnglish() {
    let chrome = chrome("fr", after: .selectTab("history"), .show(path: "/history/2024-11-18"))
    #expect(chrome.backLabel == "Back to Calendar")
    #expect(chrome.tabItems.first?.accessibilityLabel == "Today, tab, 1 of 3")
  }

  /// The language is an input of the environment, as an app passes the device's; without one the registry's
  /// stays (English), as the composer, the journeys and the tests need.
  @Test func theEnvironmentsLanguageIsTheEnginesLanguage() {
    var environment = engine.environment
    environment.localization = Localization(language: "de")
    let german = NavigationEngine(registry: engine.registry, environment: environment)
    var state = german.freshState()
    german.run(&state, .request(.selectTab("history")))
    german.run(&state, .request(.show(path: "/history/2024-11-18")))
    #expect(german.registry.chrome(for: state).backLabel == "Zurück: Calendar")
    german.run(&state, .request(.openLink("demeter://nowhere")))
    #expect(state.toast?.resolved(in: german.registry.localization) == "Diese Seite wurde nicht gefunden.")

    let unset = NavigationEngine(registry: engine.registry, environment: engine.environment)
    #expect(unset.registry.localization == .english)
  }
}
