@_spi(Benchmarks) @_spi(Fuzzing) public import NavigationCore

/// The checks behind `composer validate`: everything that makes a set of modules a bad app, reported as
/// ``CompositionFinding`` values instead of a crash at launch.
///
/// The checks read the one route table the registry is built from, so a composition the registry rejects
/// still gets every other finding. A route is checked once, under the first module that registers its id.
/// Every check is one pass over the routes or one search of the table's indexes: validating 10,000 routes
/// takes about as long per route as validating ten.
///
/// ```swift
/// let findings = CompositionCheck.findings(for: AppComposition.app, modules: AppComposition.modules, today: today)
/// ```
public enum CompositionCheck {
  /// How many user actions may separate any tab root from any route when no app states its own limit
  /// (`NavigationRules.Reachability`): the library's default.
  public static let maximumActions = NavigationRules.Reachability().maximumActions

  /// The checks whose findings depend on one module's own routes only: what a feature's own tests can assert
  /// without the rest of the app.
  public static let moduleLocalChecks: Set<String> = [
    "invalid-pattern", "duplicate-route", "ambiguous-patterns", "shadowed-pattern", "unreachable-pattern",
    "missing-title", "missing-accessibility-label", "round-trip",
  ]

  /// The findings one module can answer for alone (``moduleLocalChecks``): what a feature's own test target
  /// asserts is empty, without the rest of the app.
  public static func localFindings(for module: any RouteModule, today: Day) -> [CompositionFinding] {
    findings(for: [module], today: today).filter { moduleLocalChecks.contains($0.check) }
  }

  /// Every finding for `modules` in `app`: the app definition's own (`app-definition`), then those of
  /// ``findings(for:today:maximumActions:)`` under the app's rules: its reachability limit, and a route beyond
  /// it is a finding only when the app says so (else it is one of ``notes(for:modules:)``).
  public static func findings(
    for app: AppDefinition,
    modules: [any RouteModule],
    today: Day
  ) -> [CompositionFinding] {
    let reachability = app.rules.reachability
    let findings = findings(for: modules, today: today, maximumActions: reachability.maximumActions)
    return appDefinitionFindings(app, modules: modules)
      + (reachability.beyond == .error ? findings : findings.filter { $0.check != "reachability" })
  }

  /// ``notes(for:)``, then, when `app`'s rules make a route beyond the reachability limit a note, one for each
  /// such route.
  public static func notes(for app: AppDefinition, modules: [any RouteModule]) -> [String] {
    let reachability = app.rules.reachability
    guard reachability.beyond == .note else { return notes(for: modules) }
    let table = RouteTable(modules: modules)
    return notes(for: modules) + reachabilityFindings(table, maximumActions: reachability.maximumActions).map(\.message)
  }

  /// Every finding for `modules`, in a stable order: registration, patterns, titles, reachability (a route more
  /// than `maximumActions` from a tab root is an error here: no app's rules say otherwise), round trips.
  ///
  /// `today` picks the sample day (the day before) for `day` parameters.
  public static func findings(
    for modules: [any RouteModule], today: Day, maximumActions: Int = maximumActions
  ) -> [CompositionFinding] {
    let table = RouteTable(modules: modules)
    let samples = SampleParameters(today: today)
    var findings: [CompositionFinding] = []
    if !table.problems.isEmpty {
      let suggestions = NearMisses(table)
      findings = table.problems.map { finding(for: $0, suggestions: suggestions) }
    }
    findings += patternFindings(table)
    findings += titleFindings(table, samples: samples)
    findings += anyTabFindings(table)
    findings += unreachableRouteFindings(table)
    findings += reachabilityFindings(table, maximumActions: maximumActions)
    findings += roundTripFindings(table, samples: samples, today: today)
    return findings
  }

  /// The most tabs a `TabView` shows on iPhone: from the sixth on, it shows four and moves the rest under
  /// "More", where per-tab navigation stacks are known to misbehave.
  public static let iPhoneTabLimit = 5

