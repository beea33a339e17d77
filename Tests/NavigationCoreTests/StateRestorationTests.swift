import Foundation
import NavigationJourneys
import Testing

@_spi(StateBuilding) @_spi(Benchmarks) @testable import NavigationCore

/// The launch's restore on its own: what a saved snapshot brings back, what it leaves to the engine (the
/// modal presentation rule, the alert's guard), and the absence rule a launch and a foreground share.
struct StateRestorationTests {
  let data = InMemoryDataSource()
  let registry = try! FixtureApp.registry()
  var restoration: StateRestoration { StateRestoration(registry: registry) }
  var engine: NavigationEngine { NavigationEngine(registry: registry, environment: environment) }
  var environment: NavigationEnvironment {
    NavigationEnvironment(now: { FixtureApp.now }, timeZone: TimeZone(identifier: "UTC")!, data: data)
  }

  func snapshot(
    savedSecondsAgo: TimeInterval = 60, sessionEnd: NavigationSnapshot.SessionEnd = .background,
    stacks: [TabID: [SavedScreen]] = [:], modals: [SavedModal] = [], alert: NavigationRequest? = nil
  ) -> NavigationSnapshot {
    NavigationSnapshot(
      savedAt: FixtureApp.now - savedSecondsAgo, sessionEnd: sessionEnd, selectedTab: "history", stacks: stacks,
      modals: modals, pendingDeepLink: "demeter://settings/goals", alertRequest: alert, reduceMotion: true)
  }

  /// Starts from `saved` as a launch decides and admits it, before the waiting link is applied, with what was
  /// presented (each modal's path, style and opener, bottom first).
  func start(_ saved: NavigationSnapshot?) -> (launched: LaunchResult, alert: AlertState?, presented: [String]) {
    let decision = restoration.decision(
      of: .success(saved), environment: environment, pendingLinkProblem: engine.pendingLinkProblem)
    let launched: LaunchResult
    switch decision.decision {
    case .fresh(let reason):
      var state = NavigationState(selectedTab: "today")
      state.pendingDeepLink = decision.waitingLink
      state.reduceMotion = decision.reduceMotion
      launched = LaunchResult(state: state, events: [.reset(reason: reason)] + decision.events, restored: false)
    case .restore(let snapshot, _):
      let admitted = engine.admission(of: AdmissionCandidate(snapshot))
      launched = LaunchResult(state: admitted.state, events: admitted.events, restored: true)
    }
    let presented = launched.state.modals.map { "\($0.screen.path) \($0.style.rawValue) \($0.opener)" }
    return (launched, launched.state.alert, presented)
  }

  @Test func aSavedStackComesBackAndEachModalIsPresentedByTheEnginesRuleInTheRoutesStyle() {
    let saved = snapshot(
      stacks: ["history": [SavedScreen(path: "/history/2024-11-18"), SavedScreen(path: FixtureApp.entryPath)]],
      modals: [
        // An older snapshot's label of the floating button: the button opened it.
        SavedModal(
          path: "/voice", style: .fullScreenCover, originTab: "today", presenterPath: "/nowhere",
          opener: .label("Voice input button")),
        SavedModal(
          path: "/help", style: .sheet, originTab: "today", presenterPath: "/voice",
          opener: .target(.screen(path: "/nowhere"))),
      ])
    let (launched, alert, presented) = start(saved)
    #expect(launched.restored)
    #expect(launched.state.selectedTab == "history")
    #expect(launched.state.stacks["history"]?.map(\.path) == ["/history/2024-11-18", FixtureApp.entryPath])
    // The style comes from the route's placement, never from the bytes, bottom first; focus returns to the
    // button, or to the screen below (never a path from the bytes).
    #expect(presented == ["/voice sheet floatingButton", #"/help fullScreenCover screen(path: "/voice")"#])
    #expect(launched.state.pendingDeepLink == "demeter://settings/goals")
    #expect(launched.state.reduceMotion)
    #expect(alert == nil)
  }

