import Foundation
@_spi(Fuzzing) import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Issue 54: one admission for every state from outside the running engine. A launch repairs what it cannot
/// admit by its rule and keeps the rest; a report's start that needs a repair is refused; every door gives the
/// same reason for the same field.
struct StateAdmissionTests {
  let app: TestApp
  var engine: NavigationEngine { app.engine }

  init() throws {
    app = TestApp(registry: try Self.registry())
  }

  /// The fixture app with a sheet that declares detents and one that returns a result.
  static func goals() -> FixtureModule {
    FixtureModule(
      name: "Goals",
      routes: [
        RouteDefinition(GoalPicker.self, placement: .modal(.sheet), title: "Goal", exposure: .internalOnly)
          .detents(.medium, .large),
        RouteDefinition(
          id: "notes", pattern: "notes", placement: .modal(.sheet), title: "Notes", exposure: .internalOnly
        ).detents(.medium, .large, .fraction(0.4)),
      ])
  }

  static func registry() throws -> RouteRegistry {
    try RouteRegistry(app: .fixture, modules: [FixtureApp.Module(), goals()])
  }

  /// The settings tab's goals screen with the notes sheet over it, at its second detent.
  func notesOverGoals() -> NavigationState {
    var state = engine.freshState()
    engine.run(
      &state, .request(.selectTab("settings")), .request(.show(path: "/settings/goals")),
      .request(.show(path: "/notes")), .detent(.large))
    return state
  }

  func launched(_ state: NavigationState) throws -> LaunchResult {
    let snapshot = NavigationSnapshot(state: state, savedAt: app.clock.now, sessionEnd: .background)
    return engine.launch(from: .success(try NavigationSnapshot.decode(try snapshot.encoded())))
  }

  func report(starting state: NavigationState, focus: SavedFocus? = nil) -> String {
    let start = SessionStart(at: app.clock.now, state: state, focus: focus, launched: true)
    return "# now: 2024-11-20T09:00:00.000Z\n# start: \(ReportStartHeader(start, lastInput: nil).encodedLine())\n"
      + "expect tab \(state.selectedTab)\n"
  }

  @Test func aStateTheEngineMadeIsAdmittedWhole() throws {
    let state = notesOverGoals()
    #expect(state.modals.last?.detent == .large)
    #expect(engine.admission(of: AdmissionCandidate(state)).problems == [])
    #expect(engine.inconsistencies(in: state) == [])
    let launched = try launched(state)
    #expect(launched.state == state)
  }

  /// Finding 1: an opener naming a screen not shown under the modal.
  @Test(arguments: ["/settings", "/nowhere"])
  func anOpenerThatIsNotTheScreenUnderItIsRefusedAtTheStartAndPlacedThereAtLaunch(_ opener: String) throws {
    var state = notesOverGoals()
    try state.changeModal(at: 0) { $0.opener = .screen(path: opener) }
    let problem = AdmissionProblem.openerNotShown(path: "/notes", opener: opener)
    #expect(engine.startStateProblem(state) == problem)
    let launched = try launched(state)
    #expect(launched.state.modals.first?.opener == .screen(path: "/settings/goals"))
    #expect(launched.state.modals.first?.detent == .large)
    #expect(launched.events.contains(problem.event))
  }

  /// Finding 2: the floating button as an opener in an app without one, or of a modal it does not open.
  @Test func theFloatingButtonOpensOnlyItsOwnModalInAnAppThatHasOne() throws {
    // Over another modal: the button is covered and opens nothing.
    var state = notesOverGoals()
    engine.run(&state, .request(.route("help", RouteParameters())))
    #expect(state.modals.map(\.screen.path) == ["/notes", "/help"])
    try state.changeModal(at: 1) { $0.opener = .floatingButton }
    #expect(engine.startStateProblem(state) == .floatingButtonDidNotOpen(path: "/help"))
    let buttonless = AppDefinition(
      name: "Buttonless", linkSchemes: ["demeter"], universalLinkHosts: [], bundleIdentifier: "app.buttonless")
    let plain = TestApp(
      registry: try RouteRegistry(app: buttonless, modules: [Self.goals(), Self.home()]))
    var voice = plain.engine.freshState()
    plain.engine.run(&voice, .request(.show(path: "/notes")))
    try voice.changeModal(at: 0) { $0.opener = .floatingButton }
    #expect(plain.engine.startStateProblem(voice) == .floatingButtonDidNotOpen(path: "/notes"))
    let snapshot = NavigationSnapshot(state: voice, savedAt: plain.clock.now, sessionEnd: .background)
    let launched = plain.engine.launch(from: .success(snapshot))
    #expect(launched.state.modals.first?.opener == .screen(path: "/home"))
    // Where the button exists and opened its own modal, it is admitted.
    var fab = engine.freshState()
    engine.run(&fab, .request(.floatingButton))
    #expect(fab.modals.first?.opener == .floatingButton)
    #expect(engine.startStateProblem(fab) == nil)
  }

  static func home() -> FixtureModule { .singleTab() }

