import NavigationCore
import NavigationPresentation
import Testing

/// The path binding's pop at each boundary: to the root, one screen, into the middle, nothing (issue 26,
/// family 9).
@MainActor
struct PathPopBoundaryTests {
  @Test func eachPopDepthIsTheOneRequestOfItsKind() {
    #expect(PathChange.popRequest(toDepth: 0, currentDepth: 4) == .popToRoot)
    #expect(PathChange.popRequest(toDepth: 1, currentDepth: 4) == .popTo(depth: 1))
    #expect(PathChange.popRequest(toDepth: 2, currentDepth: 4) == .popTo(depth: 2))
    #expect(PathChange.popRequest(toDepth: 3, currentDepth: 4) == .back)
    #expect(PathChange.popRequest(toDepth: 4, currentDepth: 4) == nil)
    #expect(PathChange.popRequest(toDepth: -1, currentDepth: 4) == nil)
    #expect(PathChange.popRequest(toDepth: 0, currentDepth: 1) == .popToRoot)
    #expect(PathChange.popRequest(toDepth: 0, currentDepth: 0) == nil)
  }

  /// Through the presenter and the session: a stack of four, popped by its binding to three, to one (the
  /// middle of the stack), then to none, keeps exactly the prefix SwiftUI wrote, one navigation each.
  @Test func theBindingsPopsKeepExactlyThePrefixWritten() throws {
    let fixture = try PresenterFixture()
    fixture.presenter.selectTab("settings")
    for path in ["/settings/goals", "/settings/preferences", "/settings/about", "/settings/goals"] {
      fixture.presenter.send(.request(.show(path: path)))
    }
    let settings = try #require(fixture.presenter.tab("settings"))
    let full = settings.path
    #expect(full.count == 4)
    for depth in [3, 1, 0] {
      let mark = fixture.coordinator.history.count
      let result = try #require(fixture.presenter.setPath(Array(full.prefix(depth)), in: "settings"))
      #expect(result.outcome == .completed)
      #expect((fixture.state.stacks["settings"] ?? []).map(\.path) == full.prefix(depth).map(\.path))
      #expect(settings.path == Array(full.prefix(depth)))
      #expect(fixture.navigations(since: mark).count == 1)
    }
    #expect(fixture.presenter.setPath([], in: "settings") == nil)
  }
}
