import HistoryFeature
public import NavigationCore
import NutritionDisplayFeature
import SettingsFeature
import TodayFeature
import VoiceInputFeature

/// The assembled app: its definition, the one list of feature modules, and the factories an app target calls.
///
/// Adding a feature is one line in ``modules``.
public enum AppComposition {
  /// What makes these modules Demeter: its link schemes and hosts, the floating button's texts.
  public static let app = AppDefinition(
    name: "Demeter",
    linkSchemes: ["demeter"],
    universalLinkHosts: ["demeter.app", "www.demeter.app"],
    bundleIdentifier: "app.demeter",
    floatingButton: AppDefinition.FloatingButton(
      label: "Voice input button", hint: "Logs a meal by voice", keyCombo: "cmd+shift+v", keyTitle: "Voice input"),
    earliestDay: Day(year: 2000, month: 1, day: 1),
    snapshotDefaultsKey: "demeter.navigation.snapshot")

  /// The committed link baseline, `LinkBaseline.json` at the repository root: every link Demeter has promised
  /// to open. A tooling path (the composer and the tests read it from the source tree), not read by the app.
  public static let linkBaseline: String = {
    var root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
    if root.isEmpty { root = "." }
    return root + "/LinkBaseline.json"
  }()

  /// Every feature module of Demeter, in composition order.
  public static var modules: [any RouteModule] {
    [
      TodayFeature(),
      HistoryFeature(),
      SettingsFeature(),
      VoiceInputFeature(reviewRoute: NutritionDisplayFeature.reviewID),
      NutritionDisplayFeature(),
    ]
  }

  /// The registry of the app's modules plus `extraModules` (a fixture, a module under development).
  public static func makeRegistry(adding extraModules: [any RouteModule] = []) throws(RegistrationError)
    -> RouteRegistry
  {
    try RouteRegistry(app: app, modules: modules + extraModules)
  }

  /// The coordinator an app's UI observes, launched from `store` (restored, or fresh with the reason
  /// logged): the one call an iOS app target makes. `extraModules` join the app's (a fixture, a benchmark).
  @MainActor
  public static func makeCoordinator(
    environment: NavigationEnvironment = NavigationEnvironment(),
    adding extraModules: [any RouteModule] = [],
    store: (any NavigationStateStore)? = UserDefaultsStateStore(key: app.snapshotDefaultsKey),
    logger: any NavigationLogger = SilentLogger(),
    driver: any TransitionDriver = SleepingTransitionDriver()
  ) throws(RegistrationError) -> NavigationCoordinator {
    let coordinator = NavigationCoordinator(
      engine: try makeEngine(environment: environment, adding: extraModules), store: store, logger: logger,
      driver: driver)
    coordinator.launch()
    return coordinator
  }

  /// The engine of the assembled app.
  public static func makeEngine(
    environment: NavigationEnvironment = NavigationEnvironment(),
    adding extraModules: [any RouteModule] = []
  ) throws(RegistrationError) -> NavigationEngine {
    NavigationEngine(registry: try makeRegistry(adding: extraModules), environment: environment)
  }
}
