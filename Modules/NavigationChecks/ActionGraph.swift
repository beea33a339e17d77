import NavigationCore

/// What one user action can do from each screen (spec SC-001), for the reachability check.
///
/// Actions: a tab tap (only where the tab bar shows: at a tab root), a tap on a link the screen declares in
/// `links` (a feature command such as voice `complete` counts as one, since it follows a declared edge of its
/// modal), and the floating button from any screen not under a modal. The declared links are the table's
/// edges (``RouteTable/edges``); tab taps and the floating button are implicit, never materialized, so a
/// search costs the routes plus the declared links, whatever the number of tabs.
struct ActionGraph {
  /// The tab roots, as route indices in tab order: the searches start here.
  let roots: [Int]
  private let successors: [[Int]]
  private let predecessors: [[Int]]
  private let isRoot: [Bool]
  private let showsTabBar: [Bool]
  private let isModal: [Bool]
  private let floatingButton: Int?

  init(_ table: RouteTable) {
    let count = table.routes.count
    var successors = [[Int]](repeating: [], count: count)
    var predecessors = [[Int]](repeating: [], count: count)
    for edge in table.edges where edge.isDeclaredLink {
      guard let from = edge.from.flatMap(table.index(of:)), let to = table.index(of: edge.to) else { continue }
      successors[from].append(to)
      predecessors[to].append(from)
    }
    self.successors = successors
    self.predecessors = predecessors
    roots = table.roots.compactMap(table.index(of:))
    var isRoot = [Bool](repeating: false, count: count)
    for root in roots { isRoot[root] = true }
    self.isRoot = isRoot
    showsTabBar = table.routes.map { if case .tabRoot = $0.placement { true } else { false } }
    isModal = table.routes.map { if case .modal = $0.placement { true } else { false } }
    floatingButton = table.floatingButtonRoute.flatMap(table.index(of:))
  }

  /// The routes some root cannot reach within `actions` actions, in route order, each with those roots (tab
  /// order).
  ///
  /// One search from all roots at once gives each route's distance `d` from the nearest root. Every root taps
  /// over to that root, so `d < actions` is reached from everywhere and `d > actions` from nowhere; only at
  /// `d == actions` a short search backwards from the route finds which roots get there in time.
  func routes(beyond actions: Int) -> [(route: Int, roots: [Int])] {
    guard !roots.isEmpty else { return [] }
    let nearest = search(from: roots).distance
    var result: [(route: Int, roots: [Int])] = []
    for route in nearest.indices {
      let distance = nearest[route]
      if distance >= 0, distance < actions { continue }
      guard distance == actions else {
        result.append((route, roots))
        continue
      }
      guard let reaching = rootsReaching(route, within: actions) else { continue }
      let missed = roots.filter { !reaching.contains($0) }
      if !missed.isEmpty { result.append((route, missed)) }
    }
    return result
  }

  /// A shortest action path from `source` to each route: the distance (-1: unreachable) and the previous route
  /// on the path (-1 at a source). Breadth-first; the tab bar's taps and the floating button are expanded the
  /// first time a screen offers them, since later offers cannot be shorter.
  func search(from sources: [Int]) -> (distance: [Int], previous: [Int]) {
    var distance = [Int](repeating: -1, count: successors.count)
    var previous = [Int](repeating: -1, count: successors.count)
    var queue: [Int] = []
    for source in sources where distance[source] < 0 {
      distance[source] = 0
      queue.append(source)
    }
    var tapsExpanded = false
    var floatingButtonExpanded = floatingButton == nil
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      func visit(_ next: Int) {
        guard distance[next] < 0 else { return }
        distance[next] = distance[current] + 1
        previous[next] = current
        queue.append(next)
      }
      if showsTabBar[current], !tapsExpanded {
        tapsExpanded = true
        roots.forEach(visit)
      }
      if !isModal[current], !floatingButtonExpanded, let floatingButton {
        floatingButtonExpanded = true
        visit(floatingButton)
      }
      successors[current].forEach(visit)
    }
    return (distance, previous)
  }

  /// The roots that reach `route` within `actions`, found by walking declared links backwards; nil when every
  /// root does (the walk met a root or the floating button early enough for a tap to cover every tab).
  private func rootsReaching(_ route: Int, within actions: Int) -> Set<Int>? {
    var reaching: Set<Int> = []
    var seen: Set<Int> = [route]
    var frontier = [route]
    for depth in 0...actions {
      var next: [Int] = []
      for current in frontier {
        if isRoot[current] {
          if depth < actions { return nil }
          reaching.insert(current)
        }
        if current == floatingButton, depth < actions { return nil }
        guard depth < actions else { continue }
        for predecessor in predecessors[current] where seen.insert(predecessor).inserted { next.append(predecessor) }
      }
      frontier = next
    }
    return reaching
  }
}
