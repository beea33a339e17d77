import Foundation
import NavigationCore
import NavigationPresentation
import Testing

/// Inputs that arrive before the scene launches, notification taps, and a restored scroll position.
@MainActor
struct LaunchOrderTests {
  @Test func inputsBeforeLaunchWaitAndAreAppliedInOrderAfterIt() throws {
    let fixture = try PresenterFixture(launch: false)
    #expect(fixture.presenter.awaitingLaunch)
    #expect(fixture.presenter.open(URL(string: "demeter://history/2024-11-18")!).outcome == .deferred)
    fixture.presenter.reduceMotionChanged(true)
    fixture.presenter.open(URL(string: "demeter://settings/goals")!)
    #expect(fixture.state.stacks.isEmpty)

    fixture.presenter.launch()

    #expect(!fixture.presenter.awaitingLaunch)
    #expect(fixture.state.reduceMotion)
    #expect(fixture.state.selectedTab == "settings")
    #expect(fixture.state.stacks["history"]?.map(\.path) == ["/history/2024-11-18"])
    #expect(fixture.state.stacks["settings"]?.map(\.path) == ["/settings/goals"])
  }

  @Test func theLaunchScreenIsAnnouncedOnce() throws {
    let fixture = try PresenterFixture(launch: false)
    #expect(fixture.presenter.announcements.entries.isEmpty)
    fixture.presenter.launch()
    #expect(fixture.presenter.announcements.entries.map(\.text) == ["Today"])
  }

  @Test func notificationsTappedInARowOpenTheirLinksInOrder() throws {
    let fixture = try PresenterFixture()
    fixture.presenter.openNotification(URL(string: "demeter://history/2024-11-18")!)
    fixture.presenter.openNotification(URL(string: "demeter://settings/goals")!)
    #expect(fixture.state.stacks["history"]?.map(\.path) == ["/history/2024-11-18"])
    #expect(fixture.state.selectedTab == "settings")
    #expect(fixture.state.stacks["settings"]?.map(\.path) == ["/settings/goals"])
  }

  @Test func aRestoredScrollOffsetIsNotAScrollDown() throws {
    let fixture = try PresenterFixture()
    fixture.presenter.scrolled(to: 0)
    fixture.presenter.scrollRestored(to: 400)
    #expect(fixture.presenter.scrolled(to: 400) == nil)
    #expect(fixture.presenter.floatingButton.visible)
    // A real scroll from there still hides it.
    fixture.presenter.scrolled(to: 430)
    #expect(!fixture.presenter.floatingButton.visible)
  }
}
