import AppComposition
import NavigationCore
import Testing

/// Demeter's definition is the composition's: both hosts, its scheme, its floating button, its stored key.
struct DemeterAppDefinitionTests {
  private let today = Day(year: 2024, month: 11, day: 20)!

  @Test func bothHostsAndTheSchemeOpenTheSameScreen() throws {
    let registry = try AppComposition.makeRegistry()
    let expected = RouteMatch(route: "settings.goals", parameters: [:])
    for link in [
      "demeter://settings/goals", "https://demeter.app/settings/goals", "https://WWW.demeter.app/settings/goals",
    ] {
      #expect(try registry.resolve(link: link, today: today).get() == expected, "\(link)")
    }
  }

  @Test func theFloatingButtonAndTheStoredKeyKeepTheirShippedValues() throws {
    let registry = try AppComposition.makeRegistry()
    #expect(registry.app.floatingButton?.label.english == "Voice input")
    #expect(KeyCommand.all(for: registry).contains { $0.combo == "cmd+shift+v" && $0.title == "Voice input" })
    // A changed key would lose every installed app's saved navigation state.
    #expect(AppComposition.app.snapshotDefaultsKey == "demeter.navigation.snapshot")
  }

  /// The error state's way out names the default tab as its item shows it, in the user's language.
  @Test func theErrorStatesActionNamesTodayInTheUsersLanguage() throws {
    var registry = try AppComposition.makeRegistry()
    #expect(registry.recoveryActionTitle == "Go to Today")
    registry.localization = Localization(language: "de")
    #expect(registry.recoveryActionTitle == "Zu „Heute“ wechseln")
  }
}
