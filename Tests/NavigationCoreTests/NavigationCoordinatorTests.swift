import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Observation
import Testing

/// The coordinator: arrival order, collapse of duplicates, interruption, completions, lifecycle, logging.
@MainActor
struct NavigationCoordinatorTests {
  let app = try! FixtureApp.app()
  var clock: FakeClock { app.clock }
  let logger = RecordingLogger()

  /// A coordinator over the fixture app. Its driver's transitions end when the test ends them: the grace that
  /// bounds a driver that never ends one (`AwaitableNavigationTests`) is an hour here, so a loaded machine's
  /// slow run never ends a transition the test still reads as playing.
  func makeCoordinator(
    driver: any TransitionDriver = ImmediateTransitionDriver(),
    store: (any NavigationStateStore)? = nil,
    historyCapacity: Int = 200
  ) throws -> NavigationCoordinator {
    NavigationCoordinator(
      engine: app.engine, store: store, logger: logger, driver: driver,
      historyCapacity: historyCapacity, driverGrace: .seconds(3600))
  }

  /// A screen reads today (to show it, or to open it) in its body: an input must not redraw it. Reading it
  /// through the engine observes the session, which every input changes; `today` does not.
  @Test func readingTodayObservesNothingAnInputChanges() async throws {
    let coordinator = try makeCoordinator()
    coordinator.launch()
    let changed = ChangeFlag()
    withObservationTracking {
      #expect(coordinator.today == Day(year: 2024, month: 11, day: 20))
    } onChange: {
      changed.set()
    }
    let throughTheEngine = ChangeFlag()
    withObservationTracking {
      _ = coordinator.engine.environment.today
    } onChange: {
      throughTheEngine.set()
    }
    #expect(await coordinator.navigate(.selectTab("history")) == .completed)
    #expect(!changed.isSet)
    #expect(throughTheEngine.isSet)
  }

  @Test func requestsApplyInArrivalOrder() async throws {
    let coordinator = try makeCoordinator()
    #expect(await coordinator.navigate(.selectTab("history")) == .completed)
    #expect(await coordinator.navigate(.show(path: "/history/2024-11-18")) == .completed)
    #expect(await coordinator.navigate(.selectTab("settings")) == .completed)
    #expect(coordinator.state.selectedTab == "settings")
    #expect(coordinator.state.stacks["history"]?.map(\.path) == ["/history/2024-11-18"])
  }

  @Test func requestsArrivingBackToBackApplyInArrivalOrder() async throws {
    let driver = ManualTransitionDriver()
    defer { driver.finishAll() }  // interrupted transitions still wait in the manual driver
    let coordinator = try makeCoordinator(driver: driver)
    var order: [String] = []
    coordinator.onEvent = { if case .navigated(_, let to, _) = $0 { order.append(to) } }
    var outcomes: [Int: NavigationOutcome] = [:]
    let requests: [NavigationRequest] = [
      .selectTab("history"), .show(path: "/history/2024-11-18"), .selectTab("settings"),
    ]
    for (index, request) in requests.enumerated() {
      coordinator.navigate(request) { outcomes[index] = $0 }
    }
    #expect(order == ["/history", "/history/2024-11-18", "/settings"])
    #expect(coordinator.state.selectedTab == "settings")
    #expect(coordinator.state.stacks["history"]?.map(\.path) == ["/history/2024-11-18"])
    await settle { driver.pendingCount == 1 }
    // The two older transitions were interrupted before the main actor ran: only the newest plays.
    #expect(driver.played == [.tabSwitch])
    driver.finishAll()
    await settle { outcomes.count == 3 }
    #expect(outcomes == [0: .interrupted, 1: .interrupted, 2: .completed])
  }

  @Test func manyInputsBeforeTheMainActorRunsPlayOneTransition() async throws {
    let driver = ManualTransitionDriver()
    defer { driver.finishAll() }
    let coordinator = try makeCoordinator(driver: driver)
    for index in 0..<10_000 {
      coordinator.send(.request(.selectTab(index.isMultiple(of: 2) ? "history" : "settings")))
      clock.advance(by: 1)
    }
    await settle { driver.pendingCount == 1 }
    for _ in 0..<100 { await Task.yield() }
    #expect(driver.played == [.tabSwitch])
    #expect(coordinator.transitionInFlight == .tabSwitch)
    driver.finishAll()
    await settle { coordinator.transitionInFlight == nil }
    #expect(coordinator.transitionInFlight == nil)
  }

