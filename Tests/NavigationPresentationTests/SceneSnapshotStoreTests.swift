import Foundation
import NavigationCore
import NavigationPresentation
import Testing

/// The scene-storage store: what the system keeps for a scene it ended is restored; a scene the user
/// removed (force-quit) has no storage, so the next launch is fresh.
@MainActor
struct SceneSnapshotStoreTests {
  @Test func aSceneTheSystemEndedIsRestoredFromItsStorage() throws {
    let store = SceneSnapshotStore()
    let first = try PresenterFixture(store: store)
    first.drillIntoHistory()
    first.presenter.sceneActivityChanged(to: .background)
    let kept = try #require(store.data, "the bytes the adapter copies into @SceneStorage")

    let relaunched = try PresenterFixture(store: SceneSnapshotStore(data: kept), launch: false)
    relaunched.presenter.launch()
    #expect(relaunched.presenter.selectedTab == "history")
    #expect(relaunched.presenter.tab("history")?.path.count == 2)
  }

  @Test func aSceneTheUserRemovedStartsFresh() throws {
    let relaunched = try PresenterFixture(store: SceneSnapshotStore(data: nil), launch: false)
    let launch = relaunched.presenter.launch()
    #expect(launch.state.selectedTab == "today")
    #expect(relaunched.presenter.tab("history")?.path == [])
  }

  @Test func unreadableSceneStorageIsAFreshStart() throws {
    let store = SceneSnapshotStore(data: Data("not a snapshot".utf8))
    #expect(throws: SnapshotError.self) { try store.load() }
    let relaunched = try PresenterFixture(store: store, launch: false)
    #expect(relaunched.presenter.launch().state.selectedTab == "today")
  }
}

/// A scene launched by the presenter announces its first screen once.
@MainActor
struct PresenterLaunchTests {
  @Test func launchingThroughThePresenterAnnouncesTheRestoredScreenOnce() throws {
    let store = SceneSnapshotStore()
    let first = try PresenterFixture(store: store)
    first.presenter.selectTab("settings")
    first.presenter.sceneActivityChanged(to: .background)
    let relaunched = try PresenterFixture(store: SceneSnapshotStore(data: store.data), launch: false)
    relaunched.presenter.launch()
    #expect(relaunched.presenter.announcements.entries.map(\.text) == ["Settings"])
    #expect(relaunched.presenter.focus?.target == .screen(path: "/settings"))
  }
}

/// Scroll positions: where a screen's scroll view came to rest is where it opens again.
@MainActor
struct ScrollPositionTests {
  @Test func aSettledOffsetIsKeptForTheScreenOnTopAndSurvivesARelaunch() throws {
    let store = SceneSnapshotStore()
    let first = try PresenterFixture(store: store)
    first.presenter.selectTab("history")
    #expect(first.presenter.scrollSettled(at: 120)?.outcome == .completed)
    #expect(first.presenter.scrollSettled(at: 120) == nil, "the same offset again asks nothing")
    #expect(first.presenter.scrollSettled(at: .infinity) == nil)
    first.presenter.sceneActivityChanged(to: .background)

    let relaunched = try PresenterFixture(store: SceneSnapshotStore(data: store.data), launch: false)
    relaunched.presenter.launch()
    let calendar = try #require(relaunched.presenter.tab("history")?.root)
    #expect(relaunched.presenter.savedScrollOffset(of: calendar) == 120)
    let today = try #require(relaunched.presenter.tab("today")?.root)
    #expect(relaunched.presenter.savedScrollOffset(of: today) == nil)
  }
}
