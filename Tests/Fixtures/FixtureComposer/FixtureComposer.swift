import NavigationComposer
import NavigationCore

/// The composer the golden files record: Demeter's definition and five feature modules of its own, as the
/// live ones were at the files' recording (Modules/ here: copies, not the app's targets), so that neither a
/// module added to the app nor a screen or link added to a live feature changes a golden file.
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
