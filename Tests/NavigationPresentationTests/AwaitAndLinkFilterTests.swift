import AppComposition
import Foundation
import NavigationCore
import NavigationPresentation
import NavigationTesting
import Testing

/// The presenter's awaitable navigation, and the link filter the drop-in root applies to every URL the
/// scene opens.
@MainActor
struct AwaitAndLinkFilterTests {
  @Test func theAwaitedNavigationIsPublishedAtOnceAndResumesWhenItsTransitionEnds() async throws {
    let fixture = try PresenterFixture()
    let driver = ManualTransitionDriver()
    defer { driver.finishAll() }
    let coordinator = NavigationCoordinator(engine: fixture.app.engine, driver: driver)
    coordinator.launch()
    let presenter = NavigationPresenter(coordinator: coordinator)
    let waiting = Task { await presenter.navigate(.selectTab("history")) }
    for _ in 0..<1000 where driver.pendingCount == 0 { await Task.yield() }
    #expect(presenter.selectedTab == "history")
    driver.finishNext()
    #expect(await waiting.value == .completed)
  }

  @Test func aCancelledAwaitOnThePresenterResumesWithInterrupted() async throws {
    let fixture = try PresenterFixture()
    let driver = ManualTransitionDriver()
    defer { driver.finishAll() }
    let coordinator = NavigationCoordinator(engine: fixture.app.engine, driver: driver)
    coordinator.launch()
    let presenter = NavigationPresenter(coordinator: coordinator)
    let waiting = Task { await presenter.navigate(.selectTab("history")) }
    for _ in 0..<1000 where driver.pendingCount == 0 { await Task.yield() }
    waiting.cancel()
    #expect(await waiting.value == .interrupted)
  }

  @Test func aLinkNoPatternClaimsIsLeftAloneWithNoToastAndNoEvent() throws {
    let fixture = try PresenterFixture()
    var events: [NavigationEvent] = []
    fixture.coordinator.onEvent = { events.append($0) }
    for link in ["demeter://mail/inbox", "otherapp://history", "https://mail.example/inbox"] {
      let url = try #require(URL(string: link))
      #expect(!fixture.presenter.claims(url), "\(link)")
      #expect(fixture.presenter.openIfClaimed(url) == nil, "\(link)")
    }
    #expect(fixture.presenter.toast == nil)
    #expect(events.isEmpty)
    #expect(fixture.presenter.selectedTab == "today")
  }

  @Test func aLinkItsPatternsClaimOpensAndOneTheyRefuseStillShowsWhy() throws {
    let fixture = try PresenterFixture()
    let settings = try #require(URL(string: "demeter://settings/goals"))
    #expect(fixture.presenter.openIfClaimed(settings)?.outcome == .completed)
    #expect(fixture.presenter.selectedTab == "settings")
    // A day in the future matches History's pattern: the link is this app's, and the toast says why.
    let future = try #require(URL(string: "demeter://history/2099-01-01"))
    #expect(fixture.presenter.claims(future))
    #expect(fixture.presenter.openIfClaimed(future) != nil)
    #expect(fixture.presenter.toast != nil)
  }

  @Test func theAppsPredicateClaimsALinkThePatternsDoNot() throws {
    let fixture = try PresenterFixture()
    let mail = try #require(URL(string: "demeter://mail/inbox"))
    let result = fixture.presenter.openIfClaimed(mail) { $0.host == "mail" }
    #expect(result != nil)
    #expect(fixture.presenter.toast != nil)  // opened here, where no route matches: the toast says so
  }
}
