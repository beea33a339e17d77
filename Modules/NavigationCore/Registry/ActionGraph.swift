/// What one user action can do from each screen (spec SC-001), for the reachability check.
///
/// Actions: a tab tap (only where the tab bar shows: at a tab root), a tap on a link the screen declares in
/// `links` (a feature command such as voice `complete` counts as one, since it follows a declared edge of its
/// modal), and the floating button from any screen not under a modal.
struct ActionGraph {
  let roots: [RouteID]
  private var successors: [RouteID: [RouteID]] = [:]

  init(_ composition: Composition) {
    roots = composition.roots
    let floatingButton = composition.floatingButtonRoutes.first
    for route in composition.routes {
      var next = route.definition.links
      switch route.definition.placement {
      case .tabRoot:
        next += roots
        if let floatingButton { next.append(floatingButton) }
      case .push:
        if let floatingButton { next.append(floatingButton) }
      case .modal:
        break
      }
      successors[route.id] = next
    }
  }

  /// The routes at most `actions` actions away from `start`, `start` included.
  func reachable(from start: RouteID, within actions: Int) -> Set<RouteID> {
    var reached: Set<RouteID> = [start]
    var frontier = [start]
    for _ in 0..<actions {
      frontier = frontier.flatMap { successors[$0] ?? [] }.filter { reached.insert($0).inserted }
    }
    return reached
  }
}
