import AppComposition
import Foundation
@_spi(Fuzzing) import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// The declared limits are consistent: what the running app accepts, it can save (issue 26, family 3).
/// The state's budget (``NavigationLimits/stateBytes``) is counted as input arrives, over every tab.
@Suite struct StateBudgetTests {
  /// A payload value of the most bytes that costs the most to store: every byte a control character, which
  /// a snapshot writes as `\u0001` (six bytes).
  static let costliestValue = String(repeating: "\u{1}", count: NavigationLimits.payloadValueBytes)
  static let settingsFields = ["calories", "protein", "carbohydrates", "fat", "units"]

  static func uuid(_ index: Int) -> String { String(format: "00000000-0000-4000-8000-%012d", index) }

  /// A running session of the app over `store`, at a clock that does not move.
  static func session(store: InMemoryStateStore) throws -> NavigationSession {
    let app = TestApp(registry: try AppComposition.makeRegistry(), data: AllAvailableDataSource())
    var session = app.session(store: store)
    session.launch()
    return session
  }

  static func refusedAtTheBudget(_ result: NavigationResult) -> Bool {
    result.outcome == .ignored(.budgetFull)
  }

  /// The largest state the session accepts, built to the maximum of every declared limit: every tab's stack
  /// to ``NavigationLimits/stackDepth`` screens, each with a scroll position, every editable field of every
  /// screen filled with the costliest value (leaving room for a modal), modals up to
  /// ``NavigationLimits/modalDepth`` (the app shows one over a stack), each edited too, until the budget
  /// refuses more.
  /// It saves within ``NavigationLimits/snapshotBytes`` and a relaunch restores it as it was.
  @Test func theLargestStateTheSessionAcceptsSavesWithinTheSnapshotLimitAndRestoresEqual() throws {
    let store = InMemoryStateStore()
    var session = try Self.session(store: store)
    func send(_ input: NavigationInput) { session.send(input) }
    var offset = 1.0
    func scroll() {
      send(.scrollOffset(offset))
      offset += 1
    }
    send(.request(.selectTab("history")))
    for index in 0...NavigationLimits.stackDepth {
      send(.request(.show(path: "/history/2024-11-18/entry/\(Self.uuid(index))")))
      scroll()
    }
    send(.request(.selectTab("today")))
    for index in 0...NavigationLimits.stackDepth {
      send(.request(.show(path: "/today/entry/\(Self.uuid(index))")))
      scroll()
    }
    send(.request(.selectTab("settings")))
    for index in 0...NavigationLimits.stackDepth {
      send(.request(.show(path: index.isMultiple(of: 2) ? "/settings/goals" : "/settings/preferences")))
      // The settings' drafts leave room for a modal and a draft of it below, so both hold some.
      for field in Self.settingsFields where session.state.budget.used < NavigationLimits.stateBytes - 110_000 {
        send(.edit(field: field, value: Self.costliestValue))
      }
      scroll()
    }
    for index in 0...NavigationLimits.modalDepth {
      send(.request(.show(path: "/today/entry/\(Self.uuid(index % 2))/edit")))
      for field in ["description", "calories"] { send(.edit(field: field, value: Self.costliestValue)) }
      scroll()
    }
    let live = session.state
    // At the budget: not one more of the costliest fields fits.
    let field = StateBudget.bytes(ofField: "calories", Self.costliestValue)
    #expect(
      StateBudget.bytes(of: live) + field > NavigationLimits.stateBytes, "the test does not build the largest state")
    #expect(StateBudget.bytes(of: live) <= NavigationLimits.stateBytes)
    #expect(live.stacks["history"]?.count == NavigationLimits.stackDepth)
    #expect(live.stacks["today"]?.count == NavigationLimits.stackDepth)
    #expect((live.stacks["settings"]?.count ?? 0) > 0 && !live.modals.isEmpty)

    let saved = session.send(.background)
    let failures = saved.events.filter { if case .saveFailed = $0 { true } else { false } }
    #expect(failures.isEmpty, "\(failures)")
    let bytes = try #require(store.data)
    #expect(bytes.count <= NavigationLimits.snapshotBytes)
    print("the largest accepted state: \(bytes.count) bytes saved of \(NavigationLimits.snapshotBytes)")

