import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// `await navigate(_:animated:)` never waits for ever: it resumes when the transition ends, when the awaiting
/// task is cancelled, or when the driver does not end the transition within its grace; a completion still
/// waiting when the coordinator is released is called; every played transition's end is an event.
///
/// A test that waits too long has hung: its time limit is minutes, not seconds, because a sleeping task wakes on
/// a thread of the shared pool, which the suite's blocking subprocess tests (the composer, the scaffolds, the
/// consumer package) can hold whole for minutes on a two-core machine. The awaits here then resume late, never
/// wrongly; no test measures how long an await took.
@MainActor
struct AwaitableNavigationTests {
  let app = try! FixtureApp.app()

  /// A coordinator whose transitions end when the test ends them: a grace of an hour, unless a test asks less.
  func makeCoordinator(driver: any TransitionDriver, grace: Duration = .seconds(3600)) -> NavigationCoordinator {
    NavigationCoordinator(engine: app.engine, driver: driver, driverGrace: grace)
  }

  // A hang fails the test instead of holding the suite (the suite's time limit).
  @Test(.timeLimit(.minutes(10))) func aCancelledAwaitResumesAtOnceWithInterruptedAndTheStateIsTheRequests()
    async throws
  {
    let driver = ManualTransitionDriver()
    defer { driver.finishAll() }
    let coordinator = makeCoordinator(driver: driver)
    let waiting = Task { await coordinator.navigate(.floatingButton) }
    await settle { driver.pendingCount == 1 }
    waiting.cancel()
    #expect(await waiting.value == .interrupted)
    #expect(coordinator.state.topModal?.screen.route == "voice")
  }

  // A hang fails the test instead of holding the suite (the suite's time limit).
  @Test(.timeLimit(.minutes(10))) func anAwaitInATaskCancelledBeforeItStartsResumesAtOnce() async throws {
    let driver = ManualTransitionDriver()
    defer { driver.finishAll() }
    let coordinator = makeCoordinator(driver: driver)
    let waiting = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await coordinator.navigate(.floatingButton)
    }
    #expect(await waiting.value == .interrupted)
  }

  // A hang fails the test instead of holding the suite (the suite's time limit).
  @Test(.timeLimit(.minutes(10))) func aDriverThatNeverEndsTheTransitionHoldsTheAwaitNoLongerThanItsGrace() async throws
  {
    let driver = ManualTransitionDriver()
    defer { driver.finishAll() }
    let coordinator = makeCoordinator(driver: driver, grace: .milliseconds(20))
    #expect(await coordinator.navigate(.floatingButton) == .completed)
    #expect(driver.pendingCount == 1)  // the driver still has not ended it: the grace ended the await
    #expect(coordinator.transitionInFlight == nil)
  }

  // A hang fails the test instead of holding the suite (the suite's time limit). The first transition's driver
  // never ends it, and its grace is an hour: the next transition starts when the first is interrupted, not when
  // its time runs out, so an await is bounded by its own transition's length and grace alone.
  @Test(.timeLimit(.minutes(10))) func anInterruptedTransitionNoLongerHoldsTheNextWhileItsDriverPlaysOn() async throws {
    let driver = ManualTransitionDriver()
    defer { driver.finishAll() }
    let coordinator = makeCoordinator(driver: driver, grace: .seconds(3600))
    coordinator.navigate(.selectTab("history")) { _ in }
    await settle { driver.pendingCount == 1 }
    let next = Task { await coordinator.navigate(.show(path: "/history/2024-11-18")) }
    // The push plays while the driver still plays the interrupted tab switch.
    await settle { driver.pendingCount == 2 }
    // Held by the first transition's hour, the push would never end here: the settle above has failed.
    guard driver.pendingCount == 2 else {
      next.cancel()
      return
    }
    #expect(driver.played.map(\.kind) == [.crossFade, .pushFromRight])
    driver.finishAll()
    #expect(await next.value == .completed)
  }

  // A hang fails the test instead of holding the suite (the suite's time limit).
  @Test(.timeLimit(.minutes(10))) func aReleasedCoordinatorIsFreedAndCallsTheCompletionStillWaiting() async throws {
    let driver = ManualTransitionDriver()
    defer { driver.finishAll() }
    var outcome: NavigationOutcome?
    weak var released: NavigationCoordinator?
    do {
      let coordinator = makeCoordinator(driver: driver)
      released = coordinator
      coordinator.navigate(.floatingButton) { outcome = $0 }
      await settle { driver.pendingCount == 1 }
    }
    await settle { released == nil && outcome != nil }
    #expect(released == nil)
    #expect(outcome == .interrupted)
  }

  @Test func everyPlayedTransitionsEndIsAnEventCompletedOrInterrupted() async throws {
    let driver = ManualTransitionDriver()
    defer { driver.finishAll() }
    let coordinator = makeCoordinator(driver: driver)
    var observed: [NavigationEvent] = []
    coordinator.addEventObserver { event in
      if case .transitionFinished = event { observed.append(event) }
    }
    coordinator.navigate(.selectTab("history")) { _ in }
    coordinator.navigate(.show(path: "/history/2024-11-18")) { _ in }
    #expect(observed == [.transitionFinished(.tabSwitch, outcome: .interrupted)])
    await settle { driver.pendingCount == 1 }
    driver.finishNext()
    await settle { observed.count == 2 }
    #expect(observed.last == .transitionFinished(.push, outcome: .completed))
    #expect(observed.last?.description == "transition pushFromRight 300ms completed")
  }

  /// Waits until `condition` holds, or about ten seconds, and fails the test when it never holds.
  private func settle(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    for attempt in 0..<3000 where !condition() {
      if attempt < 1000 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(5)) }
    }
    #expect(condition(), "the awaited condition never held", sourceLocation: sourceLocation)
  }
}
