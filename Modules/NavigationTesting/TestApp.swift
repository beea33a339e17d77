public import Foundation
public import NavigationCore
public import NavigationJourneys

/// A test's app and the runtime built on it, made one way: a registry of the real modules a test composes
/// (or fixture modules, for a shape no feature has), a fake clock at the journeys' reference instant (see
/// `JourneyClock.standard`), fake app data, and the engine and session an app would hold.
///
/// ```swift
/// let app = TestApp(registry: try AppComposition.makeRegistry())
/// var session = app.session(store: InMemoryStateStore())
/// session.launch()
/// session.send(.request(.openLink("demeter://history/2024-11-18")))
/// app.clock.advance(by: 31 * 60)
/// ```
///
/// The clock is shared by everything built from one `TestApp`, so a test moves time for its engine and every
/// session at once.
public struct TestApp: Sendable {
  /// The composed modules.
  public let registry: RouteRegistry
  /// The clock the engine reads; it moves only when the test advances it.
  public let clock: FakeClock
  /// The time zone "today" is read in.
  public let timeZone: TimeZone
  /// The app's data as navigation asks about it.
  public let data: any NavigationDataSource

  /// A test app on `registry`, at `start` (its instant and time zone), with `data`.
  public init(
    registry: RouteRegistry, start: JourneyClock = .standard, data: any NavigationDataSource = InMemoryDataSource()
  ) {
    self.registry = registry
    self.clock = FakeClock(now: start.now)
    self.timeZone = start.timeZone
    self.data = data
  }

  /// A test app of `modules`, composed by `app` (`AppDefinition.fixture` unless the test composes its own
  /// app).
  public init(
    app: AppDefinition = .fixture, modules: [any RouteModule], start: JourneyClock = .standard,
    data: any NavigationDataSource = InMemoryDataSource()
  ) throws(RegistrationError) {
    self.init(registry: try RouteRegistry(app: app, modules: modules), start: start, data: data)
  }

  /// What the engine reads: the fake clock, the time zone and the data.
  public var environment: NavigationEnvironment {
    NavigationEnvironment(now: clock.nowProvider, timeZone: timeZone, data: data)
  }

  /// The engine of the app, on ``environment``.
  public var engine: NavigationEngine {
    NavigationEngine(registry: registry, environment: environment)
  }

  /// A session of the app over `store`, on a fresh state: its `launch()` restores from the store, as an
  /// app's launch does.
  public func session(
    store: any NavigationStateStore = InMemoryStateStore(), logger: any NavigationLogger = SilentLogger(),
    recordingCapacity: Int = NavigationLimits.recordedInputs
  ) -> NavigationSession {
    NavigationSession(engine: engine, store: store, logger: logger, recordingCapacity: recordingCapacity)
  }
}
