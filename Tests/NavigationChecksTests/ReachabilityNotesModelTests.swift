import NavigationCore
import NavigationTesting
import Testing

@testable import NavigationChecks

/// A module generated from a seed: tabs, push screens under random parents, modals, random links and
/// sometimes a floating button.
private struct GeneratedModule: RouteModule {
  var name = "Generated"
  var tabs: [TabDefinition] = []
  var routes: [RouteDefinition] = []
  var floatingButtonRoute: RouteID?

  init(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let tabCount = Int.random(in: 1...4, using: &random)
    var ids: [RouteID] = []
    for tab in 0..<tabCount {
      let id = TabID("t\(tab)")
      tabs.append(TabDefinition(id: id, title: "T\(tab)", icon: "t", order: tab))
      ids.append(RouteID("t\(tab).root"))
      routes.append(RouteDefinition(id: ids.last!, pattern: "t\(tab)", placement: .tabRoot(id), title: "T"))
    }
    for index in 0..<Int.random(in: 0...14, using: &random) {
      let id = RouteID("r\(index)")
      let placement: Placement
      if Bool.random(using: &random) {
        placement = .modal(.sheet)
      } else {
        let parent = routes.filter { if case .modal = $0.placement { false } else { true } }.randomElement(
          using: &random)!
        let tab: TabID =
          switch parent.placement {
          case .tabRoot(let tab), .push(let tab, _): tab
          default: "t0"
          }
        placement = .push(tab: tab, parent: parent.id)
      }
      ids.append(id)
      routes.append(RouteDefinition(id: id, pattern: "r\(index)", placement: placement, title: "R"))
    }
    for index in routes.indices {
      routes[index].links = (0..<Int.random(in: 0...2, using: &random)).map { _ in ids.randomElement(using: &random)! }
    }
    if Bool.random(using: &random) { floatingButtonRoute = ids.randomElement(using: &random) }
  }
}

struct ReachabilityNotesModelTests {
  /// The search towards a tab root skips the screens the tab bar already brings as near: on generated
  /// compositions it gives what a search over every screen gives, for every main screen.
  @Test func theBoundedSearchAgreesWithASearchOverEveryScreen() {
    var compared = 0
    for seed in UInt64(1)...400 {
      let graph = ActionGraph(RouteTable(modules: [GeneratedModule(seed: seed)]))
      for main in graph.roots + (graph.floatingButton.map { [$0] } ?? []) {
        let bounded = graph.worstCase(reaching: main)
        let full = graph.worstCase(reaching: main, boundedByTabBar: false)
        #expect(bounded == full, "seed \(seed), main screen \(main)")
        compared += 1
      }
    }
    #expect(compared > 400)
  }
}
