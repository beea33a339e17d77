import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Two tabs, and a screen pushed on the first.
private struct TwoTabs: RouteModule {
  let name = "TwoTabs"
  var tabs: [TabDefinition] {
    [
      TabDefinition(id: "a", title: "A", icon: "a", order: 0),
      TabDefinition(id: "b", title: "B", icon: "b", order: 1),
    ]
  }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(id: "a.root", pattern: "a", placement: .tabRoot("a"), title: "A", links: ["a.item"]),
      RouteDefinition(id: "a.item", pattern: "a/{n:int}", placement: .push(tab: "a", parent: "a.root"), title: "Item"),
      RouteDefinition(id: "b.root", pattern: "b", placement: .tabRoot("b"), title: "B", links: ["b.day"]),
      RouteDefinition(id: "b.day", pattern: "b/{d:day}", placement: .push(tab: "b", parent: "b.root"), title: "Day"),
    ]
  }
  /// Links wait while the keyboard is up (going to the background hides it).
  var guards: [any NavigationGuard] { [KeyboardGuard()] }
}

private struct KeyboardGuard: NavigationGuard {
  let name = "keyboard"
  func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision {
    if case .openLink = request, state.keyboardShown { return .postpone(reason: "typing") }
    return .allow
  }
}

struct JourneyRunnerTests {
  @Test func journeyOverAModuleWithoutFeaturesRunsAndChecksExpectations() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [TwoTabs()])
    var runner = JourneyRunner(registry: registry, now: Date(timeIntervalSince1970: 1_732_093_200))
    let reports = try runner.run(
      """
      push /a/7
      expect top /a/7
      expect depth 1
      tap b
      expect top /b
      expect tab a
      """)
    #expect(reports.count == 6)
    #expect(runner.failures.map(\.expectation?.key) == ["tab"])
  }

  /// `data fail-save [REASON]` (DESIGN.md's contract extensions) refuses saves only; `data recover` ends it
  /// and `data fail`; any other `data` word is a bad line.
  @Test func dataFailSaveRefusesSavesUntilRecover() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [TwoTabs()])
    let data = InMemoryDataSource()
    var runner = JourneyRunner(registry: registry, now: Date(timeIntervalSince1970: 1_732_093_200), data: data)
    let edit = ScreenEdit(kind: "entry", route: "a.item", parameters: RouteParameters(), fields: [:])
    _ = try runner.run("data fail-save disk full")
    #expect(data.save(edit) == .failed(reason: "disk full"))
    #expect(data.availability(of: "entry", id: "x") == .available)
    _ = try runner.run("data recover\ndata fail-save")
    #expect(data.save(edit) == .failed(reason: "the save was refused"))
    _ = try runner.run("data recover")
    #expect(data.save(edit) == .saved)
    #expect(throws: JourneyError.self) { try runner.run("data fail-everything") }
  }

  /// Whether `push PATH` is a bad line depends on the path alone, not on what the app is doing.
  @Test(arguments: ["/nowhere", "/a//7", "/a/../a", "/a/%zz", "/a/\u{e9}", "/a/7?x=\u{1}"])
  func aPathThatCannotResolveIsABadLineInAnyState(path: String) throws {
    for prefix in ["", "background\n", "terminate\n"] {
      var runner = try JourneyRunner(modules: [TwoTabs()])
      #expect(throws: JourneyError.self, "\(prefix)push \(path)") { try runner.run("\(prefix)push \(path)") }
    }
  }

  /// A well-formed path whose parameters the app refuses is the app's business: a failed step with an event.
  @Test(arguments: ["/b/2099-01-01", "/b/2024-02-30"])
  func aPathWithARefusedParameterIsAFailedStepNotABadLine(path: String) throws {
    var runner = try JourneyRunner(modules: [TwoTabs()])
    let report = try #require(try runner.run("push \(path)").last)
    guard case .failed = report.outcome else {
      Issue.record("not failed: \(report.outcomeText)")
      return
    }
    #expect(!report.events.isEmpty)
    #expect(report.top == "/a")
  }

  /// `foreground DURATION` is `foreground` after time passes: the same report, plan and all.
  @Test func foregroundAfterADurationReportsThePendingLinksPlan() throws {
    let journey = "keyboard show\nopen demeter://b/2024-11-18\nexpect pending demeter://b/2024-11-18\nbackground\n"
    var now = try JourneyRunner(modules: [TwoTabs()])
    let immediately = try #require(try now.run(journey + "foreground").last)
    var later = try JourneyRunner(modules: [TwoTabs()])
    let afterAWhile = try #require(try later.run(journey + "foreground 5m").last)
    #expect(immediately.plan != nil)
    #expect(afterAWhile.plan == immediately.plan)
    #expect(afterAWhile.top == "/b/2024-11-18")
    #expect(now.failures.isEmpty && later.failures.isEmpty)
  }
}