  /// Two tasks navigating at once: which arrives first is the scheduler's choice, so the test reads the
  /// order from the events. Each request applies whole, one after the other, and the last one applied wins.
  @Test func concurrentNavigationsApplyOneAfterTheOtherAndTheLastAppliedWins() async throws {
    let coordinator = try makeCoordinator()
    var order: [String] = []
    coordinator.onEvent = { if case .navigated(_, let to, _) = $0 { order.append(to) } }
    async let history: NavigationOutcome = coordinator.navigate(.selectTab("history"))
    async let settings: NavigationOutcome = coordinator.navigate(.selectTab("settings"))
    let outcomes = await ["/history": history, "/settings": settings]
    try #require(order.count == 2 && Set(order) == ["/history", "/settings"], "\(order)")
    #expect(coordinator.state.selectedTab.rawValue == String(order[1].dropFirst()))
    #expect(outcomes[order[1]] == .completed)
    #expect([.completed, .interrupted].contains(outcomes[order[0]]))
  }

  @Test func tenTabTapsWithin100MillisecondsEndOnTheLastDistinctTab() throws {
    let coordinator = try makeCoordinator()
    var outcomes: [NavigationOutcome] = []
    for tab: TabID in ["history", "history", "history", "history", "history", "settings", "settings"]
      + ["settings", "history", "history"]
    {
      outcomes.append(coordinator.send(.request(.selectTab(tab))).outcome)
      clock.advance(by: 0.01)
    }
    #expect(coordinator.state.selectedTab == "history")
    #expect(coordinator.state.stacks.isEmpty)
    #expect(outcomes.filter { $0 == .collapsed }.count == 7)
  }

  @Test func tenPushesOfTheSameLinkShowItOnce() throws {
    let coordinator = try makeCoordinator()
    coordinator.send(.request(.selectTab("history")))
    clock.advance(by: 1)
    var outcomes: [NavigationOutcome] = []
    for _ in 0..<10 {
      outcomes.append(coordinator.send(.request(.show(path: "/history/2024-11-18"))).outcome)
      clock.advance(by: 0.01)
    }
    #expect(coordinator.state.selectedStack.map(\.path) == ["/history/2024-11-18"])
    #expect(outcomes.first == .completed)
    #expect(outcomes.dropFirst().allSatisfy { $0 == .collapsed })
  }

  @Test func aRepeatedPopToIsNeverCollapsed() throws {
    let coordinator = try makeCoordinator()
    coordinator.send(.request(.selectTab("history")))
    for day in ["18", "17", "16", "15"] {
      clock.advance(by: 1)
      coordinator.send(.request(.show(path: "/history/2024-11-\(day)")))
    }
    clock.advance(by: 1)
    #expect(coordinator.send(.request(.popTo(depth: 2))).outcome == .completed)
    let again = coordinator.send(.request(.popTo(depth: 2)))
    #expect(again.outcome == .ignored(.noScreenAtDepth(2)), "judged by the engine, not collapsed")
    #expect(coordinator.send(.request(.popTo(depth: 1))).outcome == .completed)
    #expect(coordinator.state.selectedStack.map(\.path) == ["/history/2024-11-18"])
  }

  @Test func theSameRequestAfterTheWindowIsNotCollapsed() throws {
    let coordinator = try makeCoordinator()
    coordinator.send(.request(.selectTab("settings")))
    clock.advance(by: 0.249)
    #expect(coordinator.send(.request(.selectTab("settings"))).outcome == .collapsed)
    clock.advance(by: 0.001)
    let again = coordinator.send(.request(.selectTab("settings")))
    #expect(again.outcome == .completed)
    #expect(again.events == [.scrollToTop("settings")])
  }

  @Test func anotherRequestInBetweenEndsTheCollapse() throws {
    let coordinator = try makeCoordinator()
    coordinator.send(.request(.selectTab("settings")))
    coordinator.send(.request(.show(path: "/settings/goals")))
    coordinator.send(.request(.back))
    #expect(coordinator.send(.request(.show(path: "/settings/goals"))).outcome == .completed)
    #expect(coordinator.state.depth == 1)
  }

  @Test func aNewerRequestInterruptsTheTransitionInFlight() async throws {
    let driver = ManualTransitionDriver()
    defer { driver.finishAll() }  // interrupted transitions still wait in the manual driver
    let coordinator = try makeCoordinator(driver: driver)
    var first: NavigationOutcome?
    coordinator.navigate(.selectTab("history")) { first = $0 }
    #expect(coordinator.transitionInFlight == .tabSwitch)
    var second: NavigationOutcome?
    coordinator.navigate(.show(path: "/history/2024-11-18")) { second = $0 }
    #expect(first == .interrupted)
    #expect(second == nil)
    #expect(coordinator.state.selectedTab == "history")
    #expect(coordinator.state.selectedStack.map(\.path) == ["/history/2024-11-18"])
    #expect(coordinator.transitionInFlight == .push)
    // The tab switch was cut short before it began to play, so only the push plays.
    await settle { driver.pendingCount == 1 }
    #expect(driver.played == [.push])
    driver.finishNext()
    await settle { second != nil }
    #expect(second == .completed)
    #expect(first == .interrupted)
    #expect(coordinator.transitionInFlight == nil)
  }