  /// Finding 3: a detent the route does not declare.
  @Test func aDetentTheRouteDoesNotDeclareIsRefusedAtTheStartAndDroppedAtLaunch() throws {
    var state = notesOverGoals()
    try state.changeModal(at: 0) { $0.detent = .height(320) }
    let problem = AdmissionProblem.detentNotDeclared(path: "/notes", .height(320))
    #expect(engine.startStateProblem(state) == problem)
    let launched = try launched(state)
    #expect(launched.state.modals.first?.detent == nil)
    #expect(launched.events.contains(problem.event))
  }

  /// Finding 7: a link deferred in the background is bounded where it is kept, and a save that cannot encode
  /// keeps what the store held.
  @Test func aDeferredLinkIsBoundedWhereItIsKept() {
    var state = engine.freshState()
    engine.run(&state, .background)
    let long = "demeter://history/" + String(repeating: "x", count: NavigationLimits.linkBytes)
    let result = engine.reduce(&state, .request(.openLink(long)))
    #expect(state.pendingDeepLink == nil)
    #expect(result.outcome == .failed(DeepLinkError.tooLong(length: long.utf8.count).description))
    engine.run(&state, .request(.openLink("demeter://history/2024-11-18")))
    #expect(state.pendingDeepLink == "demeter://history/2024-11-18")
  }

  @Test func aSaveThatCannotEncodeKeepsWhatTheStoreHeld() throws {
    let store = InMemoryStateStore()
    var session = app.session(store: store)
    session.launch()
    session.send(.request(.selectTab("history")))
    session.send(.background)
    let kept = try #require(store.data)
    session.send(.foreground)
    // A clock past what a snapshot's `savedAt` can hold: the next snapshot cannot be encoded.
    app.clock.advance(by: 1e16)
    let result = session.send(.background)
    #expect(result.events.contains { if case .saveFailed = $0 { true } else { false } })
    #expect(store.data == kept)
    #expect(!result.events.contains { if case .saved = $0 { true } else { false } })
  }

  /// Item 8: the admission checks what `inconsistencies(in:)` did not (depth, modal count, repeats, budget),
  /// and `adopt` repairs by the launch's rule, keeping the rest.
  @Test func aStateHandedInIsHeldToEveryRuleAndRepairedLikeALaunch() throws {
    let notes = notesOverGoals()
    var history = engine.freshState()
    engine.run(&history, .request(.selectTab("history")), .request(.show(path: "/history/2024-11-18")))
    let day = try #require(history.stack(of: "history")?.first)
    // States the editor refuses to make: candidates from outside, not yet admitted.
    let state = NavigationState(
      unadmitted: notes.selectedTab, stacks: notes.stacks.merging(["history": [day, day]]) { $1 },
      modals: notes.modals)
    #expect(
      engine.inconsistencies(in: state) == [.refused(path: "/history/2024-11-18", .alreadyShown, modal: false)])
    let deep = NavigationState(
      unadmitted: engine.freshState().selectedTab,
      stacks: ["history": Array(repeating: day, count: NavigationLimits.stackDepth + 1)], modals: [])
    #expect(engine.inconsistencies(in: deep).first?.reason.contains("more than the limit of 256") == true)
    var session = app.session()
    session.launch()
    session.adopt(state)
    #expect(session.state.stacks["history"]?.map(\.path) == ["/history/2024-11-18"])
    #expect(session.state.stacks["settings"]?.map(\.path) == ["/settings/goals"])
    #expect(session.state.modals.first?.detent == .large)
    #expect(
      session.history.events.map(\.event).contains(
        AdmissionProblem.refused(path: "/history/2024-11-18", .alreadyShown, modal: false).event))
  }

  /// The same bad state through every door: a launch, a report's `# start:`, a state adopted and a replay give
  /// the same reason.
  @Test func everyDoorGivesTheSameReason() throws {
    var state = notesOverGoals()
    try state.changeModal(at: 0) { $0.opener = .screen(path: "/nowhere") }
    let problem = AdmissionProblem.openerNotShown(path: "/notes", opener: "/nowhere")
    // Launch.
    let store = InMemoryStateStore(
      bytes: try NavigationSnapshot(state: state, savedAt: app.clock.now, sessionEnd: .background).encoded())
    var launching = app.session(store: store)
    #expect(launching.launch().events.contains(problem.event))
    // A report's `# start:`.
    let text = report(starting: state)
    let headers = try JourneyHeaders(text: text)
    #expect(throws: JourneyError.self) { _ = try headers.checkedStart(engine: engine, at: app.clock.now) }
    do {
      _ = try headers.checkedStart(engine: engine, at: app.clock.now)
    } catch {
      #expect(error.message.hasSuffix(problem.description))
    }
    // Adopt.
    var adopting = app.session()
    adopting.launch()
    adopting.adopt(state)
    #expect(adopting.history.events.map(\.event).contains(problem.event))
    // Replay.
    do {
      _ = try JourneyRunner.replaying(text, registry: app.registry)
      Issue.record("the replay ran")
    } catch {
      #expect(error.message.hasSuffix(problem.description))
    }
    #expect(problem.event == .truncated(path: "/notes", reason: problem.reason))
  }
}
