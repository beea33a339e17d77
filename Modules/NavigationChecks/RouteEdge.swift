package import NavigationCore

/// One edge of the table: how a screen leads to another.
package struct RouteEdge: Hashable, Sendable {
  /// The source; nil for the floating button, which presents its route from any screen that shows it.
  package var from: RouteID?
  package var to: RouteID
  package var kind: NavigationGraph.EdgeKind
  /// The source lists the destination in its `links`: a user action follows the edge.
  package var isDeclaredLink: Bool
}

extension RouteTable {
  /// The edges between registered routes: the floating button's, pushes (parent to child), then each declared
  /// link once that is not a push, in registration order. Pairs are keyed by the two routes' positions, so no
  /// id is hashed twice. Only the checks and the graph read them, so the runtime's registration does not
  /// derive them.
  package var edges: [RouteEdge] {
    func pair(_ from: Int, _ to: Int) -> Int { from << 32 | to }
    let targets = routes.map { $0.definition.links.compactMap { index(of: $0) } }
    var declared: Set<Int> = []
    for (from, list) in targets.enumerated() {
      for to in list { declared.insert(pair(from, to)) }
    }
    var edges: [RouteEdge] = []
    var seen: Set<Int> = []
    if let floatingButton = floatingButtonClaims.first, index(of: floatingButton) != nil {
      edges.append(RouteEdge(from: nil, to: floatingButton, kind: .floatingButton, isDeclaredLink: false))
    }
    for child in routes.indices {
      guard case .push(_, let parentID) = routes[child].placement, let parent = index(of: parentID) else { continue }
      seen.insert(pair(parent, child))
      edges.append(
        RouteEdge(
          from: parentID, to: routes[child].id, kind: .push, isDeclaredLink: declared.contains(pair(parent, child))))
    }
    for (from, list) in targets.enumerated() {
      for to in list where seen.insert(pair(from, to)).inserted {
        var kind = NavigationGraph.EdgeKind.link
        if case .modal = routes[to].placement { kind = .present }
        // Pushed onto the stack it is tapped on, whichever tab that is.
        if routes[to].definition.pushesOnAnyTab, routes[to].placement.isPush { kind = .push }
        edges.append(RouteEdge(from: routes[from].id, to: routes[to].id, kind: kind, isDeclaredLink: true))
      }
    }
    return edges
  }
}
