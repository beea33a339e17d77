import Foundation
@_spi(Benchmarks) import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// A termination in the background keeps the window of the background: the 30 minutes run from when the app
/// left, never again from when the system ended it (issue 26, family 9).
@Suite struct TerminationWindowTests {
  /// Through the journeys: away 20 minutes, ended by the system, relaunched at exactly 30 minutes since the
  /// app left restores; one second later starts fresh, though only 10 minutes passed since the termination.
  @Test func aTerminationLaterInTheBackgroundKeepsTheBackgroundsWindow() throws {
    var runner = JourneyRunner(registry: try LifecycleFixture.registry(), now: LifecycleFixture.now)
    let failures = try runner.failedExpectations(
      """
      tap history
      push /history/2024-11-18
      background
      wait 20m
      terminate
      wait 10m
      launch
      expect tab history
      expect top /history/2024-11-18
      background
      wait 20m
      terminate
      wait 10m1s
      launch
      expect tab today
      expect top /today
      """)
    #expect(failures == [])
  }

  /// The snapshot a termination writes is dated when the app went to the background; a termination of a
  /// running app (never in the background) is dated at the termination.
  @Test func theSnapshotATerminationWritesIsDatedWhenTheAppLeft() throws {
    let app = try LifecycleFixture.app()
    let (clock, engine) = (app.clock, app.engine)
    var state = engine.launch(from: .success(nil)).state
    _ = engine.reduce(&state, .background)
    clock.advance(by: 20 * 60)
    let terminated = engine.reduce(&state, .terminate)
    #expect(terminated.snapshot?.savedAt == LifecycleFixture.now)
    #expect(terminated.snapshot?.sessionEnd == .terminated)

    var running = engine.launch(from: .success(nil)).state
    let ended = engine.reduce(&running, .terminate)
    #expect(ended.snapshot?.savedAt == LifecycleFixture.now.addingTimeInterval(20 * 60))
  }
}
