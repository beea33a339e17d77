import NavigationCore
import NavigationPresentation
import Testing

/// Each piece a view reads is its own observable value, assigned only when it changes: a push in one tab
/// redraws that tab's stack and nothing else.
@MainActor
struct ObservationTests {
  @Test func aPushInOneTabChangesNoOtherTabsPathTheSelectionOrAnUnchangedChrome() throws {
    let fixture = try PresenterFixture()
    fixture.presenter.selectTab("history")
    fixture.presenter.send(.request(.show(path: "/history/2024-11-18")))
    let presenter = fixture.presenter
    let log = ChangeLog()
    log.watch("today.path") { _ = presenter.tab("today")?.path }
    log.watch("settings.path") { _ = presenter.tab("settings")?.path }
    log.watch("history.path") { _ = presenter.tab("history")?.path }
    log.watch("selectedTab") { _ = presenter.selectedTab }
    log.watch("tabBar") { _ = presenter.tabBar }
    log.watch("floatingButton") { _ = presenter.floatingButton }
    log.watch("modals") { _ = presenter.modals }
    log.watch("alert") { _ = presenter.alert }
    log.watch("toast") { _ = presenter.toast }

    presenter.send(.request(.show(path: "/history/2024-11-18/entry/\(PresenterFixture.entryID)")))

    #expect(presenter.tab("history")?.path.count == 2)
    #expect(log.changed == ["history.path"])
  }

  @Test func aPushFromATabRootChangesTheTabBarButNotTheFloatingButton() throws {
    let fixture = try PresenterFixture()
    let presenter = fixture.presenter
    let log = ChangeLog()
    log.watch("today.path") { _ = presenter.tab("today")?.path }
    log.watch("selectedTab") { _ = presenter.selectedTab }
    log.watch("tabBar") { _ = presenter.tabBar }
    log.watch("floatingButton") { _ = presenter.floatingButton }
    presenter.selectTab("history")
    presenter.send(.request(.show(path: "/history/2024-11-18")))
    #expect(log.changed.sorted() == ["selectedTab", "tabBar"])
  }

  @Test func anEditChangesTheScreenButNotThePathSwiftUIHolds() throws {
    let fixture = try PresenterFixture()
    fixture.presenter.selectTab("settings")
    fixture.presenter.send(.request(.show(path: "/settings/goals")))
    let settings = try #require(fixture.presenter.tab("settings"))
    let log = ChangeLog()
    log.watch("path") { _ = settings.path }
    log.watch("screens") { _ = settings.screens }
    fixture.presenter.send(.edit(field: "calories", value: "2100"))
    #expect(log.changed == ["screens"])
    #expect(settings.screen(for: settings.path[0])?.payload["calories"] == "2100")
  }
}

/// What the presenter saves the views from: the coordinator publishes the whole state as one value, so a
/// view reading only Today's stack through it is redrawn by a push in History.
@MainActor
struct CoordinatorObservationBaselineTests {
  @Test func readingTheCoordinatorsStateRedrawsTodayForAPushInHistory() throws {
    let fixture = try PresenterFixture()
    fixture.presenter.selectTab("history")
    let coordinator = fixture.coordinator
    let log = ChangeLog()
    log.watch("today.path (coordinator)") { _ = coordinator.state.stacks["today"] }
    fixture.presenter.send(.request(.show(path: "/history/2024-11-18")))
    #expect(log.changed == ["today.path (coordinator)"])
  }
}

/// Requests a feature sends to the coordinator directly reach the views too.
@MainActor
struct DirectCoordinatorRequestTests {
  @Test func aRequestSentToTheCoordinatorIsPublishedOnTheMainActorsNextTurn() async throws {
    let fixture = try PresenterFixture()
    #expect(await fixture.coordinator.navigate(.selectTab("history")) == .completed)
    fixture.coordinator.send(.request(.show(path: "/history/2024-11-18")))
    for _ in 0..<100 where fixture.presenter.tab("history")?.path.isEmpty ?? true { await Task.yield() }
    #expect(fixture.presenter.selectedTab == "history")
    #expect(fixture.presenter.tab("history")?.path.map(\.path) == ["/history/2024-11-18"])
    #expect(fixture.presenter.tabBar.visible == false)
  }
}

/// Issue 34: a saved change reaches every shown screen as a value it observes, whatever the app's data source
/// is, so the screen Confirm or Save returns to (and those below it) read the app's data again.
@MainActor
struct DataChangeObservationTests {
  @Test func aSaveChangesTheDataRevisionOfEveryScreenAndOfLaterModals() throws {
    let fixture = try PresenterFixture()
    let entry = "/today/entry/\(PresenterFixture.entryID)"
    fixture.presenter.send(.request(.show(path: entry)))
    fixture.presenter.send(.request(.show(path: "\(entry)/edit")))
    let today = try #require(fixture.presenter.tab("today"))
    let history = try #require(fixture.presenter.tab("history"))
    let root = try #require(today.rootPresentation)
    let shown = try #require(today.presentation(for: today.path[0]))
    let log = ChangeLog()
    log.watch("today root") { _ = root.dataRevision }
    log.watch("entry") { _ = shown.dataRevision }
    log.watch("history root") { _ = history.rootPresentation?.dataRevision }

    fixture.presenter.send(.edit(field: "calories", value: "420"))
    #expect(log.changed.isEmpty, "typing saves nothing")
    #expect(fixture.presenter.send(.request(.save)).outcome == .completed)

    #expect(log.changed.sorted() == ["entry", "history root", "today root"])
    #expect([root.dataRevision, shown.dataRevision, history.rootPresentation?.dataRevision] == [1, 1, 1])
    fixture.presenter.pressFloatingButton()
    #expect(fixture.presenter.modals.map(\.dataRevision) == [1])
  }
}
