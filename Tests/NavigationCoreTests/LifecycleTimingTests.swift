import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Background, foreground, termination and force-quit against an injected clock and timeout.
struct LifecycleTimingTests {
  let registry: RouteRegistry
  let app: TestApp
  var clock: FakeClock { app.clock }
  let engine: NavigationEngine
  let saved: NavigationState

  init() throws {
    registry = try LifecycleFixture.registry()
    app = TestApp(registry: registry)
    engine = app.engine
    saved = try LifecycleFixture.richState(registry)
  }

  /// Backgrounds `saved`, lets `seconds` pass, and foregrounds.
  private func foreground(after seconds: TimeInterval) -> (NavigationState, NavigationResult) {
    var state = saved
    #expect(engine.reduce(&state, .background).snapshot != nil)
    clock.advance(by: seconds)
    let result = engine.reduce(&state, .foreground)
    return (state, result)
  }

  /// Backgrounds `saved`, terminates, lets `seconds` pass and launches from the saved bytes.
  private func relaunch(after seconds: TimeInterval, end: NavigationInput = .terminate) throws -> LaunchResult {
    var state = saved
    let store = InMemoryStateStore()
    try store.save(try #require(engine.reduce(&state, .background).snapshot))
    try store.save(try #require(engine.reduce(&state, end).snapshot))
    clock.advance(by: seconds)
    return engine.launch(from: store.loadResult())
  }

  @Test(arguments: [29 * 60 + 59, 30 * 60])
  func foregroundWithinThirtyMinutesRestoresTheExactScreen(seconds: Int) {
    let (state, result) = foreground(after: TimeInterval(seconds))
    #expect(state == saved)
    #expect(result.events.contains { if case .restored = $0 { true } else { false } })
  }

  @Test func foregroundAfterThirtyMinutesAndOneSecondShowsTodayAtItsRootWithOtherStacksCleared() {
    let (state, result) = foreground(after: 30 * 60 + 1)
    #expect(state == engine.freshState())
    #expect(state.selectedTab == "today" && state.stacks.isEmpty && state.modals.isEmpty)
    #expect(result.events.contains(.reset(reason: "away for 30m1s, more than 30m")))
  }

  @Test(arguments: [29 * 60 + 59, 30 * 60])
  func terminationInTheBackgroundThenLaunchWithinThirtyMinutesRestoresLikeAForeground(seconds: Int) throws {
    let launched = try relaunch(after: TimeInterval(seconds))
    #expect(launched.restored)
    #expect(launched.state == saved)
  }

  @Test func launchMoreThanThirtyMinutesAfterTerminationStartsOnToday() throws {
    let launched = try relaunch(after: 30 * 60 + 1)
    #expect(!launched.restored)
    #expect(launched.state == engine.freshState())
    #expect(launched.events == [.reset(reason: "saved 30m1s ago, more than 30m")])
  }

  @Test func forceQuitThenRelaunchStartsOnTodayEvenAtOnce() throws {
    let launched = try relaunch(after: 0, end: .forceQuit)
    #expect(!launched.restored)
    #expect(launched.state == engine.freshState())
    #expect(launched.events == [.reset(reason: "the app was force-quit")])
  }

  @Test func theTimeoutIsInjected() {
    var engine = engine
    engine.environment.backgroundTimeout = 5 * 60
    for (seconds, restores) in [(299.0, true), (300, true), (301, false)] {
      var state = saved
      _ = engine.reduce(&state, .background)
      clock.advance(by: seconds)
      _ = engine.reduce(&state, .foreground)
      #expect((state == saved) == restores, "after \(seconds) s")
    }
  }

  @Test func aSnapshotFromTheFutureStartsFreshAndSaysSo() throws {
    let snapshot = NavigationSnapshot(state: saved, savedAt: clock.now + 1, sessionEnd: .background)
    let launched = engine.launch(from: .success(snapshot))
    #expect(!launched.restored)
    #expect(launched.state == engine.freshState())
    let reason = try #require(launched.events.first)
    #expect(reason.description.contains("from the future"))
  }

  /// A snapshot keeps its time in whole milliseconds, rounded to the nearest: saved 0.6 ms into a
  /// millisecond, it says the next one. A launch at the instant of the save is no time later, not a
  /// snapshot from the future.
  @Test func aLaunchAtTheInstantOfTheSaveRestoresWhereverInTheMillisecondItFalls() throws {
    clock.advance(by: 0.0006)
    let launched = try relaunch(after: 0)
    #expect(launched.restored, "\(launched.events)")
    #expect(launched.state == saved)
  }

  @Test func backgroundingWhileRecordingPausesVoiceInputAndKeepsTheTranscriptAcrossTerminateAndLaunch() throws {
    var state = saved
    state.dismissTopModal()
    try state.changeModal(at: 0) { $0.screen.payload = ["phase": "recording", "transcript": "two eggs"] }
    let store = InMemoryStateStore()
    try store.save(try #require(engine.reduce(&state, .background).snapshot))
    #expect(state.modals[0].screen.payload == ["phase": "paused", "transcript": "two eggs"])
    try store.save(try #require(engine.reduce(&state, .terminate).snapshot))
    clock.advance(by: 10 * 60)
    let launched = engine.launch(from: store.loadResult())
    #expect(launched.state.topModal?.screen.route == "voice.input")
    #expect(launched.state.topModal?.screen.payload == ["phase": "paused", "transcript": "two eggs"])
  }

  @Test func anEditSetsTheTopScreensPayloadAndComesBackAfterTerminateAndLaunch() throws {
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.selectTab("settings")))
    _ = engine.reduce(&state, .request(.show(path: "/settings/goals")))
    #expect(engine.reduce(&state, .edit(field: "calories", value: "1850")).outcome == .completed)
    let store = InMemoryStateStore()
    try store.save(try #require(engine.reduce(&state, .background).snapshot))
    try store.save(try #require(engine.reduce(&state, .terminate).snapshot))
    clock.advance(by: 60)
    let launched = engine.launch(from: store.loadResult())
    #expect(launched.state.stacks["settings"]?.last?.payload == ["calories": "1850"])
  }

  @Test func anEditOnAModalGoesToTheModalAndAnEditAtATabRootIsIgnoredWithAReason() {
    var state = engine.freshState()
    let ignored = engine.reduce(&state, .edit(field: "note", value: "x"))
    #expect(ignored.outcome == .ignored(.tabRootKeepsNoEdits))
    #expect(state == engine.freshState())
    _ = engine.reduce(&state, .request(.show(path: "/review")))
    _ = engine.reduce(&state, .edit(field: "note", value: "lunch at noon"))
    #expect(state.topModal?.screen.payload == ["note": "lunch at noon"])
  }

  @Test func pastMidnightTodayIsTheNewDayAndYesterdayStaysValid() {
    clock.set(Date(timeIntervalSince1970: 1_732_146_600))  // 2024-11-20T23:50:00Z
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.openLink("demeter://history/2024-11-20")))
    #expect(state.selectedStack.last?.path == "/history/2024-11-20")
    let tooEarly = engine.reduce(&state, .request(.openLink("demeter://history/2024-11-21")))
    #expect(tooEarly.events.contains { if case .deepLinkFailed = $0 { true } else { false } })
    clock.advance(by: 20 * 60)  // 00:10 on the 21st
    _ = engine.reduce(&state, .request(.openLink("demeter://history/2024-11-21")))
    #expect(state.selectedStack.last?.path == "/history/2024-11-21")
    _ = engine.reduce(&state, .request(.openLink("demeter://history/2024-11-20")))
    #expect(state.selectedStack.last?.path == "/history/2024-11-20")
  }

  @Test func aSnapshotSavedBeforeMidnightMentioningThatDayRestoresAfterMidnight() throws {
    clock.set(Date(timeIntervalSince1970: 1_732_146_600))  // 2024-11-20T23:50:00Z
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.selectTab("history")))
    _ = engine.reduce(&state, .request(.show(path: "/history/2024-11-20")))
    let snapshot = try #require(engine.reduce(&state, .background).snapshot)
    clock.advance(by: 20 * 60)
    let launched = engine.launch(from: .success(try NavigationSnapshot.decode(try snapshot.encoded())))
    #expect(launched.restored)
    #expect(launched.state.stacks["history"]?.map(\.path) == ["/history/2024-11-20"])
  }
}
