import NavigationCore
import NavigationPresentation
import NavigationTesting
import Testing

/// `NavigationStack(path:)`'s setter: a shorter path is one pop request, however many screens it drops.
@MainActor
struct PathBindingTests {
  @Test func eachTabPublishesItsStackAsEntries() throws {
    let fixture = try PresenterFixture()
    fixture.drillIntoHistory()
    let history = try #require(fixture.presenter.tab("history"))
    #expect(history.root?.path == "/history")
    #expect(
      history.path.map(\.path) == ["/history/2024-11-18", "/history/2024-11-18/entry/\(PresenterFixture.entryID)"])
    #expect(history.screen(for: history.path[0])?.route == "history.dayDetail")
    #expect(fixture.presenter.tab("today")?.path == [])
  }

  @Test func aPopOfSeveralScreensIsOneRequestAndOneScreenChange() throws {
    let fixture = try PresenterFixture()
    fixture.drillIntoHistory()
    let mark = fixture.coordinator.history.count
    let result = try #require(fixture.presenter.setPath([], in: "history"))
    #expect(result.outcome == .completed)
    #expect(result.transition == .pop)
    #expect(fixture.state.stacks["history"] == nil)
    #expect(fixture.navigations(since: mark).count == 1, "one pop, not one per screen")
  }

  @Test func aPopOfOneScreenGoesBackOnce() throws {
    let fixture = try PresenterFixture()
    fixture.drillIntoHistory()
    let history = try #require(fixture.presenter.tab("history"))
    fixture.presenter.setPath(Array(history.path.prefix(1)), in: "history")
    #expect(fixture.state.stacks["history"]?.map(\.path) == ["/history/2024-11-18"])
  }

  @Test func aNavigationLinkThatAppendsAnEntryPushesItsScreen() throws {
    let fixture = try PresenterFixture()
    fixture.presenter.selectTab("settings")
    let goals = StackEntry(route: "settings.goals", path: "/settings/goals")
    #expect(fixture.presenter.setPath([goals], in: "settings")?.outcome == .completed)
    #expect(fixture.presenter.tab("settings")?.path == [goals])
  }

  @Test func theSamePathOrAnotherTabsPathAsksNothing() throws {
    let fixture = try PresenterFixture()
    fixture.drillIntoHistory()
    let history = try #require(fixture.presenter.tab("history"))
    #expect(fixture.presenter.setPath(history.path, in: "history") == nil)
    let goals = StackEntry(route: "settings.goals", path: "/settings/goals")
    #expect(fixture.presenter.setPath([goals], in: "settings") == nil, "only the shown tab's stack moves")
    #expect(fixture.state.stacks["settings"] == nil)
  }

  @Test func translatingPathsNamesEachChange() {
    let a = StackEntry(route: "a", path: "/a")
    let b = StackEntry(route: "b", path: "/a/b")
    let c = StackEntry(route: "c", path: "/a/b/c")
    #expect(PathChange(from: [a, b, c], to: [a, b, c]) == .none)
    #expect(PathChange(from: [a, b, c], to: [a]) == .pop(toDepth: 1))
    #expect(PathChange(from: [a, b], to: [a, b, c]) == .push(c))
    #expect(PathChange(from: [a, b], to: [b]) == .unsupported)
    #expect(PathChange.pop(toDepth: 0).request(currentDepth: 3) == .popToRoot)
    #expect(PathChange.pop(toDepth: 2).request(currentDepth: 3) == .back)
    #expect(PathChange.pop(toDepth: 1).request(currentDepth: 3) == .popTo(depth: 1))
    #expect(PathChange.push(c).request(currentDepth: 2) == .show(path: "/a/b/c"))
  }
}