  /// Facts about `modules` that are not findings, as `composer validate` prints them after `note: `, in a
  /// stable order: first a composition of more than ``iPhoneTabLimit`` tabs (any team can add a tab); then
  /// for each main screen (every tab root in tab order, then the floating button's screen), the largest
  /// number of actions needed to reach it from any screen, counting Back and dismissal as actions (spec
  /// SC-001 seen from everywhere; with the tab bar hidden on detail screens, FR-004, this is more than
  /// ``maximumActions``). One backward search per main screen.
  public static func notes(for modules: [any RouteModule]) -> [String] {
    let tabs = tabsNote(modules.flatMap(\.tabs)).map { [$0] } ?? []
    return tabs + reachabilityNotes(for: modules)
  }

  /// More than ``iPhoneTabLimit`` tabs: which ones go under "More" on iPhone (in tab order).
  static func tabsNote(_ tabs: [TabDefinition]) -> String? {
    guard tabs.count > iPhoneTabLimit else { return nil }
    let ordered = tabs.sorted { ($0.order, $0.id.rawValue) < ($1.order, $1.id.rawValue) }
    let moved = ordered.dropFirst(iPhoneTabLimit - 1).map(\.id.rawValue)
    return """
      \(tabs.count) tabs: on iPhone, TabView shows \(iPhoneTabLimit - 1) and moves \(moved.joined(separator: ", ")) \
      under More, where per-tab navigation stacks are known to misbehave; keep \(iPhoneTabLimit) or fewer
      """
  }

  /// For each main screen, the most actions it takes to reach it from any screen.
  static func reachabilityNotes(for modules: [any RouteModule]) -> [String] {
    let table = RouteTable(modules: modules)
    let graph = ActionGraph(table)
    var mains = graph.roots
    if let floatingButton = graph.floatingButton, !mains.contains(floatingButton) { mains.append(floatingButton) }
    return mains.map { main in
      let worst = graph.worstCase(reaching: main)
      let route = table.routes[main]
      let what = main == graph.floatingButton ? "the floating button's screen" : "tab root"
      var note =
        "reaching '\(route.id)' (\(what)) takes at most \(worst.actions) action\(worst.actions == 1 ? "" : "s") from any screen"
      if worst.from != main { note += " (from '\(table.routes[worst.from].id)')" }
      if worst.unreachable > 0 {
        note += "; \(worst.unreachable) screen\(worst.unreachable == 1 ? "" : "s") cannot reach it"
      }
      return note
    }
  }

  /// `pushesOnAnyTab` means something only on a push route.
  static func anyTabFindings(_ table: RouteTable) -> [CompositionFinding] {
    table.routes.compactMap { route in
      guard route.definition.pushesOnAnyTab, !route.placement.isPush else { return nil }
      return CompositionFinding(
        severity: .warning, check: "any-tab-placement", modules: [route.module], routes: [route.id],
        message: "route '\(route.id)' declares pushesOnAnyTab but is not a push route",
        fix: "drop pushesOnAnyTab, or place '\(route.id)' with .push(tab:parent:)")
    }
  }

  // MARK: - App definition

