import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Issue 10 item 6: no link is lost, in the background or across a fresh start.
struct WaitingLinkTests {
  let app = try! TestApp(modules: [FixtureApp.Module(), FixtureModule(name: "Hold", guards: [HoldWhileVoice()])])
  var clock: FakeClock { app.clock }

  /// Holds links while the fixture's voice sheet is shown, as voice input's guard does.
  struct HoldWhileVoice: NavigationGuard {
    let name = "hold"
    func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision {
      request.kind == .deepLink && state.modals.contains { $0.screen.route == "voice" }
        ? .postpone(reason: "voice") : .allow
    }
  }

  func engine() throws -> NavigationEngine { app.engine }

  @Test func aLinkArrivingInTheBackgroundWaitsAndOpensOnReturn() throws {
    let engine = try engine()
    var state = engine.freshState()
    engine.run(&state, .background)
    let waiting = engine.run(&state, .request(.openLink("demeter://history/2024-11-18")))
    #expect(waiting.outcome == .deferred)
    #expect(state.pendingDeepLink == "demeter://history/2024-11-18")
    clock.advance(by: 60)
    let back = engine.run(&state, .foreground)
    #expect(state.pendingDeepLink == nil)
    #expect(engine.topScreen(of: state).path == "/history/2024-11-18")
    #expect(back.events.contains(.pendingLinkApplied(link: "demeter://history/2024-11-18")))
  }

  @Test func aLinkArrivingInTheBackgroundOpensAfterAFreshStartToo() throws {
    let engine = try engine()
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("settings")), .background)
    engine.run(&state, .request(.openLink("demeter://history/2024-11-18")))
    clock.advance(by: 31 * 60)
    let back = engine.run(&state, .foreground)
    #expect(back.events.contains { if case .reset = $0 { true } else { false } })
    #expect(engine.topScreen(of: state).path == "/history/2024-11-18")
  }

  @Test func aLinkWaitingBehindVoiceInputSurvivesAFreshStart() throws {
    let engine = try engine()
    var state = engine.freshState()
    engine.run(&state, .request(.floatingButton), .request(.openLink("demeter://history/2024-11-18")))
    #expect(state.pendingDeepLink != nil)
    let store = InMemoryStateStore()
    try store.save(try #require(engine.run(&state, .background).snapshot))
    try store.save(try #require(engine.run(&state, .terminate).snapshot))
    clock.advance(by: 40 * 60)
    let launched = engine.launch(from: store.loadResult())
    #expect(!launched.restored)
    #expect(launched.state.pendingDeepLink == nil)
    #expect(launched.state.selectedStack.map(\.path) == ["/history/2024-11-18"])
  }

  @Test func aLinkWaitingBehindAnAlertSurvivesAFreshStartOnForeground() throws {
    let engine = try engine()
    var state = engine.freshState()
    state.show(
      AlertState(
        message: .literal("Sure?"), confirmTitle: .literal("Yes"), cancelTitle: .literal("No"), request: .dismissAll))
    engine.run(&state, .request(.openLink("demeter://settings/goals")), .background)
    clock.advance(by: 45 * 60)
    engine.run(&state, .foreground)
    #expect(state.alert == nil)
    #expect(engine.topScreen(of: state).path == "/settings/goals")
  }

  @Test func aLinkRestoredBehindVoiceInputStillWaitsForIt() throws {
    let engine = try engine()
    var state = engine.freshState()
    engine.run(&state, .request(.floatingButton), .request(.openLink("demeter://history/2024-11-18")))
    let store = InMemoryStateStore()
    try store.save(try #require(engine.run(&state, .background).snapshot))
    try store.save(try #require(engine.run(&state, .terminate).snapshot))
    clock.advance(by: 5 * 60)
    var launched = engine.launch(from: store.loadResult()).state
    #expect(launched.pendingDeepLink == "demeter://history/2024-11-18")
    engine.run(&launched, .request(.dismiss))
    #expect(engine.topScreen(of: launched).path == "/history/2024-11-18")
  }
}
