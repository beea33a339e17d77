import Foundation
public import NavigationCore

/// What one scene of an app needs, made from the app's definition, its feature modules and its data: a
/// coordinator not launched yet that keeps its snapshot in the scene's storage (``store``), the presenter its
/// views read, and the language its texts are in (the device's unless given another).
///
/// ```swift
/// @State private var scene = Result { () throws(RegistrationError) in
///   try NavigationScene(app: MyApp.definition, modules: MyApp.modules, data: MyDataSource())
/// }
/// // in the body, with the scene made:
/// NavigationRoot(scene: scene, screens: ComposedScreens([MyFeatureScreens()]))
/// ```
///
/// `NavigationRoot` puts the scene's storage into ``store`` and then launches the coordinator; inputs that
/// arrive before (a cold-launch link) wait for it. A snapshot kept in the scene's storage is discarded with the
/// scene when the user removes the app from the switcher, so a force-quit starts fresh (``SceneSnapshotStore``).
/// Warnings and errors (a link that failed, a snapshot that could not be saved) go to standard error, the
/// device's log.
@MainActor
public struct NavigationScene {
  /// What the scene's views read and write; its ``NavigationPresenter/coordinator`` is the scene's.
  public let presenter: NavigationPresenter
  /// The scene's storage, which the root fills before it launches the coordinator.
  public let store: SceneSnapshotStore

  /// The scene's coordinator, not launched until the root has filled ``store``.
  public var coordinator: NavigationCoordinator { presenter.coordinator }

  /// The language the scene's texts are in.
  public var localization: Localization { presenter.localization }

  /// The device's preferred language (`Locale.preferredLanguages`), English when it names none: a feature's
  /// tables fall back to English for a language they do not have.
  public static var deviceLanguage: String { Locale.preferredLanguages.first ?? "en" }

  /// The scene of `app` composed of `modules`, reading `data`, the app's data source (there is no default: a
  /// source in which everything exists would hide a deleted entry, an unavailable database and a refused
  /// save), with its texts in `language`. `environment` gives the clock, the time zone and the background
  /// timeout (its data source is replaced by `data`); without it, the device's clock and time zone and a
  /// 30-minute timeout. Throws when the modules do not compose.
  public init(
    app: AppDefinition,
    modules: [any RouteModule],
    data: any NavigationDataSource,
    language: String = NavigationScene.deviceLanguage,
    environment: NavigationEnvironment? = nil,
    driver: any TransitionDriver = SleepingTransitionDriver()
  ) throws(RegistrationError) {
    var environment = environment ?? NavigationEnvironment(data: data)
    environment.data = data
    environment.localization = Localization(language: language)
    let engine = NavigationEngine(
      registry: try RouteRegistry(app: app, modules: modules), environment: environment)
    store = SceneSnapshotStore()
    presenter = NavigationPresenter(
      coordinator: NavigationCoordinator(
        engine: engine, store: store, logger: PrintLogger(minimumLevel: .warning), driver: driver))
  }
}
