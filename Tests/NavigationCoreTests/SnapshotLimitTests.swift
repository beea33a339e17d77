import Foundation
import NavigationJourneys
import NavigationTesting
import Testing

@_spi(StateBuilding) @testable @_spi(Fuzzing) import NavigationCore

/// Stored state within ``NavigationLimits``: whatever a snapshot holds beyond a limit is cut on restore
/// with a `truncated` event, and only the part within the limit is read.
struct SnapshotLimitTests {
  let registry: RouteRegistry
  let app: TestApp
  var clock: FakeClock { app.clock }
  let engine: NavigationEngine

  init() throws {
    registry = try LifecycleFixture.registry()
    app = TestApp(registry: registry)
    engine = app.engine
  }

  private func snapshot(
    stacks: [TabID: [SavedScreen]] = [:], modals: [SavedModal] = [], scrollPositions: [String: Double] = [:],
    pendingDeepLink: String? = nil
  ) -> NavigationSnapshot {
    NavigationSnapshot(
      savedAt: clock.now - 60, sessionEnd: .background, selectedTab: "settings", stacks: stacks, modals: modals,
      scrollPositions: scrollPositions, pendingDeepLink: pendingDeepLink)
  }

  private func cuts(_ events: [NavigationEvent]) -> [String] {
    events.compactMap { if case .truncated(_, let reason) = $0 { reason } else { nil } }
  }

  /// Before: a 10^6-deep stack was restored whole (8 s and 1.2 GB from its 62 MB file).
  @Test func aStackDeeperThanTheLimitIsCutAtTheLimitWithOneReason() {
    // Two screens in turn: the same screen twice in a row is cut by the rule a live push follows.
    let deep = (0..<1_000_000).map { SavedScreen(path: "/settings/goals/\($0 % 2)") }
    let launched = engine.launch(from: .success(snapshot(stacks: ["settings": deep])))
    #expect(launched.restored)
    #expect(launched.state.stacks["settings"]?.count == NavigationLimits.stackDepth)
    #expect(cuts(launched.events) == ["tab settings holds 1000000 screens, more than the limit of 256"])
  }

