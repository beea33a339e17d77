import NavigationCore

/// What one user action can do from each screen (spec SC-001), for the reachability check.
///
/// Actions: a tab tap (counted only at a tab root, as under Demeter's rule that hides the tab bar on pushed
/// screens: with the tab bar shown there, the notes' "most actions from any screen" is an upper bound), a tap on a link the screen declares in
/// `links` (a feature command such as voice `complete` counts as one, since it follows a declared edge of its
/// modal), and the floating button from any screen not under a modal. The declared links are the table's
/// edges (``RouteTable/edges``); tab taps and the floating button are implicit, never materialized, so a
/// search visits each route and each declared link at most once, whatever the number of tabs.
struct ActionGraph {
  /// The tab roots, as route indices in tab order: the searches start here.
  let roots: [Int]
  private let successors: [[Int]]
  private let predecessors: [[Int]]
  private let isRoot: [Bool]
  private let showsTabBar: [Bool]
  private let isModal: [Bool]
  let floatingButton: Int?
  /// Where Back leads from each route: a push route's parent (-1 for a root or a modal).
  private let parent: [Int]
  /// The push routes whose Back leads to each route.
  private let children: [[Int]]
  /// The routes that show the tab bar, and those without a modal (where the floating button shows).
  private let tabBarRoutes: [Int]
  private let routesWithoutModal: [Int]
  /// The modals the floating button presents, directly or through their links: dismissing one may reveal
  /// any screen without a modal.
  private let presentedFromAnywhere: [Bool]
  private let hasModals: Bool
  /// For each route, the actions to the nearest tab root plus the tap on another tab (-1: no tab root is
  /// reachable): the most it takes to reach any tab root, before the search towards it.
  private var viaTabBar: [Int] = []
  private var routesWithoutModalFarthestFirst: [Int] = []

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
    let floatingButton = table.floatingButtonRoute.flatMap(table.index(of:))
    self.floatingButton = floatingButton
    parent = table.routes.map { route in
      guard case .push(_, let parent) = route.placement else { return -1 }
      return table.index(of: parent) ?? -1
    }
    var children = [[Int]](repeating: [], count: count)
    for route in parent.indices where parent[route] >= 0 { children[parent[route]].append(route) }
    self.children = children
    tabBarRoutes = table.routes.indices.filter { if case .tabRoot = table.routes[$0].placement { true } else { false } }
    routesWithoutModal = table.routes.indices.filter {
      if case .modal = table.routes[$0].placement { false } else { true }
    }
    hasModals = isModal.contains(true)
    presentedFromAnywhere = Self.presentedFromAnywhere(
      successors: successors, isModal: isModal, floatingButton: floatingButton)
    var toRoot = [Int](repeating: -1, count: count)
    if !roots.isEmpty { searchBackwards(from: roots, distance: &toRoot, bounded: false) }
    viaTabBar = toRoot.map { $0 < 0 ? -1 : $0 + 1 }
    routesWithoutModalFarthestFirst = withoutModalFarthestFirst(viaTabBar)
  }

  /// The floating button's modal and the modals its links lead to: over any screen without a modal.
  private static func presentedFromAnywhere(successors: [[Int]], isModal: [Bool], floatingButton: Int?) -> [Bool] {
    var anywhere = [Bool](repeating: false, count: successors.count)
    guard let floatingButton, isModal[floatingButton] else { return anywhere }
    var queue = [floatingButton]
    anywhere[floatingButton] = true
    while let current = queue.popLast() {
      for next in successors[current] where isModal[next] && !anywhere[next] {
        anywhere[next] = true
        queue.append(next)
      }
    }
    return anywhere
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

  /// The largest number of actions needed to reach `target` from any screen (spec SC-001 seen from a main
  /// screen), the farthest screen, and how many screens cannot reach it at all.
  ///
  /// Here Back and dismissal count too: Back leads to a push route's parent, and dismissing a modal reveals
  /// the screen it was presented from, in the worst case the farthest of them. One breadth-first search
  /// backwards from `target` (``searchBackwards(from:distance:bounded:)``), then one pass for the modals'
  /// dismissals. A tab root is one tap from every tab root, so no screen needs more than its way to the
  /// nearest tab root plus that tap (``viaTabBar``): the search towards a tab root walks only the screens it
  /// finds nearer than that.
  /// `boundedByTabBar: false` searches every screen (the same answer, slower: for the tests).
  func worstCase(reaching target: Int, boundedByTabBar: Bool = true) -> (actions: Int, from: Int, unreachable: Int) {
    let count = successors.count
    let bounded = boundedByTabBar && isRoot[target]
    var distance = bounded ? viaTabBar : [Int](repeating: -1, count: count)
    searchBackwards(from: [target], distance: &distance, bounded: bounded)
    // A modal: its own links, or a dismissal back to the farthest screen it may cover.
    if hasModals {
      let revealed = farthestRevealed(distance: distance)
      for route in 0..<count where isModal[route] && route != target {
        guard revealed[route] != .max else { continue }
        if distance[route] < 0 || revealed[route] + 1 < distance[route] { distance[route] = revealed[route] + 1 }
      }
    }
    var worst = (actions: 0, from: target, unreachable: 0)
    for route in 0..<count {
      if distance[route] < 0 {
        worst.unreachable += 1
      } else if distance[route] > worst.actions {
        worst.actions = distance[route]
        worst.from = route
      }
    }
    return worst
  }

  /// Breadth-first, backwards from `sources` over links, Back, the tab bar's taps (at a tab root) and the
  /// floating button (on any screen without a modal); each of the last two is expanded once, the first time,
  /// since later offers cannot be shorter. `distance` holds what is known already (-1: nothing): a screen is
  /// taken only when the search finds it nearer, and one it cannot improve is not walked on from (its
  /// predecessors are no nearer through it). `bounded`: `distance` starts as ``viaTabBar``, whose screens
  /// without a modal the floating button offers farthest first, so the offer stops at the first one that is
  /// near enough already.
  private func searchBackwards(from sources: [Int], distance: inout [Int], bounded: Bool) {
    var queue: [Int] = []
    for source in sources {
      distance[source] = 0
      queue.append(source)
    }
    var tabBarExpanded = false
    var floatingButtonExpanded = false
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      let next = distance[current] + 1
      func visit(_ previous: Int) {
        guard distance[previous] < 0 || next < distance[previous] else { return }
        distance[previous] = next
        queue.append(previous)
      }
      predecessors[current].forEach(visit)
      children[current].forEach(visit)
      if isRoot[current], !tabBarExpanded {
        tabBarExpanded = true
        tabBarRoutes.forEach(visit)
      }
      if current == floatingButton, !floatingButtonExpanded {
        floatingButtonExpanded = true
        for route in bounded ? routesWithoutModalFarthestFirst : routesWithoutModal {
          if bounded, viaTabBar[route] >= 0, viaTabBar[route] <= next { break }
          visit(route)
        }
      }
    }
  }

  /// The screens without a modal ordered by `distance`, farthest first (those at -1, which cannot reach it,
  /// before all), in route order within one distance: a counting sort.
  private func withoutModalFarthestFirst(_ distance: [Int]) -> [Int] {
    var farthest = -1
    for route in routesWithoutModal { farthest = max(farthest, distance[route]) }
    // Rank 0 cannot reach; then the farthest distance first.
    func rank(_ route: Int) -> Int { distance[route] < 0 ? 0 : farthest - distance[route] + 1 }
    var start = [Int](repeating: 0, count: farthest + 3)
    for route in routesWithoutModal { start[rank(route) + 1] += 1 }
    for rank in start.indices.dropFirst() { start[rank] += start[rank - 1] }
    var ordered = [Int](repeating: 0, count: routesWithoutModal.count)
    for route in routesWithoutModal {
      ordered[start[rank(route)]] = route
      start[rank(route)] += 1
    }
    return ordered
  }

  /// For each modal, the distance of the farthest screen dismissing it may reveal (`Int.max`: one of them
  /// cannot reach the target at all). A modal covers a screen without a modal that links to it, directly or
  /// through the modals it replaces or covers; a modal the floating button presents, or one nothing links to
  /// (opened by a link), may cover any screen without a modal.
  ///
  /// Linear: the screens without a modal are taken farthest first, and each hands its distance to the modals
  /// it leads to that no farther screen has reached yet.
  private func farthestRevealed(distance: [Int]) -> [Int] {
    let unset = -1
    var revealed = [Int](repeating: unset, count: distance.count)
    var farthestAnywhere = unset
    var pending: [Int] = []
    func cover(from screen: Int) {
      let key = distance[screen] < 0 ? Int.max : distance[screen]
      if farthestAnywhere == unset { farthestAnywhere = key }
      pending.append(screen)
      while let current = pending.popLast() {
        if current != screen {
          guard revealed[current] == unset else { continue }
          revealed[current] = key
        }
        for next in successors[current] where isModal[next] && !presentedFromAnywhere[next] && revealed[next] == unset {
          pending.append(next)
        }
      }
    }
    for screen in withoutModalFarthestFirst(distance) { cover(from: screen) }
    for modal in revealed.indices where isModal[modal] && revealed[modal] == unset {
      revealed[modal] = farthestAnywhere == unset ? .max : farthestAnywhere
    }
    return revealed
  }
}
