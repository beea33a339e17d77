import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// A failed save never leaves an older snapshot to be restored as current: what the store held goes, and the
/// next launch starts fresh.
struct FailedSaveTests {
  @Test func aFailedSaveRemovesTheOlderSnapshotSoARelaunchStartsFresh() throws {
    let app = try LifecycleFixture.app()
    let store = InMemoryStateStore()
    var session = app.session(store: store)
    session.launch()
    session.send(.request(.selectTab("history")))
    session.send(.background)
    #expect(store.data != nil, "the first save is kept")
    session.send(.foreground)
    session.send(.request(.selectTab("settings")))
    store.failure = .storeFailed("disk full")
    let failed = session.send(.background)
    #expect(
      failed.events.contains { if case .saveFailed(let reason) = $0 { reason.contains("disk full") } else { false } })
    #expect(store.data == nil, "the snapshot of the History tab is not left to be restored as current")

    var relaunched = app.session(store: store)
    let launch = relaunched.launch()
    #expect(!launch.restored)
    #expect(relaunched.state.selectedTab != "history")
  }

  @Test func aSaveThatSucceedsKeepsTheNewSnapshot() throws {
    let app = try LifecycleFixture.app()
    let store = InMemoryStateStore()
    var session = app.session(store: store)
    session.launch()
    session.send(.request(.selectTab("settings")))
    session.send(.background)
    var relaunched = app.session(store: store)
    #expect(relaunched.launch().restored)
    #expect(relaunched.state.selectedTab == "settings")
  }
}
