import Foundation
import NavigationCore
import NavigationPresentation
import Testing

/// `.onOpenURL` and `.onContinueUserActivity`: links go through the resolver and the guards.
@MainActor
struct EntryPointTests {
  @Test func anOpenedURLShowsItsScreen() throws {
    let fixture = try PresenterFixture()
    let result = fixture.presenter.open(URL(string: "demeter://history/2024-11-18")!)
    #expect(result.outcome == .completed)
    #expect(fixture.presenter.selectedTab == "history")
    #expect(fixture.presenter.tab("history")?.path.map(\.path) == ["/history/2024-11-18"])
  }

  @Test func aLinkWhileRecordingWaitsAndOpensWhenVoiceInputEnds() throws {
    let fixture = try PresenterFixture()
    fixture.startRecording()
    let result = fixture.presenter.open(URL(string: "https://demeter.app/settings/goals")!)
    #expect(result.outcome == .deferred)
    #expect(fixture.state.pendingDeepLink == "https://demeter.app/settings/goals")
    #expect(fixture.presenter.modals.count == 1, "voice input stays on screen")
    fixture.presenter.send(.command(verb: "voice", argument: "cancel"))
    #expect(fixture.presenter.modals.isEmpty)
    #expect(fixture.presenter.selectedTab == "settings")
    #expect(fixture.presenter.tab("settings")?.path.map(\.path) == ["/settings/goals"])
  }

  @Test func aBrowsingWebActivityIsAUniversalLink() throws {
    let fixture = try PresenterFixture()
    let result = fixture.presenter.continueUserActivity(
      type: NavigationPresenter.browsingWebActivityType, webpageURL: URL(string: "https://demeter.app/history"))
    #expect(result.outcome == .completed)
    #expect(fixture.presenter.selectedTab == "history")
  }

  @Test func anotherActivityOrOneWithoutAURLChangesNothing() throws {
    let fixture = try PresenterFixture()
    let handoff = fixture.presenter.continueUserActivity(
      type: "app.demeter.handoff", webpageURL: URL(string: "https://demeter.app/history"))
    #expect(handoff.outcome == .ignored(.notAWebLink(activityType: "app.demeter.handoff")))
    let empty = fixture.presenter.continueUserActivity(
      type: NavigationPresenter.browsingWebActivityType, webpageURL: nil)
    #expect(empty.outcome == .ignored(.activityWithoutURL))
    #expect(fixture.presenter.selectedTab == "today")
  }

  @Test func aBadLinkShowsTodayWithAToast() throws {
    let fixture = try PresenterFixture()
    fixture.presenter.selectTab("settings")
    fixture.presenter.open(URL(string: "demeter://history/2099-01-01")!)
    #expect(fixture.presenter.selectedTab == "today")
    #expect(fixture.presenter.toast != nil)
  }
}
