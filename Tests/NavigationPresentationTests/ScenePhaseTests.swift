import Foundation
import NavigationCore
import NavigationJourneys
import NavigationPresentation
import NavigationTesting
import Testing

/// SwiftUI's scene phase: background saves, coming back restores, inactive does nothing.
@MainActor
struct ScenePhaseTests {
  @Test func goingToTheBackgroundSavesASnapshot() throws {
    let store = InMemoryStateStore()
    let fixture = try PresenterFixture(store: store)
    fixture.drillIntoHistory()
    #expect(fixture.presenter.sceneActivityChanged(to: .inactive) == nil)
    #expect(store.data == nil)
    let result = try #require(fixture.presenter.sceneActivityChanged(to: .background))
    #expect(result.outcome == .completed)
    let saved = try #require(try store.load())
    #expect(saved.stacks["history"]?.count == 2)
  }

  @Test func comingBackWithinTheTimeoutKeepsTheScreen() throws {
    let fixture = try PresenterFixture()
    fixture.drillIntoHistory()
    fixture.presenter.sceneActivityChanged(to: .inactive)
    fixture.presenter.sceneActivityChanged(to: .background)
    fixture.clock.advance(by: 10 * 60)
    fixture.presenter.sceneActivityChanged(to: .inactive)
    let result = try #require(fixture.presenter.sceneActivityChanged(to: .active))
    #expect(result.outcome == .completed)
    #expect(fixture.state.phase == .active)
    #expect(fixture.presenter.tab("history")?.path.count == 2)
  }

  @Test func comingBackAfterMoreThanThirtyMinutesShowsToday() throws {
    let fixture = try PresenterFixture()
    fixture.drillIntoHistory()
    fixture.presenter.sceneActivityChanged(to: .background)
    fixture.clock.advance(by: 31 * 60)
    fixture.presenter.sceneActivityChanged(to: .active)
    #expect(fixture.presenter.selectedTab == "today")
    #expect(fixture.presenter.tab("history")?.path == [])
  }

  @Test func aPhaseReportedTwiceOrAnActiveWithoutABackgroundAsksNothing() throws {
    let fixture = try PresenterFixture()
    #expect(fixture.presenter.sceneActivityChanged(to: .active) == nil)
    fixture.presenter.sceneActivityChanged(to: .inactive)
    #expect(fixture.presenter.sceneActivityChanged(to: .active) == nil, "Control Center is not a background")
    #expect(fixture.presenter.sceneActivityChanged(to: .background) != nil)
    #expect(fixture.presenter.sceneActivityChanged(to: .background) == nil)
  }
}
