import AppComposition
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

  @Test func aBadgeSetBeforeLaunchWaitsForItAndItsTabsItemShowsIt() throws {
    let fixture = try PresenterFixture(launch: false)
    #expect(fixture.presenter.setBadge("2", on: "history").outcome == .deferred)
    fixture.presenter.launch()
    #expect(fixture.state.tabBadges == ["history": "2"])
    #expect(fixture.presenter.tab("history")?.item?.badge == "2")
    #expect(fixture.presenter.tabBar.items.first { $0.id == "history" }?.badge == "2")

    fixture.presenter.setBadge(nil, on: "history")
    #expect(fixture.presenter.tab("history")?.item?.badge == nil)
    // The error lists the app's tabs, in tab order (another team's tab is listed too).
    let tabs = try AppComposition.makeRegistry().tabs.map(\.id.rawValue).joined(separator: ", ")
    #expect(fixture.presenter.setBadge("2", on: "nowhere").outcome == .badArgument("no tab 'nowhere' (tabs: \(tabs))"))
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
