import NavigationChecks
import NavigationCore
import Testing

/// A tab with a pushed screen, a floating-button sheet with guards that links to a second sheet.
private struct GraphModule: RouteModule {
  let name = "Graph"
  var tabs: [TabDefinition] { [TabDefinition(id: "home", title: "Home", icon: "h", order: 0)] }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: "home.root", pattern: "home", placement: .tabRoot("home"), title: "Home",
        links: ["home.detail", "home.note"]),
      RouteDefinition(
        id: "home.detail", pattern: "home/{n:int}", placement: .push(tab: "home", parent: "home.root"),
        title: "Detail", exposure: .internalOnly, links: ["home.note"]),
      RouteDefinition(
        id: "home.note", pattern: "home/note", placement: .push(tab: "home", parent: "home.root"), title: "Note",
        exposure: .internalOnly),
    ]
  }
}

private struct SheetModule: RouteModule {
  let name = "Sheets"
  var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: "sheet.record", pattern: "record", placement: .modal(.sheet), title: "Record", exposure: .internalOnly,
        links: ["sheet.review"]),
      RouteDefinition(
        id: "sheet.review", pattern: "review", placement: .modal(.fullScreenCover), title: "Review",
        exposure: .internalOnly),
    ]
  }
  var floatingButtonRoute: RouteID? { "sheet.record" }
  var guards: [any NavigationGuard] { [AllowAll()] }
}

private struct AllowAll: NavigationGuard {
  let name = "allow"
  func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision { .allow }
}

struct NavigationGraphTests {
  @Test func edgesArePushLinkPresentAndFloatingButton() throws {
    let graph = try NavigationGraph(modules: [GraphModule(), SheetModule()])
    let edges = graph.edges.map {
      "\($0.from?.rawValue ?? "fab") \($0.kind.rawValue) \($0.to)\($0.isGuarded ? " !" : "")"
    }
    #expect(
      edges == [
        "fab floating button sheet.record",
        "home.root push home.detail",
        "home.root push home.note",
        "home.detail link home.note",
        "sheet.record present sheet.review !",
      ])
  }

  @Test func nodesMarkDeepLinkEntriesAndGuardedModals() throws {
    let graph = try NavigationGraph(modules: [GraphModule(), SheetModule()])
    #expect(graph.nodes.filter(\.isDeepLinkEntry).map(\.route) == ["home.root"])
    #expect(graph.nodes.filter(\.isGuarded).map(\.route) == ["sheet.record", "sheet.review"])
  }

  @Test func mermaidAndDotAreDeterministic() throws {
    let first = try NavigationGraph(modules: [GraphModule(), SheetModule()])
    let second = try NavigationGraph(modules: [GraphModule(), SheetModule()])
    #expect(first.mermaid() == second.mermaid())
    #expect(first.dot() == second.dot())
    let mermaid = first.mermaid()
    #expect(
      mermaid.hasPrefix("flowchart LR\n  subgraph tab_home[\"Home tab\"]\n    home_root[\"home.root<br/>/home\"]"))
    #expect(mermaid.contains("  sheet_record ==>|present, guarded| sheet_review"))
    #expect(mermaid.contains("  class home_root deepLink"))
    #expect(
      first.dot().contains("\"sheet.record\" -> \"sheet.review\" [label=\"present, guarded\", style=bold, color=red];"))
  }
}
