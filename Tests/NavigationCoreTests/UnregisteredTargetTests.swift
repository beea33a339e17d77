import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// A request from code to a route id or path nothing registers is never silent: it fails with a typed
/// reason, is logged as an error, and the coordinator calls its assertion hook (here a recording one: the
/// default stops a debug build).
@MainActor
struct UnregisteredTargetTests {
  let app = try! FixtureApp.app()
  var clock: FakeClock { app.clock }
  let logger = RecordingLogger()

  func makeCoordinator(hooked: @escaping (UnregisteredTarget) -> Void) throws -> NavigationCoordinator {
    let coordinator = NavigationCoordinator(engine: app.engine, logger: logger)
    coordinator.onUnregisteredTarget = hooked
    return coordinator
  }

  @Test func aRouteIdNothingRegistersFailsTypedIsLoggedAndCallsTheHook() throws {
    var hooked: [UnregisteredTarget] = []
    let coordinator = try makeCoordinator { hooked.append($0) }
    let before = coordinator.state
    let result = coordinator.send(.request(.route("history.calender", RouteParameters())))
    #expect(result.outcome == .failed("no route 'history.calender' is registered"))
    #expect(result.unregistered == .route("history.calender"))
    #expect(hooked == [.route("history.calender")])
    #expect(coordinator.state == before)
    #expect(
      logger.entries(atLeast: .error).map(\.message).contains {
        $0.contains("names route 'history.calender', which no module registers")
      })
  }

  @Test func aPathNothingMatchesFailsTypedAndCallsTheHook() throws {
    var hooked: [UnregisteredTarget] = []
    let coordinator = try makeCoordinator { hooked.append($0) }
    let result = coordinator.send(.request(.show(path: "/histroy")))
    #expect(result.unregistered == .path("/histroy"))
    #expect(hooked == [.path("/histroy")])
    #expect(logger.entries(atLeast: .error).contains { $0.message.contains("'/histroy'") })
  }

  @Test func aRegisteredRouteOrARefusedDayIsNotUnregistered() throws {
    var hooked: [UnregisteredTarget] = []
    let coordinator = try makeCoordinator { hooked.append($0) }
    #expect(coordinator.send(.request(.show(path: "/history/2024-11-18"))).unregistered == nil)
    // A future day is the user's refusal (a toast), not a programming error.
    #expect(coordinator.send(.request(.show(path: "/history/2999-01-01"))).unregistered == nil)
    #expect(hooked == [])
  }

  @Test func aSessionGetsTheTypedFailureAndTheErrorLogWithoutStopping() throws {
    // The composer and the journey runner drive a session, which has no hook: they go on with the failure.
    // (A journey line naming an unknown route or path is refused earlier, when the journey is parsed.)
    var session = app.session(logger: logger)
    let result = session.send(.request(.route("history.calender", RouteParameters())))
    #expect(result.outcome == .failed("no route 'history.calender' is registered"))
    #expect(result.unregistered == .route("history.calender"))
    #expect(logger.entries(atLeast: .error).contains { $0.message.contains("'history.calender'") })
  }
}