  /// Link schemes and hosts the resolver and the exported files can use, and a floating button for a module
  /// that claims one.
  static func appDefinitionFindings(_ app: AppDefinition, modules: [any RouteModule]) -> [CompositionFinding] {
    var problems: [String] = []
    for scheme in app.linkSchemes {
      let bytes = Array(scheme.utf8)
      let valid =
        !bytes.isEmpty && bytes.indices.allSatisfy { LinkSyntax.isSchemeCharacter(bytes[$0], first: $0 == 0) }
      if !valid { problems.append("'\(scheme)' is not a URL scheme (a letter, then letters, digits, +, - or .)") }
      if scheme == "https" || scheme == "http" {
        problems.append("'\(scheme)' cannot be a custom scheme: https links are universal links")
      }
    }
    for host in app.universalLinkHosts {
      let valid =
        !host.isEmpty && !host.hasPrefix(".") && !host.hasSuffix(".")
        && host.utf8.allSatisfy {
          ParameterSyntax.isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
      if !valid { problems.append("'\(host)' is not a host name (letters, digits, - and ., no port)") }
    }
    for (kind, names) in [("scheme", app.linkSchemes), ("host", app.universalLinkHosts)] {
      var seen: Set<String> = []
      for name in names where !seen.insert(name).inserted { problems.append("\(kind) '\(name)' is listed twice") }
    }
    if let button = app.floatingButton, button.label.english.allSatisfy(\.isWhitespace) {
      problems.append("the floating button has an empty accessibility label")
    }
    let tabs = modules.flatMap(\.tabs).map(\.id)
    if let problem = app.shapeProblem(tabs: tabs) { problems.append(problem.message) }
    if app.floatingButton == nil, let claim = modules.first(where: { $0.floatingButtonRoute != nil }) {
      problems.append(
        "module \(claim.name) claims the floating button for '\(claim.floatingButtonRoute?.rawValue ?? "")', but the "
          + "app defines none (`floatingButton:`), so no button opens it")
    }
    return problems.map { problem in
      CompositionFinding(
        severity: .error, check: "app-definition", modules: [], routes: [],
        message: "app \(app.name): \(problem)", fix: "correct the app definition in the app's composition")
    }
  }

  // MARK: - Patterns

  /// Shadowing (`overlap` .shadows/.shadowedBy) between any two routes, found through the trie; complete
  /// shadowing makes a pattern unreachable. Ambiguity is a registration problem, reported above.
  static func patternFindings(_ table: RouteTable) -> [CompositionFinding] {
    table.shadowingPairs().map { pair in
      let (first, second) = (table.routes[pair.first], table.routes[pair.second])
      let (winner, loser) = pair.overlap == .shadows ? (first, second) : (second, first)
      let modules = unique([winner.module, loser.module])
      /// Names a route, with its module when the finding involves two.
      func name(_ route: RegisteredRoute) -> String {
        modules.count > 1 ? "\(route.module) route '\(route.id)'" : "route '\(route.id)'"
      }
      if covers(winner.pattern, loser.pattern) {
        return CompositionFinding(
          severity: .error, check: "unreachable-pattern", modules: modules, routes: [loser.id, winner.id],
          message:
            "\(name(loser)) (\(loser.pattern)) can never match: every path it matches goes to \(name(winner)) "
            + "(\(winner.pattern)) first",
          fix: "give '\(loser.id)' a pattern with a literal segment of its own")
      }
      return CompositionFinding(
        severity: .warning, check: "shadowed-pattern", modules: modules, routes: [winner.id, loser.id],
        message:
          "\(name(winner)) (\(winner.pattern)) takes some paths that \(name(loser)) (\(loser.pattern)) also matches",
        fix: "make the patterns disjoint, e.g. a distinct literal segment, so no value of '\(loser.id)' is lost")
    }
  }

  /// Whether every path `loser` matches is also matched by `winner`, segment by segment.
  static func covers(_ winner: RoutePattern, _ loser: RoutePattern) -> Bool {
    guard winner.segments.count == loser.segments.count else { return false }
    return zip(winner.segments, loser.segments).allSatisfy { mine, theirs in
      switch (mine, theirs) {
      case (.wildcard, _), (.parameter(_, .string), _): true
      case (.literal(let left), .literal(let right)): left == right
      case (.parameter(_, let kind), .parameter(_, let other)): kind == other
      case (.parameter(_, let kind), .literal(let text)): literal(text, hasShapeOf: kind)
      default: false
      }
    }
  }

  /// Whether a typed parameter of `kind` matches the literal `text` (`2024-01-01` for `day`).
  private static func literal(_ text: String, hasShapeOf kind: ParameterKind) -> Bool {
    var text = text
    return text.withUTF8(ParameterSyntax.typedKind) == kind
  }

  // MARK: - Titles

  static func titleFindings(_ table: RouteTable, samples: SampleParameters) -> [CompositionFinding] {
    table.routes.flatMap { route -> [CompositionFinding] in
      let parameters = samples.parameters(for: route.pattern)
      let sample = parameters.isEmpty ? "" : " (for parameters \(parameters))"
      // A text the route must have (`name`), found empty: the finding `check`, with how to give it one.
      func missing(_ text: String, _ check: String, _ name: String, fix: String) -> CompositionFinding? {
        guard text.allSatisfy(\.isWhitespace) else { return nil }
        return CompositionFinding(
          severity: .error, check: check, modules: [route.module], routes: [route.id],
          message: "route '\(route.id)' has an empty \(name)\(sample)", fix: "give '\(route.id)' \(fix)")
      }
      return [
        missing(
          route.definition.title(parameters), "missing-title", "title",
          fix: "a title: back labels and announcements use it"),
        missing(
          route.definition.accessibilityLabel(parameters), "missing-accessibility-label", "accessibility label",
          fix: "an accessibility label, or leave it out to use the title"),
      ].compactMap { $0 }
    }
  }

  // MARK: - Reachability

  /// Routes nothing can open: no incoming link edge, not a tab root, not the floating button's, no link exposure.
  static func unreachableRouteFindings(_ table: RouteTable) -> [CompositionFinding] {
    let targets = Set(table.routes.flatMap(\.definition.links))
    let floatingButtonRoutes = Set(table.floatingButtonClaims)
    return table.routes.compactMap { route in
      if case .tabRoot = route.placement { return nil }
      guard !targets.contains(route.id), !floatingButtonRoutes.contains(route.id), route.definition.exposure.isEmpty
      else { return nil }
      return CompositionFinding(
        severity: .error, check: "unreachable-route", modules: [route.module], routes: [route.id],
        message: "route '\(route.id)' is internal-only and no screen links to it",
        fix: "list '\(route.id)' in the `links` of a screen of \(route.module) that opens it, or expose it to links")
    }
  }

  /// From every tab root, every route within `maximumActions` actions. The finding counts the actions on the
  /// shortest path from the first root that misses and shows that path.
  static func reachabilityFindings(_ table: RouteTable, maximumActions: Int) -> [CompositionFinding] {
    let graph = ActionGraph(table)
    var searches: [Int: (distance: [Int], previous: [Int])] = [:]
    return graph.routes(beyond: maximumActions).map { missed in
      let route = table.routes[missed.route]
      let first = missed.roots[0]
      if searches[first] == nil { searches[first] = graph.search(from: [first]) }
      let search = searches[first] ?? ([], [])
      let root = table.routes[first].id
      var message: String
      if search.distance[missed.route] < 0 {
        message = "route '\(route.id)' cannot be reached from '\(root)' at all"
      } else {
        var path = [missed.route]
        while let last = path.last, search.previous[last] >= 0 { path.append(search.previous[last]) }
        let steps = path.reversed().map { table.routes[$0].id.rawValue }.joined(separator: " → ")
        message =
          "route '\(route.id)' takes \(search.distance[missed.route]) actions from '\(root)' (\(steps)); "
          + "at most \(maximumActions) are allowed"
      }
      let others = missed.roots.dropFirst().map { "'\(table.routes[$0].id)'" }
      if !others.isEmpty {
        let shown = others.prefix(5).joined(separator: ", ")
        let more = others.count > 5 ? " and \(others.count - 5) more tab roots" : ""
        message += "; also more than \(maximumActions) from \(shown)\(more)"
      }
      return CompositionFinding(
        severity: .error, check: "reachability", modules: [route.module], routes: [route.id], message: message,
        fix: reachabilityFix(for: route, table: table))
    }
  }

  /// What the route's own module can change: link the route from its own tab root (or its floating-button
  /// screen), else from one of its screens that a tab root links to.
  private static func reachabilityFix(for route: RegisteredRoute, table: RouteTable) -> String {
    let own = table.roots.compactMap(table.route).first { $0.module == route.module }
    if let own {
      return "add '\(route.id)' to the `links` of '\(own.id)', \(route.module)'s tab root"
    }
    if let button = table.floatingButtonRoute.flatMap(table.route), button.module == route.module {
      return "add '\(route.id)' to the `links` of '\(button.id)', the floating button's screen in \(route.module)"
    }
    return
      "add '\(route.id)' to the `links` of a screen of \(route.module) that a tab root links to, or give "
      + "\(route.module) a tab whose root links to it"
  }

  // MARK: - Round trips

  /// Each pattern prints a canonical path for sample parameters that parses back to the same parameters.
  static func roundTripFindings(
    _ table: RouteTable,
    samples: SampleParameters,
    today: Day
  ) -> [CompositionFinding] {
    table.routes.compactMap { route -> CompositionFinding? in
      let parameters = samples.parameters(for: route.pattern)
      let problem: String
      do throws(RoutePatternError) {
        let path = try route.pattern.path(for: parameters)
        // The round trip is the pattern's: the app's day rule is the engine's, judged when a link is opened.
        let resolver = DeepLinkResolver(
          entries: [.init(route: route.id, pattern: route.pattern, exposure: .links)], days: .any, earliestDay: nil)
        switch resolver.resolve(path: path, today: today) {
        case .success(let match) where match.route == route.id && match.parameters == parameters:
          return nil
        case .success(let match):
          problem = "'/\(path)' parses back as \(match), not \(parameters)"
        case .failure(let error):
          problem = "'/\(path)' does not parse back: \(error.description)"
        }
      } catch {
        problem = "no canonical path for \(parameters): \(error.description)"
      }
      return CompositionFinding(
        severity: .error, check: "round-trip", modules: [route.module], routes: [route.id],
        message: "route '\(route.id)' (\(route.pattern)): \(problem)",
        fix: "change the pattern of '\(route.id)' so that printing and parsing agree")
    }
  }

  // MARK: - Registration problems

  /// The route id convention, as the scaffold (`Tools/new-feature`) writes ids.
  static let idConvention =
    "route ids are `<feature>.<screen>` in lowerCamelCase, as the scaffold writes them (`mealPlans.root`)"

  static func finding(for problem: RegistrationProblem, suggestions: NearMisses) -> CompositionFinding {
    CompositionFinding(
      severity: .error, check: check(reporting: problem), modules: problem.modules, routes: routes(named: problem),
      message: problem.message, fix: fix(for: problem, suggestions: suggestions))
  }

  /// The check a registration problem is reported under: problems a reader fixes the same way share one.
  private static func check(reporting problem: RegistrationProblem) -> String {
    switch problem {
    case .noTabs, .singleStackTabs, .unknownTab: "registration"
    case .duplicateTab: "duplicate-tab"
    case .duplicateTabOrder: "tab-order"
    case .duplicateRoute: "duplicate-route"
    case .invalidPattern: "invalid-pattern"
    case .conflictingPatterns, .conflictingRedirect: "ambiguous-patterns"
    case .unknownParent, .parentOutsideTab, .parentCycle, .parentParameterMissing: "parent-chain"
    case .tabWithoutRoot, .multipleRoots: "tab-without-root"
    case .duplicateCommand: "duplicate-command"
    case .floatingButtonClaimedTwice, .unknownFloatingButtonRoute: "floating-button"
    case .unknownLink: "unknown-link"
    case .invalidRedirect: "redirect"
    case .invalidRouteValue: "route-value"
    case .invalidDetents: "sheet-detents"
    }
  }

  /// The routes a registration problem names, the route at fault first.
  private static func routes(named problem: RegistrationProblem) -> [RouteID] {
    switch problem {
    case .duplicateRoute(let route, _), .invalidPattern(let route, _, _), .unknownTab(let route, _, _),
      .unknownParent(let route, _, _), .parentOutsideTab(let route, _, _), .parentCycle(let route, _),
      .unknownFloatingButtonRoute(let route, _), .invalidRouteValue(let route, _, _, _, _),
      .invalidDetents(let route, _, _):
      [route]
    case .conflictingPatterns(let route, _, let other, _): [route, other]
    case .parentParameterMissing(let route, _, let parent, _): [route, parent]
    case .unknownLink(let route, _, let target): [route, target]
    case .multipleRoots(_, let routes, _): routes
    case .noTabs, .singleStackTabs, .duplicateTab, .duplicateTabOrder, .tabWithoutRoot, .duplicateCommand,
      .floatingButtonClaimedTwice, .invalidRedirect, .conflictingRedirect:
      []
    }
  }

  /// What the module that registered the problem changes, with the near miss it probably meant where there is one.
  private static func fix(for problem: RegistrationProblem, suggestions: NearMisses) -> String {
    let chainFix = { (route: RouteID) in "give '\(route)' a parent chain of its own tab that ends at the tab's root" }
    return switch problem {
    case .noTabs: "register a tab (with its root route) in some module"
    case .singleStackTabs: "register exactly one tab, or give the app the `.tabs` shape"
    case .duplicateTab(let tab, _): "let one module own tab '\(tab)'"
    case .duplicateTabOrder(let order, let tabs, _):
      "give all but one of \(tabs.map { "'\($0)'" }.joined(separator: ", ")) an order no other tab has "
        + "(order \(order) is taken; \(suggestions.freeTabOrder) is free)"
    case .duplicateRoute: "rename one of the routes: \(idConvention)"
    case .invalidPattern(let route, _, _): "fix the pattern text of '\(route)'"
    case .conflictingPatterns: "add a distinct literal segment to one of the two patterns"
    case .unknownTab(let route, _, let tab):
      suggestions.didYouMean(tab: tab) + "place '\(route)' in a registered tab, or register tab '\(tab)'"
    case .unknownParent(let route, _, let parent): suggestions.didYouMean(route: parent) + chainFix(route)
    case .parentOutsideTab(let route, _, _), .parentCycle(let route, _): chainFix(route)
    case .parentParameterMissing(let route, _, _, _): "add the parent's parameters to the pattern of '\(route)'"
    case .tabWithoutRoot(let tab, _): "place one route as `.tabRoot(\"\(tab)\")`"
    case .multipleRoots: "keep one root and push the others under it"
    case .duplicateCommand(let verb, _): "rename one of the '\(verb)' commands"
    case .floatingButtonClaimedTwice: "let one module own the floating button"
    case .unknownFloatingButtonRoute(let route, _):
      suggestions.didYouMean(route: route) + "register '\(route)' or point the floating button at a registered route"
    case .unknownLink(let route, _, let target):
      suggestions.didYouMean(route: target) + "remove '\(target)' from the links of '\(route)' or register it"
    case .invalidRedirect(let pattern, _, _):
      "fix the redirect from '\(pattern)': a pattern that parses, a registered target, "
        + "and every parameter of the target's pattern supplied with its kind (rename with `parameters:`)"
    case .conflictingRedirect(let pattern, _, _, _): "drop the redirect from '\(pattern)' or make its literals differ"
    case .invalidRouteValue(_, _, let type, let field, _):
      "make \(type)'s property '\(field)' match the pattern's parameter of that name and kind "
        + "(a query item: optional, and listed in queryKeys)"
    case .invalidDetents(let route, _, .notASheet):
      "remove the detents of '\(route)', or present it as `.modal(.sheet)`"
    case .invalidDetents(let route, _, _):
      "give '\(route)' distinct detents: .medium, .large, a fraction in (0, 1] or a height above 0"
    }
  }

  private static func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
