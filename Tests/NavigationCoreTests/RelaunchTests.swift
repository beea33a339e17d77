import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// A relaunch within the background timeout brings back what a foreground brings back, and a clock that
/// moved back is judged alike by both.
struct RelaunchTests {
  /// Asks before the voice sheet is dismissed while its session holds a recording.
  struct KeepRecordingGuard: NavigationGuard {
    let name = "test.recording"
    func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision {
      guard request == .dismiss, state.topModal?.screen.payload["phase"] == "paused" else { return .allow }
      return .confirm(
        message: .literal("Discard your recording?"), confirmTitle: .literal("Discard"),
        cancelTitle: .literal("Keep Recording"))
    }
  }

  let app: TestApp
  var clock: FakeClock { app.clock }
  let engine: NavigationEngine

  init() throws {
    let registry = try RouteRegistry(
      app: .fixture,
      modules: [
        LifecycleFixture.TodayModule(), LifecycleFixture.HistoryModule(), LifecycleFixture.SettingsModule(),
        FixtureModule(name: "Guard", guards: [KeepRecordingGuard()]),
      ])
    app = TestApp(registry: registry)
    engine = app.engine
  }

  /// The voice sheet with a paused recording, the question about dismissing it open, Reduce Motion on.
  private func askingState() throws -> NavigationState {
    var state = engine.freshState()
    _ = engine.reduce(&state, .reduceMotion(true))
    _ = engine.reduce(&state, .request(.show(path: "/voice")))
    // The session a feature's commands would have left (an edit cannot write it: it is not a user field).
    try state.changeModal(at: state.modals.count - 1) { $0.screen.payload["phase"] = "paused" }
    #expect(engine.reduce(&state, .request(.dismiss)).outcome == .confirmationRequested)
    return state
  }

  /// The state after background, `seconds` away, then foreground; and after background, terminate,
  /// `seconds` away, then launch.
  private func foregroundAndRelaunch(after seconds: TimeInterval) throws -> (NavigationState, LaunchResult) {
    var foregrounded = try askingState()
    _ = engine.reduce(&foregrounded, .background)
    clock.advance(by: seconds)
    _ = engine.reduce(&foregrounded, .foreground)
    clock.advance(by: -seconds)

    var relaunched = try askingState()
    let store = InMemoryStateStore()
    try store.save(try #require(engine.reduce(&relaunched, .background).snapshot))
    try store.save(try #require(engine.reduce(&relaunched, .terminate).snapshot))
    clock.advance(by: seconds)
    return (foregrounded, engine.launch(from: store.loadResult()))
  }

  /// Before: the relaunch dropped the alert and reset Reduce Motion.
  @Test func withinTheTimeoutARelaunchKeepsTheOpenAlertAndReduceMotionAsAForegroundDoes() throws {
    let (foregrounded, launched) = try foregroundAndRelaunch(after: 10 * 60)
    #expect(launched.restored)
    #expect(foregrounded.alert?.message.english == "Discard your recording?")
    #expect(launched.state.alert == foregrounded.alert)
    #expect(launched.state.reduceMotion && foregrounded.reduceMotion)
    #expect(launched.state.modals == foregrounded.modals)
    // The restored alert answers as the original would: its first action performs the dismissal.
    var state = launched.state
    _ = engine.reduce(&state, .alertAction("Discard"))
    #expect(state.modals.isEmpty && state.alert == nil)
  }

  @Test func afterTheTimeoutBothStartFreshAndKeepReduceMotion() throws {
    let (foregrounded, launched) = try foregroundAndRelaunch(after: 31 * 60)
    #expect(!launched.restored)
    var fresh = engine.freshState()
    fresh.reduceMotion = true
    #expect(foregrounded == fresh)
    #expect(launched.state == fresh)
  }

  @Test func aStoredAlertWhoseQuestionNoLongerStandsIsDroppedWithAReason() throws {
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.show(path: "/voice")))
    var snapshot = NavigationSnapshot(state: state, savedAt: clock.now - 60, sessionEnd: .terminated)
    // Bytes claiming an alert about a dismissal no guard asks about (the sheet holds no recording).
    snapshot.alertRequest = .dismiss
    let launched = engine.launch(from: .success(snapshot))
    #expect(launched.restored)
    #expect(launched.state.alert == nil)
    #expect(launched.events.contains(.truncated(path: "/", reason: "the alert about dismiss no longer applies")))
  }

  /// Before: an hour back restored on foreground but started fresh on launch.
  @Test(arguments: [1.0, 3_600])
  func aClockThatMovedBackIsAFreshStartForLaunchAndForegroundAlike(seconds: TimeInterval) throws {
    let (foregrounded, launched) = try foregroundAndRelaunch(after: -seconds)
    var fresh = engine.freshState()
    fresh.reduceMotion = true
    #expect(foregrounded == fresh)
    #expect(launched.state == fresh)
    #expect(!launched.restored)

    var state = try askingState()
    _ = engine.reduce(&state, .background)
    clock.advance(by: -seconds)
    let result = engine.reduce(&state, .foreground)
    #expect(
      result.events.contains {
        if case .reset(let reason) = $0 { reason.hasPrefix("the clock moved back") } else { false }
      })
  }
}
