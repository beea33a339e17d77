import AppScreens
import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import Testing

/// Issue 34, through the features' own screens: the screen Confirm returns to shows the app's data as saved,
/// because the change invalidates it (not because the host draws everything again), and every error state's
/// "Go to Today" goes to Today, whoever noticed the error first.
extension AdapterThroughTheHost {
  @Test func confirmInvalidatesTodaysScreenWhichThenShowsTheNewTotal() throws {
    let fixture = try ScreensFixture()
    #expect(fixture.tree.texts.contains("470 kcal today"))
    fixture.presenter.pressFloatingButton()
    fixture.host.render()
    try fixture.tap("Record")
    fixture.presenter.send(.command(verb: "voice", argument: "transcribe two eggs"))
    fixture.host.render()
    try fixture.tap("Stop")
    try fixture.tap("Done")
    fixture.renderFresh()

    try fixture.tapWithoutRendering("Confirm")
    let invalidated = fixture.host.invalidatedNow
    let todaysScreen = invalidated.filter { $0.kind == "body" && $0.path.hasSuffix("/PresentedScreen") }
    // Today's root is the one screen drawn under the sheet (a tab not shown draws no stack).
    #expect(todaysScreen.count == 1, "Today's root screen reads the data again: \(invalidated)")
    fixture.host.render()
    #expect(fixture.tree.texts.contains("610 kcal today"))
    #expect(fixture.tree.texts.contains("two eggs, 140 kcal"))
  }

  @Test func historysErrorStateSaysGoToTodayAndGoesToTodaysRoot() throws {
    let fixture = try ScreensFixture()
    fixture.presenter.selectTab("history")
    fixture.data.outage = "database unavailable"
    fixture.presenter.send(.request(.show(path: "/history/2024-11-20/entry/\(oatmeal)")))
    fixture.host.render()
    #expect(fixture.tree.texts.contains("This could not be loaded (database unavailable)."))
    #expect(!fixture.tree.all("Button").contains { $0.texts.first == "Go to the calendar" })

    fixture.data.outage = nil
    try fixture.tap("Go to Today")
    #expect(fixture.presenter.selectedTab == "today")
    #expect(fixture.presenter.coordinator.state.stacks["today"] == nil)
    #expect(fixture.tree.texts.contains("470 kcal today"))
  }

  /// The screen reads its entry from the app's data before the engine learns it is gone: its "Go to Today"
  /// works all the same.
  @Test(arguments: ["today", "history"])
  func anEntryDeletedUnderItsScreenShowsGoToTodayWhichWorks(tab: String) throws {
    let fixture = try ScreensFixture()
    fixture.presenter.selectTab(TabID(tab))
    let path = tab == "today" ? "/today/entry/\(oatmeal)" : "/history/2024-11-20/entry/\(oatmeal)"
    fixture.presenter.send(.request(.show(path: path)))
    fixture.data.delete(ScreensData.oatmeal)
    fixture.host.render()
    #expect(fixture.tree.texts.contains("That entry no longer exists."))

    try fixture.tap("Go to Today")
    #expect(fixture.presenter.selectedTab == "today")
    #expect(fixture.presenter.coordinator.state.stacks["today"] == nil)
    #expect(fixture.tree.texts.contains("150 kcal today"))
  }
}

private let oatmeal = ScreensData.oatmeal.uuidString.lowercased()