  @Test func moreModalsThanTheLimitAreCutAtTheLimit() {
    // Two modals in turn: the same modal twice in a row is cut by the rule a live presentation follows.
    let modals = (0..<10_000).map { index in
      SavedModal(
        path: index.isMultiple(of: 2) ? "/voice" : "/review", style: .sheet, originTab: "settings",
        presenterPath: "/settings", opener: .target(.floatingButton))
    }
    let launched = engine.launch(from: .success(snapshot(modals: modals)))
    #expect(launched.state.modals.count == NavigationLimits.modalDepth)
    #expect(cuts(launched.events).first == "10000 modals, more than the limit of 8")
    #expect(
      cuts(launched.events).filter { $0.contains("more than the limit") } == ["10000 modals, more than the limit of 8"])
  }

  @Test func anOversizedPayloadKeepsItsFirstFieldsByNameAndCutsLongValuesAtAScalar() throws {
    var payload = Dictionary(uniqueKeysWithValues: (0..<100).map { (String(format: "field%03d", $0), "v") })
    // 8,191 ASCII bytes and a 4-byte scalar: the scalar would cross the limit, so the value stops before it.
    payload["field000"] = String(repeating: "a", count: NavigationLimits.payloadValueBytes - 1) + "🥚" + "tail"
    let launched = engine.launch(
      from: .success(snapshot(stacks: ["settings": [SavedScreen(path: "/settings/goals", payload: payload)]])))
    let kept = try #require(launched.state.stacks["settings"]?.first?.payload)
    #expect(kept.count == NavigationLimits.payloadFields)
    #expect(kept.keys.sorted() == (0..<32).map { String(format: "field%03d", $0) })
    #expect(kept["field000"] == String(repeating: "a", count: NavigationLimits.payloadValueBytes - 1))
    #expect(
      cuts(launched.events) == [
        "100 payload fields, more than the limit of 32; 1 payload values cut to 8192 bytes"
      ])
  }

  @Test func thousandsOfUnregisteredTabsAreOneReason() {
    let stacks = Dictionary(uniqueKeysWithValues: (0..<5_000).map { (TabID("tab\($0)"), [SavedScreen]()) })
    let launched = engine.launch(from: .success(snapshot(stacks: stacks)))
    #expect(cuts(launched.events) == ["tab 'tab0' and 4999 more is not registered"])
  }

  @Test func aPendingLinkOverTheLinkLimitIsDroppedWithAReason() {
    let link = "demeter://settings/" + String(repeating: "x", count: NavigationLimits.linkBytes)
    let launched = engine.launch(from: .success(snapshot(pendingDeepLink: link)))
    #expect(launched.state.pendingDeepLink == nil)
    #expect(cuts(launched.events).first?.contains("more than the limit of 2048") == true)
  }

  /// A fresh start keeps the waiting link, but only within the link limit, like a restore.
  @Test func aFreshStartDropsAnOverLongWaitingLinkWithAReason() {
    let link = "demeter://settings/" + String(repeating: "x", count: NavigationLimits.linkBytes)
    var forceQuit = snapshot(pendingDeepLink: link)
    forceQuit.sessionEnd = .forceQuit
    let launched = engine.launch(from: .success(forceQuit))
    #expect(!launched.restored)
    #expect(launched.state == engine.freshState())
    #expect(cuts(launched.events).first?.contains("more than the limit of 2048") == true)
    #expect(!launched.events.contains { if case .pendingLinkApplied = $0 { true } else { false } })
  }

  /// Before: 40,000 visited screens kept 40,000 positions, a 2.75 MB snapshot.
  @Test func scrollPositionsOfScreensThatNoLongerExistAreNotSaved() throws {
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.selectTab("settings")))
    _ = engine.reduce(&state, .request(.show(path: "/settings/goals")))
    for index in 0..<40_000 { state.scrollPositions["/settings/goals/\(index)"] = Double(index) }
    state.scrollPositions["/settings/goals"] = 7
    state.scrollPositions["/settings"] = 3
    let saved = try #require(engine.reduce(&state, .background).snapshot)
    #expect(saved.scrollPositions == ["/settings/goals": 7, "/settings": 3])
    #expect(try saved.encoded().count < 2_048)
    let launched = engine.launch(from: .success(saved))
    #expect(launched.state.scrollPositions == ["/settings/goals": 7, "/settings": 3])
  }

  /// Before: the limit held on save and restore only; a running app that visited 2,000 screens held 2,000
  /// positions until it went to the background.
  @Test func aRunningAppHoldsAtMostTheLimitOfScrollPositions() throws {
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.selectTab("settings")))
    _ = engine.reduce(&state, .scrollOffset(3))
    _ = engine.reduce(&state, .request(.show(path: "/settings/goals")))
    _ = engine.reduce(&state, .scrollOffset(7))
    for index in 0..<2_000 {
      _ = engine.reduce(&state, .request(.show(path: "/settings/goals/\(index)")))
      // Only positions of screens already left go: nothing to report.
      #expect(engine.reduce(&state, .scrollOffset(Double(index))).events == [])
      #expect(state.scrollPositions.count <= NavigationLimits.scrollEntries)
      // The screen on top always keeps its new position.
      #expect(state.scrollPositions["/settings/goals/\(index)"] == Double(index))
      _ = engine.reduce(&state, .request(.back))
    }
    // Screens still shown keep theirs; the limit dropped only positions of screens already left.
    #expect(state.scrollPositions["/settings/goals"] == 7)
    #expect(state.scrollPositions["/settings"] == 3)
    #expect(state.scrollPositions["/settings/goals/1999"] == 1_999)
    #expect(state.scrollPositions["/settings/goals/0"] == nil)

    // With more screens on the stacks than the limit, those nearest the top keep theirs, and the cut is
    // reported as a restore reports it.
    for (tab, prefix) in [("today", "/today/entry/"), ("history", "/history/2024-11-01/entry/")] {
      try state.push(
        try (1...256).map { try LifecycleFixture.screen(registry, prefix + LifecycleFixture.uuid($0)) }, on: TabID(tab))
      for screen in state.stacks[TabID(tab)] ?? [] { state.scrollPositions[screen.path] = 1 }
    }
    _ = engine.reduce(&state, .request(.show(path: "/settings/goals/5")))
    let scrolled = engine.reduce(&state, .scrollOffset(42))
    // Kept: goals/5, goals, the settings root, today's 256; history's bottom 3 are over the limit.
    #expect(scrolled.events == [.truncated(path: "/", reason: "3 scroll positions over the limit of 512")])
    #expect(state.scrollPositions.count == NavigationLimits.scrollEntries)
    #expect(state.scrollPositions["/settings/goals/5"] == 42)
    #expect(state.scrollPositions["/settings/goals"] == 7)
    #expect(state.scrollPositions["/history/2024-11-01/entry/" + LifecycleFixture.uuid(1)] == nil)
  }

  @Test func atMostTheLimitOfScrollPositionsIsKeptTopScreensFirst() throws {
    let goals = (0..<600).map { SavedScreen(path: "/settings/goals/\($0)") }
    var positions = Dictionary(uniqueKeysWithValues: goals.map { ($0.path, 1.0) })
    positions["/settings/goals/7"] = .infinity
    positions["/settings/goals/8"] = -1
    let launched = engine.launch(
      from: .success(snapshot(stacks: ["settings": goals], scrollPositions: positions)))
    // The stack itself is cut at 256 first; only its screens can keep a position.
    let stack = try #require(launched.state.stacks["settings"])
    #expect(stack.count == 256)
    #expect(launched.state.scrollPositions.count == 254)
    #expect(launched.state.scrollPositions["/settings/goals/7"] == nil)
    #expect(launched.state.scrollPositions["/settings/goals/300"] == nil)

    var state = launched.state
    for (tab, prefix) in [("today", "/today/entry/"), ("history", "/history/2024-11-01/entry/")] {
      try state.push(
        try (1...256).map { try LifecycleFixture.screen(registry, prefix + LifecycleFixture.uuid($0)) }, on: TabID(tab))
      for screen in state.stacks[TabID(tab)]! { state.scrollPositions[screen.path] = 2 }
    }
    var pruned = state
    pruned.pruneScrollPositions(keeping: engine.restoration.scrollPaths(of: state))
    #expect(pruned.scrollPositions.count == NavigationLimits.scrollEntries)
    // The selected tab (254 positions), then Today (256), then History's top two: top screens first.
    let history = "/history/2024-11-01/entry/"
    #expect(pruned.scrollPositions[history + LifecycleFixture.uuid(256)] != nil)
    #expect(pruned.scrollPositions[history + LifecycleFixture.uuid(255)] != nil)
    #expect(pruned.scrollPositions[history + LifecycleFixture.uuid(254)] == nil)
  }
}
