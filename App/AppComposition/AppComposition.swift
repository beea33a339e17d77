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
  /// What makes these modules Demeter: its link schemes and hosts, the floating button's texts, and the rules
  /// of a food log (``NavigationRules/demeter``).
  public static let app = AppDefinition(
    name: "Demeter",
    linkSchemes: ["demeter"],
    universalLinkHosts: ["demeter.app", "www.demeter.app"],
    bundleIdentifier: "app.demeter",
    floatingButton: AppDefinition.FloatingButton(
      label: VoiceInputText.buttonLabel, hint: .buttonHint, keyCombo: "cmd+shift+v", keyTitle: .buttonKeyTitle),
    earliestDay: Day(year: 2000, month: 1, day: 1),
    snapshotDefaultsKey: "demeter.navigation.snapshot",
    rules: .demeter)

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
      VoiceInputFeature(),
      NutritionDisplayFeature(),
    ]
  }

  /// The registry of the app's modules plus `extraModules` (a fixture, a module under development).
  public static func makeRegistry(adding extraModules: [any RouteModule] = []) throws(RegistrationError)
    -> RouteRegistry
  {
    try RouteRegistry(app: app, modules: modules + extraModules)
  }

  /// The coordinator of a host that names its store (a server, the composer, a test, an app extension),
  /// launched from `store` (restored, or fresh with the reason logged). On Apple platforms an app's scene is
  /// made by `NavigationScene` (NavigationPresentation), from ``app`` and ``modules``, instead.
  ///
  /// `data` is the app's data source: what navigation asks whether an entry exists and hands saves to
  /// (links to deleted entries, the unavailable database, a refused save all come from it). There is no
  /// default: a source in which everything exists would hide all three.
  ///
  /// What each store does on a force-quit, which iOS never reports to the app:
  /// - ``UserDefaultsStateStore`` and `FileStateStore` outlive it: the app cannot tell it from a
  ///   termination by the system, so a launch within the 30 minutes restores the screen the user left.
  ///   Use them where that is wanted, or where the host reports a force-quit as an input
  ///   (``NavigationInput/forceQuit``, the composer's `force-quit` step), which discards the snapshot.
  /// - nil keeps nothing: every launch starts fresh.
  /// - `SceneSnapshotStore` (NavigationPresentation), what a `NavigationScene` keeps its snapshot in, is
  ///   discarded with the scene when the user removes the app from the switcher: the next launch starts fresh.
  ///
  /// `extraModules` join the app's (a fixture, a benchmark).
  @MainActor
  public static func makeCoordinator(
    data: any NavigationDataSource,
    store: (any NavigationStateStore)?,
    environment: NavigationEnvironment? = nil,
    adding extraModules: [any RouteModule] = [],
    logger: any NavigationLogger = SilentLogger(),
    driver: any TransitionDriver = SleepingTransitionDriver()
  ) throws(RegistrationError) -> NavigationCoordinator {
    let coordinator = NavigationCoordinator(
      engine: try makeEngine(data: data, environment: environment, adding: extraModules), store: store,
      logger: logger, driver: driver)
    coordinator.launch()
    return coordinator
  }

  /// The engine of the assembled app, reading `data` (the app's data source); `environment` gives the clock,
  /// the time zone and the background timeout (its own data source is replaced by `data`); without it, the
  /// device's clock and time zone and a 30-minute timeout.
  public static func makeEngine(
    data: any NavigationDataSource,
    environment: NavigationEnvironment? = nil,
    adding extraModules: [any RouteModule] = []
  ) throws(RegistrationError) -> NavigationEngine {
    var environment = environment ?? NavigationEnvironment(data: data)
    environment.data = data
    return NavigationEngine(registry: try makeRegistry(adding: extraModules), environment: environment)
  }
}

extension NavigationRules {
  /// Demeter's rules, each a product decision: detail screens use the whole height, tab bar hidden (FR-004);
  /// nothing is logged in the future, so a later day is refused; a link that cannot be opened shows Today with
  /// its toast (FR-035); and every screen within two actions of each tab root, as a validation error (SC-001).
  public static let demeter = NavigationRules(
    tabBarOnPushedScreens: .hidden, days: .notAfterToday, failedLink: .defaultTabRoot,
    reachability: Reachability(maximumActions: 2, beyond: .error))
}
