/// The one table of a module list: each tab and route once, patterns parsed, parents walked, roots found,
/// the resolver's trie built, and every problem collected instead of thrown.
///
/// Built leniently: a route whose id repeats keeps its first module's definition, a pattern that does not
/// parse leaves its route out, a broken parent chain stops where it breaks. ``RouteRegistry`` accepts a table
/// without problems; `CompositionCheck`, `NavigationGraph` and the action graph (in NavigationChecks) read the
/// same table, so no check re-derives what registration derived. Every step is a map lookup or one pass: the
/// table of 10,000 routes builds in linear time.
package struct RouteTable: Sendable {
  /// The modules, in composition order, by name.
  package let moduleNames: [String]
  /// Tabs in display order (ascending `order`, then id), each id once (its first registration).
  package let tabs: [TabDefinition]
  /// Routes in registration order, each id once (its first module's), with a parsed pattern.
  package let routes: [RegisteredRoute]
  package let guards: [any NavigationGuard]
  /// The modules that register guards.
  package let guardedModules: Set<String>
  /// Commands in composition order, each verb once.
  package let commands: [FeatureCommand]
  /// Every route a module names as the floating button's, in composition order.
  package let floatingButtonClaims: [RouteID]
  /// Old patterns that still open a route, in composition order, each with a parsed pattern and a registered
  /// target whose parameters it supplies.
  package let redirects: [RegisteredRedirect]
  /// The segment trie of ``routes``' patterns then ``redirects``' (entry `i` is `routes[i]`, entry
  /// `routes.count + j` is `redirects[j]`).
  let trie: RouteTrie
  /// The entries (indices) ending on a trie node after its first (``RouteTrie/Node/entry``): ambiguous with it.
  private let laterRoutesByNode: [Int32: [Int]]
  /// Everything wrong, in a stable order: tabs, patterns and ids, placement, roots, ambiguity, commands.
  package let problems: [RegistrationProblem]

  /// Each route's position in ``routes``, by name: how a route id made from a name (a link, a stored state, a
  /// journey) is found. Built here once; nothing adds to it later. (A tab made from a name is found by walking
  /// the few tabs.)
  private let routeIndex: [RouteID: Int]
  /// The first root registered for each tab (positions in ``routes``), by the tab's position in ``tabs``.
  private let rootByTab: [Int?]
  private let tabOwners: [TabID: [String]]

  /// Reads the modules once and builds every index; never throws (see ``problems``).
  package init(modules: [any RouteModule]) {
    var problems: [RegistrationProblem] = []
    moduleNames = modules.map(\.name)

    let tabs = Self.tabs(of: modules, problems: &problems)
    // Each tab's id knows its position from here on.
    self.tabs = tabs.sorted.enumerated().map { position, tab in
      var tab = tab
      tab.id = TabID(tab.id, at: position)
      return tab
    }
    tabOwners = tabs.owners
    let tabIndex = Dictionary(self.tabs.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })

    let parsed = Self.parsedRoutes(of: modules, problems: &problems)
    routeIndex = Dictionary(parsed.enumerated().map { ($1.definition.id, $0) }, uniquingKeysWith: { first, _ in first })
    routes = Self.place(parsed, index: routeIndex, tabIndex: tabIndex, tabOwners: tabOwners, problems: &problems)

    var roots = [Int?](repeating: nil, count: self.tabs.count)
    for index in routes.indices {
      if case .tabRoot(let tab) = routes[index].placement, let position = tabIndex[tab], roots[position] == nil {
        roots[position] = index
      }
    }
    rootByTab = roots
    Self.checkRoots(self.tabs, routes: routes, tabOwners: tabOwners, problems: &problems)

    redirects = Self.redirects(of: modules, routes: routes, index: routeIndex, problems: &problems)
    trie = RouteTrie(patterns: routes.map(\.pattern) + redirects.map(\.pattern))
    laterRoutesByNode = Self.checkAmbiguity(routes, redirects: redirects, trie: trie, problems: &problems)
    Self.checkChoices(routes, trie: trie, later: laterRoutesByNode, problems: &problems)

    let (commands, claims) = Self.commands(of: modules, routeIndex: routeIndex, problems: &problems)
    self.commands = commands
    floatingButtonClaims = claims.map(\.route)
    guards = modules.flatMap(\.guards)
    guardedModules = Set(modules.filter { !$0.guards.isEmpty }.map(\.name))
    self.problems = problems
  }

  // MARK: - Lookups

  package func route(_ id: RouteID) -> RegisteredRoute? {
    index(of: id).map { routes[$0] }
  }

  /// The position of a route in ``routes``: the one an id handed out here carries, else found by name.
  package func index(of id: RouteID) -> Int? {
    if let position = id.index.map(Int.init), position < routes.count, routes[position].id.rawValue == id.rawValue {
      return position
    }
    return routeIndex[id]
  }

  /// The position of a tab in ``tabs``: the one an id handed out here carries, else found by name among the
  /// tabs (a tab bar's few), by comparing names, never by hashing one.
  package func index(of id: TabID) -> Int? {
    if let position = id.index.map(Int.init), position < tabs.count, tabs[position].id.rawValue == id.rawValue {
      return position
    }
    return tabs.firstIndex { $0.id == id }
  }

  package func tab(_ id: TabID) -> TabDefinition? {
    index(of: id).map { tabs[$0] }
  }

  /// The first root registered for a tab.
  package func rootRoute(of tab: TabID) -> RegisteredRoute? {
    index(of: tab).flatMap { rootByTab[$0] }.map { routes[$0] }
  }

  /// The module that registered a tab first.
  package func owner(of tab: TabID) -> String? {
    tabOwners[tab]?.first
  }

  /// The roots of the tabs, in tab order (tabs without a root are left out).
  package var roots: [RouteID] {
    rootByTab.compactMap { $0.map { routes[$0].id } }
  }

  /// The floating button's route: the first module's claim.
  package var floatingButtonRoute: RouteID? { floatingButtonClaims.first }

  /// Every pair of routes (indices, first < second) whose patterns share a path with different precedence,
  /// and how the first relates to the second, in route order. Found through the trie: each pattern visits only
  /// the nodes that can share a value with it, never every other pattern.
  package func shadowingPairs() -> [(first: Int, second: Int, overlap: PatternOverlap)] {
    var pairs: [(first: Int, second: Int, overlap: PatternOverlap)] = []
    for (first, route) in routes.enumerated() {
      for node in trie.overlappingNodes(of: route.pattern) {
        for second in routes(endingOn: node) where second > first {
          guard let overlap = route.pattern.overlap(with: routes[second].pattern), overlap != .ambiguous else {
            continue
          }
          pairs.append((first, second, overlap))
        }
      }
    }
    return pairs.sorted { ($0.first, $0.second) < ($1.first, $1.second) }
  }

  /// The routes (indices) whose patterns end on a trie node, first first; redirects are left out.
  private func routes(endingOn node: Int32) -> [Int] {
    guard let entry = trie.nodes[Int(node)].entry else { return [] }
    let first = Int(entry)
    return ([first] + (laterRoutesByNode[node] ?? [])).filter { $0 < routes.count }
  }

  // MARK: - Building

  /// Tabs each id once, in display order, and who registers each; duplicate ids and equal orders are problems.
  private static func tabs(
    of modules: [any RouteModule],
    problems: inout [RegistrationProblem]
  ) -> (sorted: [TabDefinition], owners: [TabID: [String]]) {
    var owners: [TabID: [String]] = [:]
    var tabs: [TabDefinition] = []
    for module in modules {
      for tab in module.tabs {
        if owners[tab.id] == nil { tabs.append(tab) }
        owners[tab.id, default: []].append(module.name)
      }
    }
    for tab in tabs {
      if let modules = owners[tab.id], modules.count > 1 { problems.append(.duplicateTab(tab.id, modules: modules)) }
    }
    var byOrder: [Int: [TabDefinition]] = [:]
    for tab in tabs { byOrder[tab.order, default: []].append(tab) }
    for tab in tabs {
      guard let clashing = byOrder[tab.order], clashing.count > 1, clashing[0].id == tab.id else { continue }
      problems.append(
        .duplicateTabOrder(
          tab.order, tabs: clashing.map(\.id), modules: clashing.map { owners[$0.id]?.first ?? "" }))
    }
    if tabs.isEmpty { problems.append(.noTabs) }
    return (tabs.sorted { ($0.order, $0.id) < ($1.order, $1.id) }, owners)
  }

  /// A route before placement: its definition, module and parsed pattern.
  private struct Parsed {
    var definition: RouteDefinition
    var module: String
    var pattern: RoutePattern
  }

  /// Each route id once, under its first module, with its parsed pattern; bad patterns and repeated ids are
  /// problems.
  private static func parsedRoutes(
    of modules: [any RouteModule],
    problems: inout [RegistrationProblem]
  ) -> [Parsed] {
    var firstOwner: [RouteID: String] = [:]
    var repeatedOwners: [RouteID: [String]] = [:]
    var parsed: [Parsed] = []
    for module in modules {
      for definition in module.routes {
        let id = definition.id
        if let owner = firstOwner[id] {
          repeatedOwners[id, default: [owner]].append(module.name)
          continue
        }
        firstOwner[id] = module.name
        do {
          let pattern = try RoutePattern(definition.pattern)
          parsed.append(Parsed(definition: definition, module: module.name, pattern: pattern))
          if let valueType = definition.valueType {
            problems += valueProblems(valueType, definition: definition, pattern: pattern, module: module.name)
          }
        } catch {
          problems.append(.invalidPattern(id, module: module.name, message: error.description))
        }
      }
    }
    for (id, owners) in repeatedOwners.sorted(by: { $0.key < $1.key }) {
      problems.append(.duplicateRoute(id, modules: owners))
    }
    return parsed
  }

  /// What is wrong between a route's value type and its pattern and query keys, one problem per field: the
  /// type's properties are recorded once, without a value, and compared by name and kind.
  private static func valueProblems(
    _ valueType: any RouteValue.Type, definition: RouteDefinition, pattern: RoutePattern, module: String
  ) -> [RegistrationProblem] {
    let type = String(describing: valueType)
    func problem(_ field: String, _ fault: RouteValueFault) -> RegistrationProblem {
      .invalidRouteValue(definition.id, module: module, type: type, field: field, fault: fault)
    }
    var problems: [RegistrationProblem] = []
    let recorded = valueType.recordedFields()
    let parameters = pattern.parameters
    for field in recorded {
      guard let kind = field.kind else {
        problems.append(problem(field.name, .unsupportedType(field.typeName)))
        continue
      }
      if let cases = field.cases, let bad = cases.first(where: { !ParameterSyntax.isCanonical($0, for: kind) }) {
        problems.append(problem(field.name, .unlinkableCase(bad, kind: kind)))
        continue
      }
      if definition.queryKeys.contains(field.name) {
        if !field.isOptional { problems.append(problem(field.name, .requiredQueryItem)) }
      } else if let parameter = parameters.first(where: { $0.name == field.name }) {
        if parameter.kind != kind {
          problems.append(problem(field.name, .kindMismatch(field.typeName, kind: kind, parameter: parameter.kind)))
        } else if let cases = field.cases, Set(cases) != Set(pattern.choices[field.name] ?? []) {
          problems.append(problem(field.name, .casesNotListed(field.typeName, kind: kind, cases: cases)))
        }
      } else {
        problems.append(
          problem(field.name, .notInPattern(definition.pattern, parameters: parameters.map(\.name))))
      }
    }
    for parameter in parameters where !recorded.contains(where: { $0.name == parameter.name }) {
      problems.append(problem(parameter.name, .missingProperty))
    }
    return problems
  }

  /// Checks each route's tab, parent chain, parent parameters and links, and records its ancestors.
  private static func place(
    _ parsed: [Parsed],
    index: [RouteID: Int],
    tabIndex: [TabID: Int],
    tabOwners: [TabID: [String]],
    problems: inout [RegistrationProblem]
  ) -> [RegisteredRoute] {
    // The ids a route names, as ids that know their positions (an unregistered one stays a name: a problem).
    func interned(_ tab: TabID) -> TabID { tabIndex[tab].map { TabID(tab, at: $0) } ?? tab }
    func interned(_ route: RouteID) -> RouteID { index[route].map { RouteID(route, at: $0) } ?? route }
    return parsed.enumerated().map { position, entry in
      let id = entry.definition.id
      var ancestors: [RouteID] = []
      switch entry.definition.placement {
      case .tabRoot(let tab):
        if tabOwners[tab] == nil { problems.append(.unknownTab(id, module: entry.module, tab: tab)) }
      case .modal:
        ancestors = presenterChain(of: entry, parsed: parsed, index: index)
      case .push(let tab, let parent):
        if tabOwners[tab] == nil { problems.append(.unknownTab(id, module: entry.module, tab: tab)) }
        let ancestry = ancestry(of: entry, tab: tab, parent: parent, parsed: parsed, index: index)
        if let problem = ancestry.problem { problems.append(problem) } else { ancestors = ancestry.chain }
        if let parentIndex = index[parent], case let needed = parsed[parentIndex].pattern.parameters, !needed.isEmpty {
          let own = Set(entry.pattern.parameters.map(\.name))
          for parameter in needed where !own.contains(parameter.name) {
            problems.append(
              .parentParameterMissing(id, module: entry.module, parent: parent, parameter: parameter.name))
          }
        }
      }
      for target in entry.definition.links where index[target] == nil {
        problems.append(.unknownLink(id, module: entry.module, target: target))
      }
      if let problem = entry.definition.detentProblem {
        problems.append(.invalidDetents(id, module: entry.module, problem: problem))
      }
      let placement: Placement =
        switch entry.definition.placement {
        case .tabRoot(let tab): .tabRoot(interned(tab))
        case .push(let tab, let parent): .push(tab: interned(tab), parent: interned(parent))
        case .modal(let style): .modal(style)
        }
      return RegisteredRoute(
        id: RouteID(id, at: position), placement: placement, definition: entry.definition, module: entry.module,
        pattern: entry.pattern, ancestors: ancestors.map(interned))
    }
  }

  /// A modal whose pattern extends a screen's (`trips/{date:day}/packing` extends `trips/{date:day}`) opens,
  /// from a link, over that screen: its chain is that screen's, from the tab root, with the screen itself
  /// last. The longest such pattern is the presenter; a modal that extends none opens over what is shown.
  private static func presenterChain(of entry: Parsed, parsed: [Parsed], index: [RouteID: Int]) -> [RouteID] {
    let segments = entry.pattern.segments
    var presenter: Parsed?
    for candidate in parsed {
      let prefix = candidate.pattern.segments
      guard candidate.definition.placement.tab != nil, prefix.count < segments.count,
        prefix.count > presenter?.pattern.segments.count ?? 0, segments.starts(with: prefix)
      else { continue }
      presenter = candidate
    }
    guard let presenter else { return [] }
    let id = presenter.definition.id
    switch presenter.definition.placement {
    case .tabRoot: return [id]
    case .push(let tab, let parent):
      let ancestry = ancestry(of: presenter, tab: tab, parent: parent, parsed: parsed, index: index)
      return ancestry.problem == nil ? ancestry.chain + [id] : []
    case .modal: return []
    }
  }

  /// The chain from the tab root down to `parent`, or the first problem on the way up.
  private static func ancestry(
    of entry: Parsed,
    tab: TabID,
    parent: RouteID,
    parsed: [Parsed],
    index: [RouteID: Int]
  ) -> (chain: [RouteID], problem: RegistrationProblem?) {
    let id = entry.definition.id
    var chain: [RouteID] = []
    // Chains are short: a linear look-up until one is not, then a set.
    var seen: Set<RouteID>?
    var current = parent
    while true {
      guard let parentIndex = index[current] else {
        return ([], .unknownParent(id, module: entry.module, parent: current))
      }
      if chain.count == 16 { seen = Set(chain + [id]) }
      let repeated: Bool
      if seen != nil {
        repeated = seen?.insert(current).inserted == false
      } else {
        repeated = current == id || chain.contains(current)
      }
      guard !repeated else { return ([], .parentCycle(id, module: entry.module)) }
      let placement = parsed[parentIndex].definition.placement
      guard placement.tab == tab else { return ([], .parentOutsideTab(id, module: entry.module, parent: current)) }
      chain.append(current)
      guard case .push(_, let next) = placement else { return (chain.reversed(), nil) }
      current = next
    }
  }

  /// Commands each verb once and the floating button's claims; repeated verbs, several claims and a claim of an
  /// unknown route are problems.
  private static func commands(
    of modules: [any RouteModule],
    routeIndex: [RouteID: Int],
    problems: inout [RegistrationProblem]
  ) -> (commands: [FeatureCommand], claims: [(route: RouteID, module: String)]) {
    var commandOwners: [String: [String]] = [:]
    var commands: [FeatureCommand] = []
    var claims: [(route: RouteID, module: String)] = []
    for module in modules {
      for command in module.commands {
        if commandOwners[command.verb] == nil { commands.append(command) }
        commandOwners[command.verb, default: []].append(module.name)
      }
      if let route = module.floatingButtonRoute {
        claims.append((route, module.name))
        if routeIndex[route] == nil { problems.append(.unknownFloatingButtonRoute(route, module: module.name)) }
      }
    }
    for (verb, owners) in commandOwners.sorted(by: { $0.key < $1.key }) where owners.count > 1 {
      problems.append(.duplicateCommand(verb, modules: owners))
    }
    if claims.count > 1 { problems.append(.floatingButtonClaimedTwice(modules: claims.map(\.module))) }
    return (commands, claims)
  }

  /// One root per tab.
  private static func checkRoots(
    _ tabs: [TabDefinition],
    routes: [RegisteredRoute],
    tabOwners: [TabID: [String]],
    problems: inout [RegistrationProblem]
  ) {
    var roots: [TabID: [Int]] = [:]
    for index in routes.indices {
      if case .tabRoot(let tab) = routes[index].placement { roots[tab, default: []].append(index) }
    }
    for tab in tabs {
      let found = roots[tab.id] ?? []
      if found.isEmpty {
        problems.append(.tabWithoutRoot(tab.id, module: tabOwners[tab.id]?.first ?? ""))
      } else if found.count > 1 {
        problems.append(
          .multipleRoots(tab.id, routes: found.map { routes[$0].id }, modules: found.map { routes[$0].module }))
      }
    }
  }

  /// Patterns no precedence rule separates end on the same trie node: every pair of them is a conflict,
  /// reported in entry order (routes, then redirects). Returns the entries ending on each node, for the
  /// shadowing search.
  private static func checkAmbiguity(
    _ routes: [RegisteredRoute],
    redirects: [RegisteredRedirect],
    trie: RouteTrie,
    problems: inout [RegistrationProblem]
  ) -> [Int32: [Int]] {
    var later: [Int32: [Int]] = [:]
    for (index, node) in trie.endNodes.enumerated() where trie.nodes[Int(node)].entry != Int32(index) {
      later[node, default: []].append(index)
    }
    var pairs: [(Int, Int)] = []
    for (node, others) in later {
      let group = (trie.nodes[Int(node)].entry.map { [Int($0)] } ?? []) + others
      for (position, first) in group.enumerated() {
        for second in group[(position + 1)...] { pairs.append((first, second)) }
      }
    }
    for (first, second) in pairs.sorted(by: <) {
      // Entries are in order, so a pair with a redirect has it second.
      guard second >= routes.count else {
        let (route, other) = (routes[first], routes[second])
        problems.append(.conflictingPatterns(route.id, module: route.module, other.id, otherModule: other.module))
        continue
      }
      let redirect = redirects[second - routes.count]
      let (other, otherModule): (PatternOwner, String) =
        first < routes.count
        ? (.route(routes[first].id), routes[first].module)
        : (.redirect(redirects[first - routes.count].pattern.description), redirects[first - routes.count].module)
      problems.append(
        .conflictingRedirect(
          redirect.pattern.description, module: redirect.module, other: other, otherModule: otherModule))
    }
    return later
  }

  /// Each module's redirects whose old pattern parses, whose target is registered, and which supply every
  /// parameter of the target's pattern with its kind; the others are problems.
  private static func redirects(
    of modules: [any RouteModule],
    routes: [RegisteredRoute],
    index: [RouteID: Int],
    problems: inout [RegistrationProblem]
  ) -> [RegisteredRedirect] {
    var registered: [RegisteredRedirect] = []
    for module in modules {
      for redirect in module.redirects {
        func problem(_ fault: RedirectFault) {
          problems.append(.invalidRedirect(redirect.pattern, module: module.name, fault: fault))
        }
        let pattern: RoutePattern
        do {
          pattern = try RoutePattern(redirect.pattern)
        } catch {
          problem(.invalidPattern(error.description))
          continue
        }
        guard let target = index[redirect.route].map({ routes[$0] }) else {
          problem(.unknownTarget(redirect.route))
          continue
        }
        let old = pattern.parameters
        let names = old.map { redirect.parameters[$0.name] ?? $0.name }
        let faults = parameterFaults(of: redirect, old: old, names: names, target: target)
        guard faults.isEmpty else {
          faults.forEach(problem)
          continue
        }
        registered.append(
          RegisteredRedirect(redirect: redirect, module: module.name, pattern: pattern, targetNames: names))
      }
    }
    return registered
  }

  /// What is wrong with how a redirect's old parameters (`old`, named `names` after its renames) supply its
  /// target's: a rename of a name the old pattern lacks, two parameters given one name, a target parameter
  /// none supplies or one supplied as another kind.
  private static func parameterFaults(
    of redirect: LinkRedirect, old: [(name: String, kind: ParameterKind)], names: [String], target: RegisteredRoute
  ) -> [RedirectFault] {
    var faults: [RedirectFault] = []
    for renamed in redirect.parameters.keys.sorted() where !old.contains(where: { $0.name == renamed }) {
      faults.append(.unknownRename(renamed))
    }
    for name in Set(names).sorted() where names.count(where: { $0 == name }) > 1 {
      faults.append(.duplicateName(name))
    }
    for needed in target.pattern.parameters {
      guard let position = names.firstIndex(of: needed.name) else {
        faults.append(.missingParameter(needed.name, route: target.id))
        continue
      }
      if old[position].kind != needed.kind {
        faults.append(.kindMismatch(needed.name, kind: old[position].kind, route: target.id, expected: needed.kind))
      }
    }
    return faults
  }
}
