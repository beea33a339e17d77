import Foundation
import NavigationCore
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
      RouteDefinition(id: "b.root", pattern: "b", placement: .tabRoot("b"), title: "B"),
    ]
  }
}

struct JourneyRunnerTests {
  @Test func journeyOverAModuleWithoutFeaturesRunsAndChecksExpectations() throws {
    let registry = try RouteRegistry(modules: [TwoTabs()])
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
}