  @Test func anOpenAlertIsAskedAgainNotRestoredFromTheBytes() {
    // No guard of the fixture asks about dismissing every modal: the alert no longer applies.
    let (launched, alert, _) = start(snapshot(alert: .dismissAll))
    #expect(alert == nil)
    #expect(launched.events.contains(AdmissionProblem.alertNoLongerApplies(.dismissAll).event))
  }

  @Test func aForceQuitStartsFreshKeepingTheWaitingLinkAndReduceMotionAndPresentsNothing() {
    let (launched, alert, presented) = start(
      snapshot(
        sessionEnd: .forceQuit,
        modals: [
          SavedModal(
            path: "/voice", style: .sheet, originTab: "today", presenterPath: "/today", opener: .target(.floatingButton)
          )
        ], alert: .dismissAll))
    #expect(!launched.restored)
    #expect(launched.state.selectedTab == "today")
    #expect(launched.state.modals.isEmpty)
    #expect(launched.state.pendingDeepLink == "demeter://settings/goals")
    #expect(launched.state.reduceMotion)
    #expect(launched.events == [.reset(reason: "the app was force-quit")])
    #expect(presented.isEmpty)
    #expect(alert == nil)
  }

  @Test func aStackIsCutAtItsFirstScreenThatNoLongerValidates() {
    data.delete("entry", id: FixtureApp.entryID)
    let (launched, _, _) = start(
      snapshot(stacks: ["history": [SavedScreen(path: "/history/2024-11-18"), SavedScreen(path: FixtureApp.entryPath)]])
    )
    #expect(launched.state.stacks["history"]?.map(\.path) == ["/history/2024-11-18"])
    #expect(launched.events.contains(.truncated(path: FixtureApp.entryPath, reason: "That entry no longer exists.")))
  }

  @Test func theScrollPositionsWorthKeepingAreTheModalsThenTheSelectedTabThenTheOthersTopFirst() throws {
    let day = try registry.resolve(path: "/history/2024-11-18", today: Day(year: 2024, month: 11, day: 20)!).get()
    let voice = try registry.resolve(path: "/voice", today: Day(year: 2024, month: 11, day: 20)!).get()
    let goals = try registry.resolve(path: "/settings/goals", today: Day(year: 2024, month: 11, day: 20)!).get()
    var state = NavigationState(selectedTab: "history")
    try state.push([try registry.screen(day.route, parameters: day.parameters)], on: "history")
    try state.push([try registry.screen(goals.route, parameters: goals.parameters)], on: "settings")
    try state.present([
      ModalPresentation(
        screen: try registry.screen(voice.route, parameters: voice.parameters), style: .sheet, originTab: "history",
        presenterPath: "/history/2024-11-18", opener: .floatingButton)
    ])
    #expect(
      restoration.scrollPaths(of: state) == [
        "/voice", "/history/2024-11-18", "/history", "/today", "/settings/goals", "/settings",
      ])
  }
}

/// How long the app was away: the one rule a launch and a foreground share.
struct AbsenceTests {
  let then = Date(timeIntervalSince1970: 1_732_093_200)

  @Test func exactlyTheTimeoutIsWithinAndOneMillisecondMoreIsTooLong() {
    #expect(Absence(since: then, now: then + 1800, timeout: 1800) == .within(1800))
    #expect(Absence(since: then, now: then + 1800.001, timeout: 1800) == .tooLong(1800.001))
  }

  @Test func aClockThatReadsEarlierByAnyWholeMillisecondMovedBack() {
    #expect(Absence(since: then, now: then - 0.001, timeout: 1800) == .clockMovedBack)
    #expect(Absence(since: then, now: then - 86_400, timeout: 1800) == .clockMovedBack)
  }

  @Test func theSameInstantToTheMillisecondIsNoTimeAway() {
    #expect(Absence(since: then + 0.0004, now: then, timeout: 1800) == .within(0))
  }

  @Test func aClockThatReadsNoTimeAtAllIsNotTrusted() {
    #expect(Absence(since: then, now: Date(timeIntervalSince1970: .nan), timeout: 1800) == .clockMovedBack)
    #expect(Absence(since: then, now: Date(timeIntervalSince1970: .infinity), timeout: 1800) == .clockMovedBack)
  }
}
