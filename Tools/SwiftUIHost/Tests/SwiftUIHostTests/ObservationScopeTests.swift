import NavigationCore
import NavigationPresentation
import SwiftUI
import Testing

/// What a change invalidates: each scope SwiftUI evaluates on its own tracks what it reads.
extension AdapterThroughTheHost {
  @Test func aPushInHistoryInvalidatesNoBodyOfTodayOfTheTabBarOrOfTheFloatingButton() throws {
    let fixture = try HostFixture()
    fixture.presenter.selectTab("history")
    fixture.renderFresh()
    let today = try #require(fixture.row("today")).path

    fixture.presenter.send(.request(.show(path: "/history/2024-11-18")))
    let invalidated = fixture.host.invalidatedNow

    #expect(invalidated.filter { $0.path.hasPrefix(today) }.isEmpty, "Today: \(invalidated)")
    // The tab bar's items are built in the rows (`.tabItem`), and drawn by their own views.
    #expect(invalidated.filter { $0.kind == "row" || $0.path.contains("[tabItem]") }.isEmpty, "\(invalidated)")
    #expect(invalidated.filter { $0.path.contains("FloatingButton") }.isEmpty, "\(invalidated)")
    // What did change: History's stack path, read by its NavigationStack's path getter.
    #expect(invalidated.contains { $0.kind == "getter" && $0.path.hasSuffix("NavigationStack.path") })
  }

  @Test func anEditKeystrokeInvalidatesOnlyItsOwnScreen() throws {
    let fixture = try HostFixture()
    fixture.drillIntoHistory()
    fixture.presenter.selectTab("settings")
    fixture.presenter.send(.request(.show(path: "/settings/goals")))
    fixture.renderFresh()

    let result = fixture.presenter.send(.edit(field: "calories", value: "21"))
    #expect(result.outcome == .completed)
    let invalidated = fixture.host.invalidatedNow

    #expect(!invalidated.isEmpty)
    let others = invalidated.filter { !$0.path.contains("destination[/settings/goals]") }
    #expect(others.isEmpty, "scopes of other screens: \(others)")
    fixture.host.render()
    #expect(fixture.tree.texts.contains("calories=21"))
  }
}
