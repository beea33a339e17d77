import NavigationCore
import NavigationPresentation
import Testing

/// `TabView(selection:)`'s setter: a tap selects, a re-tap pops or scrolls to the top, a refusal holds.
@MainActor
struct TabSelectionBindingTests {
  @Test func tappingAnotherTabSelectsIt() throws {
    let fixture = try PresenterFixture()
    #expect(fixture.presenter.selectTab("history").outcome == .completed)
    #expect(fixture.presenter.selectedTab == "history")
    #expect(fixture.state.selectedTab == "history")
  }

  @Test func reTapOfTheSelectedTabPopsItsStackToTheRoot() throws {
    let fixture = try PresenterFixture()
    fixture.drillIntoHistory()
    #expect(fixture.presenter.tab("history")?.path.count == 2)
    let mark = fixture.coordinator.history.count
    fixture.presenter.selectTab("history")
    #expect(fixture.presenter.tab("history")?.path == [])
    #expect(fixture.navigations(since: mark) == ["/history/2024-11-18/entry/\(PresenterFixture.entryID) → /history"])
  }

  @Test func reTapAtTheRootAsksTheViewToScrollToTheTop() throws {
    let fixture = try PresenterFixture()
    #expect(fixture.presenter.scrollToTop == nil)
    fixture.presenter.selectTab("today")
    let first = try #require(fixture.presenter.scrollToTop)
    #expect(first.tab == "today")
    fixture.presenter.selectTab("today")
    #expect(fixture.presenter.scrollToTop != first, "a second re-tap is a new request")
  }

  @Test func aTabTapWhileRecordingIsRefusedAndTheSelectionStays() throws {
    let fixture = try PresenterFixture()
    fixture.startRecording()
    let result = fixture.presenter.selectTab("history")
    #expect(result.outcome == .denied("voice input is recording"))
    #expect(fixture.presenter.selectedTab == "today")
  }

  @Test func aRefusedTapTellsTheTabViewToReadTheSelectionAgain() throws {
    let fixture = try PresenterFixture()
    fixture.startRecording()
    let log = ChangeLog()
    log.watch("selectedTab") { _ = fixture.presenter.selectedTab }
    fixture.presenter.selectTab("history")
    #expect(log.changed == ["selectedTab"], "SwiftUI already shows History; it must show Today again")
  }
}