  @Test func navigateResumesWhenTheTransitionFinishes() async throws {
    let driver = ManualTransitionDriver()
    defer { driver.finishAll() }  // interrupted transitions still wait in the manual driver
    let coordinator = try makeCoordinator(driver: driver)
    let waiting = Task { await coordinator.navigate(.floatingButton) }
    await settle { driver.pendingCount == 1 }
    #expect(driver.played == [.presentModal])
    #expect(coordinator.state.topModal?.screen.route == "voice")
    driver.finishNext()
    #expect(await waiting.value == .completed)
  }

  /// A request sent without animation plays nothing, completes at once with its outcome, and still ends the
  /// transition it cut short.
  @Test func aRequestWithoutAnimationPlaysNothingAndInterruptsTheOneInFlight() async throws {
    let driver = ManualTransitionDriver()
    defer { driver.finishAll() }  // interrupted transitions still wait in the manual driver
    let coordinator = try makeCoordinator(driver: driver)
    var first: NavigationOutcome?
    coordinator.navigate(.selectTab("history")) { first = $0 }
    await settle { driver.pendingCount == 1 }
    var second: NavigationOutcome?
    coordinator.navigate(.show(path: "/history/2024-11-18"), animated: false) { second = $0 }
    #expect(second == .completed)
    #expect(first == .interrupted)
    #expect(coordinator.transitionInFlight == nil)
    #expect(coordinator.lastTransition == .unanimated)
    #expect(coordinator.state.selectedStack.map(\.path) == ["/history/2024-11-18"])
    #expect(await coordinator.navigate(.back, animated: false) == .completed)
    #expect(driver.played == [.tabSwitch])
    #expect(coordinator.send(.request(.show(path: "/history/2024-11-18"))).transition == .push)
    #expect(coordinator.lastTransition == .push)
    // The push plays once the interrupted tab switch, still waiting in the driver, has ended: end it and wait
    // for the push to start, or the deferred finish runs first and the push's task waits for ever, holding the
    // coordinator (CI's leak check).
    driver.finishNext()
    await settle { driver.played.count == 2 }
    #expect(driver.played == [.tabSwitch, .push])
  }

  @Test func aRequestThatChangesNothingCompletesAtOnce() throws {
    let coordinator = try makeCoordinator(driver: ManualTransitionDriver())
    var outcome: NavigationOutcome?
    coordinator.navigate(.back) { outcome = $0 }
    #expect(outcome == .ignored(.atRoot))
  }

  @Test func aCollapsedRequestCompletesAtOnce() throws {
    // Collapsing depends on the clock, not on the transition: the default driver ends it by itself.
    let coordinator = try makeCoordinator()
    coordinator.navigate(.selectTab("history")) { _ in }
    var outcome: NavigationOutcome?
    coordinator.navigate(.selectTab("history")) { outcome = $0 }
    #expect(outcome == .collapsed)
  }

