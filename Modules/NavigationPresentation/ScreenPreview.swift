public import NavigationCore

/// One screen of a feature, shown with a sample route value and sample data outside the running app: the
/// plain half of a preview. NavigationSwiftUI's `ScreenPreview.view(of:app:modules:screens:data:language:)`
/// draws it, in a `#Preview` or a host test.
///
/// The state shown comes in through the door every saved state from outside comes in by: the route's request
/// is applied to a fresh state by the engine's rules, saved as a snapshot, and the preview's scene launches from
/// it, which admits it (`NavigationEngine.admission(of:)`) as a launch after a termination by the system does.
/// A route the app would not show (its entry missing from `data`, a day its rules refuse) shows what the app
/// shows instead: ``screen`` is then another route's, or carries its error.
@MainActor
public struct ScreenPreview {
  /// The preview's scene, launched.
  public let scene: NavigationScene

  /// The screen on top: the route's, as the admission restored it, read from what the presenter shows (a
  /// `#Preview` body that reads it observes the presenter's values, not the coordinator's session).
  public var screen: Screen {
    scene.presenter.topScreen ?? scene.coordinator.engine.topScreen(of: scene.coordinator.state)
  }

  /// The preview of `route`'s screen in `app` composed of `modules`, reading `data` (a sample source, which
  /// the screens read too), with its texts in `language`. `environment` gives the clock and the time zone
  /// (its data source is replaced by `data`). Throws when the modules do not compose.
  public init<Route: RouteValue>(
    _ route: Route,
    app: AppDefinition,
    modules: [any RouteModule],
    data: any NavigationDataSource,
    language: String = NavigationScene.deviceLanguage,
    environment: NavigationEnvironment? = nil
  ) throws(RegistrationError) {
    scene = try NavigationScene(
      app: app, modules: modules, data: data, language: language, environment: environment,
      driver: ImmediateTransitionDriver())
    let engine = scene.coordinator.engine
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(route.request))
    let saved = NavigationSnapshot(state: state, savedAt: engine.environment.now(), sessionEnd: .background)
    // A snapshot that cannot be encoded leaves the store empty: the preview then shows a fresh start.
    scene.store.data = try? saved.encoded()
    scene.presenter.launch()
  }
}
