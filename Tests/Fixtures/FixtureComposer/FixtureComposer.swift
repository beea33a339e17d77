import HistoryFeature
import NavigationComposer
import NavigationCore
import NutritionDisplayFeature
import SettingsFeature
import TodayFeature
import VoiceInputFeature

/// The composer the golden files record: Demeter's definition and five feature modules as of the files'
/// recording, written here rather than read from AppComposition, so that a module added to the app changes no
/// golden file.
@main
struct FixtureComposer {
  static func main() {
    ComposerCLI.main(
      ComposedApp(
        definition: AppDefinition(
          name: "Demeter",
          linkSchemes: ["demeter"],
          universalLinkHosts: ["demeter.app", "www.demeter.app"],
          bundleIdentifier: "app.demeter",
          floatingButton: AppDefinition.FloatingButton(
            label: "Voice input button", hint: "Logs a meal by voice", keyCombo: "cmd+shift+v",
            keyTitle: "Voice input"),
          earliestDay: Day(year: 2000, month: 1, day: 1),
          snapshotDefaultsKey: "demeter.navigation.snapshot",
          rules: NavigationRules(
            tabBarOnPushedScreens: .hidden, days: .notAfterToday, failedLink: .defaultTabRoot,
            reachability: .init(maximumActions: 2, beyond: .error))),
        modules: [
          TodayFeature(),
          HistoryFeature(),
          SettingsFeature(),
          VoiceInputFeature(),
          NutritionDisplayFeature(),
        ]))
  }
}