  @Test func historyKeepsOnlyTheNewestEvents() throws {
    let coordinator = try makeCoordinator(historyCapacity: 4)
    for tab: TabID in ["history", "settings", "today", "history", "settings"] {
      coordinator.send(.request(.selectTab(tab)))
    }
    #expect(coordinator.history.count == 4)
    #expect(coordinator.history.events.last?.event == .announcement("Settings"))
    #expect(
      coordinator.history.events.first?.event == .navigated(from: "/today", to: "/history", trigger: "tap history"))
  }

  @Test func eventsReachTheListenerAndTheLogger() throws {
    let coordinator = try makeCoordinator()
    var events: [NavigationEvent] = []
    coordinator.onEvent = { events.append($0) }
    coordinator.send(.request(.selectTab("history")))
    #expect(events == [.navigated(from: "/today", to: "/history", trigger: "tap history"), .announcement("Calendar")])
    #expect(logger.entries.map(\.event) == events)
    #expect(coordinator.announcement == "Calendar")
    #expect(coordinator.focus == .screen(path: "/history"))
  }

  @Test func aFailedLinkIsLoggedWithTruncatedInput() throws {
    let coordinator = try makeCoordinator()
    let link = "demeter://nowhere/" + String(repeating: "x", count: 500)
    coordinator.send(.request(.openLink(link)))
    let warnings = logger.entries(atLeast: .warning)
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains(String(repeating: "x", count: 200)) == false)
    #expect(coordinator.state.toast != nil)
  }

  @Test func backgroundSavesTheSnapshotAndLaunchRestoresIt() throws {
    let store = InMemoryStateStore()
    let coordinator = try makeCoordinator(store: store)
    coordinator.send(.request(.selectTab("settings")))
    coordinator.send(.request(.show(path: "/settings/goals")))
    coordinator.didEnterBackground()
    #expect(store.data != nil)
    let relaunched = try makeCoordinator(store: store)
    let launched = relaunched.launch()
    #expect(launched.restored)
    #expect(relaunched.state.selectedStack.map(\.path) == ["/settings/goals"])
    #expect(relaunched.announcement == "Daily Goals")
  }

  /// The saved event reports the bytes the store holds, for a store of the package's and for one of an app's
  /// own, which only keeps the bytes it is handed.
  @Test func theSavedEventCountsTheBytesTheStoreHolds() throws {
    let store = InMemoryStateStore()
    let coordinator = try makeCoordinator(store: store)
    coordinator.send(.request(.selectTab("settings")))
    coordinator.didEnterBackground()
    let stored = try #require(store.data)
    #expect(coordinator.history.events.last?.event == .saved(bytes: stored.count))

    let own = BytesStore()
    let other = try makeCoordinator(store: own)
    other.send(.request(.selectTab("history")))
    other.didEnterBackground()
    let kept = try #require(own.kept)
    #expect(other.history.events.last?.event == .saved(bytes: kept.count))
    #expect(try own.load()?.selectedTab == "history")
    #expect(own.writes == 1)
  }

  /// A save encodes before it writes: a snapshot over the size limit reaches no store.
  @Test func aSnapshotThatCannotBeEncodedReachesNoStore() throws {
    let store = BytesStore()
    let huge = NavigationSnapshot(
      savedAt: FixtureApp.now, sessionEnd: .background, selectedTab: "today", stacks: [:], modals: [],
      scrollPositions: [:], pendingDeepLink: String(repeating: "x", count: NavigationLimits.snapshotBytes))
    #expect(throws: SnapshotError.self) { try store.save(huge) }
    #expect(store.writes == 0)
  }

  /// A store of an app's own: it keeps the bytes it is handed and counts its writes.
  final class BytesStore: NavigationStateStore, @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: Data?
    private var count = 0
    var kept: Data? { lock.withLock { bytes } }
    var writes: Int { lock.withLock { count } }
    func write(_ bytes: Data) throws(SnapshotError) {
      lock.withLock {
        self.bytes = bytes
        count += 1
      }
    }
    func load() throws(SnapshotError) -> NavigationSnapshot? {
      guard let kept else { return nil }
      return try NavigationSnapshot.decode(kept)
    }
    func clear() throws(SnapshotError) { lock.withLock { bytes = nil } }
  }

  @Test func aStoreFailureIsLoggedAsAnError() throws {
    let store = InMemoryStateStore()
    store.failure = .storeFailed("disk full")
    let coordinator = try makeCoordinator(store: store)
    coordinator.didEnterBackground()
    let errors = logger.entries(atLeast: .error)
    #expect(errors.count == 1)
    #expect(errors.first?.message.contains("disk full") == true)
  }

  @Test func aFreshStartLogsWhy() throws {
    let store = InMemoryStateStore(bytes: Data("not json".utf8))
    let coordinator = try makeCoordinator(store: store)
    let launched = coordinator.launch()
    #expect(!launched.restored)
    #expect(logger.entries.contains { $0.level == .warning && $0.message.contains("could not be read") })
    #expect(logger.entries.contains { if case .reset = $0.event { true } else { false } })
  }

  /// Lets tasks on the main actor run until `condition` holds (bounded, so a bug fails instead of hanging).
  /// Waits until `condition` holds, or about ten seconds: yields first, then sleeps, since in a full parallel
  /// run under a sanitizer the executor can hold more than a thousand turns before a started task runs.
  /// Waits for `condition`, and fails the test when it never holds: a wait that silently gives up hid two
  /// tests waiting for a state the coordinator never reaches.
  private func settle(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    for attempt in 0..<3000 where !condition() {
      if attempt < 1000 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(5)) }
    }
    #expect(condition(), "the awaited condition never held", sourceLocation: sourceLocation)
  }
}

/// Whether an observation's change handler ran (it may run on any thread).
private final class ChangeFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