    let relaunched = try Self.session(store: store)
    #expect(relaunched.state.selectedTab == live.selectedTab)
    #expect(relaunched.state.stacks == live.stacks)
    #expect(relaunched.state.modals == live.modals)
    #expect(relaunched.state.scrollPositions == live.scrollPositions)
  }

  /// Through the session: once the budget is full, a push, an edit and a link are refused with the reason,
  /// and the user stays where they were.
  @Test func anInputPastTheBudgetIsRefusedWithTheReasonAndChangesNothing() throws {
    var session = try Self.session(store: InMemoryStateStore())
    session.send(.request(.selectTab("settings")))
    var index = 0
    var state = session.state
    var refused: NavigationResult?
    while refused == nil, index < NavigationLimits.stackDepth {
      session.send(.request(.show(path: index.isMultiple(of: 2) ? "/settings/goals" : "/settings/preferences")))
      for field in Self.settingsFields {
        state = session.state
        let result = session.send(.edit(field: field, value: Self.costliestValue))
        if Self.refusedAtTheBudget(result) {
          refused = result
          break
        }
      }
      index += 1
    }
    #expect(refused != nil)
    #expect(session.state == state)
    // The exact count says the same as the running one.
    #expect(StateBudget.bytes(of: session.state) <= NavigationLimits.stateBytes)
    #expect(StateBudget.bytes(of: session.state) + 6 * Self.costliestValue.utf8.count > NavigationLimits.stateBytes)
  }

  /// A feature's payload (voice input's transcript) is cut at the budget where it arrives, with a `truncated`
  /// event, never later at a save.
  @Test func aFeaturesPayloadPastTheBudgetIsCutWithATruncatedEvent() throws {
    var session = try Self.session(store: InMemoryStateStore())
    session.send(.request(.selectTab("settings")))
    for index in 0..<NavigationLimits.stackDepth {
      session.send(.request(.show(path: index.isMultiple(of: 2) ? "/settings/goals" : "/settings/preferences")))
      let results = Self.settingsFields.map { session.send(.edit(field: $0, value: Self.costliestValue)) }
      if results.contains(where: Self.refusedAtTheBudget) { break }
    }
    session.send(.request(.floatingButton))
    session.send(.command(verb: "voice", argument: "start"))
    var cut: [NavigationEvent] = []
    let words = String(repeating: "\u{1}", count: 2_000)
    for _ in 0..<200 where cut.isEmpty {
      cut = session.send(.command(verb: "voice", argument: "transcribe x\(words)")).events.filter {
        if case .truncated(_, let reason) = $0 { return reason.contains("budget") }
        return false
      }
    }
    #expect(!cut.isEmpty)
    #expect(StateBudget.bytes(of: session.state) <= NavigationLimits.stateBytes)
    let snapshot = NavigationSnapshot(state: session.state, savedAt: session.now, sessionEnd: .background)
    #expect(throws: Never.self) { try snapshot.encoded() }
  }

  /// A stored snapshot whose screens pass the budget (each within the per-screen limits) is cut at the budget
  /// on restore, with a `truncated` event: a restore keeps the rule a live state keeps.
  @Test func aRestoreCutsAtTheBudget() throws {
    let payload = Dictionary(
      uniqueKeysWithValues: ["calories", "protein"].map { ($0, String(repeating: "7", count: 8_192)) })
    let screens = (0..<120).map { index in
      SavedScreen(
        path: index.isMultiple(of: 2) ? "/settings/goals" : "/settings/preferences", payload: payload)
    }
    let snapshot = NavigationSnapshot(
      savedAt: JourneyClock.standard.now, sessionEnd: .background, selectedTab: "settings",
      stacks: ["settings": screens], modals: [])
    let engine = TestApp(registry: try AppComposition.makeRegistry()).engine
    let launched = engine.launch(from: .success(snapshot))
    let kept = launched.state.stacks["settings"]?.count ?? 0
    #expect(kept > 0 && kept < screens.count)
    #expect(StateBudget.bytes(of: launched.state) <= NavigationLimits.stateBytes)
    #expect(
      launched.events.contains {
        if case .truncated(_, let reason) = $0 { return reason.contains("NavigationLimits.stateBytes") }
        return false
      })
  }
}
