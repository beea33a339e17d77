import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Issue 44, "a typed result": a presented route returns a typed value (or cancelled) to the screen that
/// presented it, kept in the state and the snapshot like a payload, and reaching no other screen.
struct PresentationResultTests {
  let app: TestApp
  let engine: NavigationEngine

  init() throws {
    app = TestApp(registry: try RouteRegistry(app: .fixture, modules: [FixtureModule.withGoalPicker()]))
    engine = app.engine
  }

  /// The home root with the picker open over it.
  private func pickerOverHome() -> NavigationState {
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.route(GoalPicker.routeID, RouteParameters())))
    return state
  }

  @Test func aTypedValueReachesThePresenterTyped() throws {
    var state = pickerOverHome()
    let input = try #require(GoalPicker.result(PickedGoal(calories: 1800, label: "cut")))
    #expect(engine.reduce(&state, input).outcome == .completed)
    #expect(state.modals.isEmpty)
    let pending = try #require(engine.pendingResult(forTopOf: state))
    #expect(pending.presenter == "/home" && pending.tab == "home")
    #expect(pending.result(of: GoalPicker.self) == .value(PickedGoal(calories: 1800, label: "cut")))
    #expect(pending.value == #"{"calories":1800,"label":"cut"}"#, "kept as canonical JSON")
  }

  @Test(arguments: [NavigationInput.request(.dismiss), .request(.back), .request(.dismissAll), .key("escape")])
  func everyOtherWayOutIsCancelled(_ close: NavigationInput) throws {
    var state = pickerOverHome()
    _ = engine.reduce(&state, close)
    #expect(state.modals.isEmpty)
    #expect(engine.pendingResult(forTopOf: state)?.result(of: GoalPicker.self) == .cancelled)
  }

  @Test func aLinkThatReplacesThePickerCancelsIt() throws {
    var state = pickerOverHome()
    _ = engine.reduce(&state, .request(.openLink("demeter://home/detail")))
    #expect(state.modals.isEmpty && state.depth == 1)
    // The home root is still there, under the detail: the answer waits for it, not for the detail.
    #expect(state.pendingResult?.presenter == "/home" && state.pendingResult?.value == nil)
    #expect(engine.pendingResult(forTopOf: state) == nil)
  }

  @Test func aResultReachesNoOtherScreenAndGoesWithItsPresenter() throws {
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.show(path: "/home/detail")))
    _ = engine.reduce(&state, .request(.show(path: "/home/goal-picker")))
    _ = engine.reduce(&state, try #require(GoalPicker.result(PickedGoal(calories: 2200))))
    #expect(engine.pendingResult(forTopOf: state)?.presenter == "/home/detail")
    _ = engine.reduce(&state, .request(.back))
    #expect(state.pendingResult == nil, "the detail left: its answer is dropped, the root never sees it")
  }

  @Test func aReadResultIsConsumed() throws {
    var state = pickerOverHome()
    _ = engine.reduce(&state, try #require(GoalPicker.result(PickedGoal(calories: 1800))))
    #expect(engine.reduce(&state, .consumeResult).outcome == .completed)
    #expect(state.pendingResult == nil)
    #expect(engine.reduce(&state, .consumeResult).outcome == .ignored(.noPendingResult))
  }

  @Test func onlyARouteThatReturnsAResultTakesAValueAndOnlyOfItsType() throws {
    var state = pickerOverHome()
    #expect(engine.reduce(&state, .returnResult(#"{"kcal":1}"#)).outcome == .ignored(.notAResult(type: "PickedGoal")))
    let long = String(repeating: "x", count: NavigationLimits.resultBytes)
    #expect(
      engine.reduce(&state, .returnResult(#"{"calories":1,"label":"\#(long)"}"#)).outcome
        == .ignored(.notAResult(type: "PickedGoal")))
    #expect(state.modals.count == 1 && state.pendingResult == nil)
    var plain = engine.freshState()
    #expect(engine.reduce(&plain, .returnResult("1")).outcome == .ignored(.noModal))
  }

  @Test func aBackgroundAndATerminationKeepItAndAForceQuitDropsIt() throws {
    var state = pickerOverHome()
    _ = engine.reduce(&state, try #require(GoalPicker.result(PickedGoal(calories: 1800))))
    let store = InMemoryStateStore()
    try store.save(try #require(engine.reduce(&state, .background).snapshot))
    try store.save(try #require(engine.reduce(&state, .terminate).snapshot))
    let relaunched = engine.launch(from: store.loadResult())
    #expect(relaunched.restored)
    #expect(relaunched.state.pendingResult == state.pendingResult && state.pendingResult != nil)

    var quitting = relaunched.state
    let quit = try #require(engine.reduce(&quitting, .forceQuit).snapshot)
    try store.save(quit)
    #expect(!engine.launch(from: store.loadResult()).restored)
    #expect(engine.launch(from: store.loadResult()).state.pendingResult == nil)
  }

  @Test func aSnapshotWithoutAResultHasTheBytesItAlwaysHad() throws {
    let state = engine.freshState()
    let snapshot = NavigationSnapshot(state: state, savedAt: JourneyRunner.referenceDate, sessionEnd: .background)
    let text = String(decoding: try snapshot.encoded(), as: UTF8.self)
    #expect(!text.contains("pendingResult"))
    // An older build's snapshot (no such key) decodes, and restores with no result.
    let decoded = try NavigationSnapshot.decode(Data(text.utf8))
    #expect(decoded == snapshot && decoded.pendingResult == nil)
  }

  /// Saved bytes are hostile: a result of another route, of a value its type does not read, or for a
  /// presenter that is not there is dropped with a reason, never a trap and never another screen's.
  @Test(arguments: [
    PendingResult(route: "home.detail", tab: "home", presenter: "/home", value: "1"),
    PendingResult(route: "nowhere", tab: "home", presenter: "/home", value: nil),
    PendingResult(route: GoalPicker.routeID, tab: "home", presenter: "/home", value: #"{"kcal":1}"#),
    PendingResult(route: GoalPicker.routeID, tab: "home", presenter: "/home", value: #"{ "calories": 1 }"#),
    PendingResult(route: GoalPicker.routeID, tab: "home", presenter: "/home/detail", value: nil),
    PendingResult(route: GoalPicker.routeID, tab: "elsewhere", presenter: "/home", value: nil),
    PendingResult(
      route: GoalPicker.routeID, tab: "home", presenter: "/home",
      value: #"{"calories":1,"label":""# + String(repeating: "\u{0}", count: 4_000) + #""}"#),
  ])
  func aSavedResultThatNoLongerHoldsIsDropped(_ saved: PendingResult) throws {
    var snapshot = NavigationSnapshot(
      state: engine.freshState(), savedAt: app.clock.now, sessionEnd: .background)
    snapshot.pendingResult = saved
    let bytes = try snapshot.encoded()
    let launched = engine.launch(from: InMemoryStateStore(bytes: bytes).loadResult())
    #expect(launched.restored)
    #expect(launched.state.pendingResult == nil)
    #expect(launched.events.contains { if case .truncated = $0 { true } else { false } })
  }

  @Test func aSavedResultThatHoldsIsRestored() throws {
    var snapshot = NavigationSnapshot(state: engine.freshState(), savedAt: app.clock.now, sessionEnd: .terminated)
    snapshot.pendingResult = PendingResult(route: GoalPicker.routeID, tab: "home", presenter: "/home", value: nil)
    let launched = engine.launch(from: InMemoryStateStore(bytes: try snapshot.encoded()).loadResult())
    #expect(launched.state.pendingResult == snapshot.pendingResult)
  }
}
