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
    #expect(chrome.backLabel == "Zurück zu Calendar")
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
}
