/// The checks behind `composer validate`: everything that makes a set of modules a bad app, reported as
/// ``CompositionFinding`` values instead of a crash at launch.
///
/// The checks run on the module list, not on a built registry, so a composition the registry rejects still
/// gets every other finding. A route is checked once, under the first module that registers its id.
///
/// ```swift
/// let findings = CompositionCheck.findings(for: AppComposition.modules, today: today)
/// ```
public enum CompositionCheck {
  /// How many user actions may separate any tab root from any route (spec SC-001).
  public static let maximumActions = 2

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

  /// Every finding for `modules`, in a stable order: registration, patterns, titles, reachability, round trips.
  ///
  /// `today` picks the sample day (the day before) for `day` parameters.
  public static func findings(for modules: [any RouteModule], today: Day) -> [CompositionFinding] {
    var findings: [CompositionFinding] = []
    do {
      _ = try RouteRegistry(modules: modules)
    } catch {
      findings += error.problems.map(finding(for:))
    }
    let composition = Composition(modules: modules)
    let samples = SampleParameters(today: today)
    findings += patternFindings(composition)
    findings += titleFindings(composition, samples: samples)
    findings += anyTabFindings(composition)
    findings += unreachableRouteFindings(composition)
    findings += reachabilityFindings(composition)
    findings += roundTripFindings(composition, samples: samples, today: today)
    return findings
  }

  /// `pushesOnAnyTab` means something only on a push route.
  static func anyTabFindings(_ composition: Composition) -> [CompositionFinding] {
    composition.routes.compactMap { route in
      guard route.definition.pushesOnAnyTab, !isPush(route) else { return nil }
      return CompositionFinding(
        severity: .warning, check: "any-tab-placement", modules: [route.module], routes: [route.id],
        message: "route '\(route.id)' declares pushesOnAnyTab but is not a push route",
        fix: "drop pushesOnAnyTab, or place '\(route.id)' with .push(tab:parent:)")
    }
  }

  private static func isPush(_ route: Composition.Route) -> Bool {
    if case .push = route.definition.placement { return true }
    return false
  }

  // MARK: - Patterns

  /// Shadowing (`overlap` .shadows/.shadowedBy) across any two routes; complete shadowing makes a pattern
  /// unreachable. Ambiguity is a registration problem, reported above.
  static func patternFindings(_ composition: Composition) -> [CompositionFinding] {
    var findings: [CompositionFinding] = []
    let routes = composition.routes
    for (index, route) in routes.enumerated() {
      for other in routes[(index + 1)...] {
        let (winner, loser): (Composition.Route, Composition.Route)
        switch route.pattern.overlap(with: other.pattern) {
        case .shadows?: (winner, loser) = (route, other)
        case .shadowedBy?: (winner, loser) = (other, route)
        case .ambiguous?, nil: continue
        }
        if covers(winner.pattern, loser.pattern) {
          findings.append(
            CompositionFinding(
              severity: .error, check: "unreachable-pattern", modules: unique([winner.module, loser.module]),
              routes: [loser.id, winner.id],
              message:
                "\(loser.module) route '\(loser.id)' (\(loser.pattern)) can never match: every path it matches goes "
                + "to \(winner.module) route '\(winner.id)' (\(winner.pattern)) first",
              fix: "give '\(loser.id)' a pattern with a literal segment of its own"))
        } else {
          findings.append(
            CompositionFinding(
              severity: .warning, check: "shadowed-pattern", modules: unique([winner.module, loser.module]),
              routes: [winner.id, loser.id],
              message:
                "\(winner.module) route '\(winner.id)' (\(winner.pattern)) takes some paths that \(loser.module) "
                + "route '\(loser.id)' (\(loser.pattern)) also matches",
              fix: "make the patterns disjoint, e.g. a distinct literal segment, so no value of '\(loser.id)' is lost"))
        }
      }
    }
    return findings
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
    guard let literal = try? RoutePattern(text), let parameter = try? RoutePattern("{x:\(kind.rawValue)}") else {
      return false
    }
    return literal.overlap(with: parameter) != nil
  }

  // MARK: - Titles

  static func titleFindings(_ composition: Composition, samples: SampleParameters) -> [CompositionFinding] {
    composition.routes.flatMap { route -> [CompositionFinding] in
      let parameters = samples.parameters(for: route.pattern)
      var findings: [CompositionFinding] = []
      if route.definition.title(parameters).allSatisfy(\.isWhitespace) {
        findings.append(
          CompositionFinding(
            severity: .error, check: "missing-title", modules: [route.module], routes: [route.id],
            message: "route '\(route.id)' has an empty title (for parameters \(parameters))",
            fix: "give '\(route.id)' a title: back labels and announcements use it"))
      }
      if route.definition.accessibilityLabel(parameters).allSatisfy(\.isWhitespace) {
        findings.append(
          CompositionFinding(
            severity: .error, check: "missing-accessibility-label", modules: [route.module], routes: [route.id],
            message: "route '\(route.id)' has an empty accessibility label (for parameters \(parameters))",
            fix: "give '\(route.id)' an accessibility label, or leave it out to use the title"))
      }
      return findings
    }
  }

  // MARK: - Reachability

  /// Routes nothing can open: no incoming link edge, not a tab root, not the floating button's, no link exposure.
  static func unreachableRouteFindings(_ composition: Composition) -> [CompositionFinding] {
    let targets = Set(composition.routes.flatMap(\.definition.links))
    return composition.routes.compactMap { route in
      if case .tabRoot = route.definition.placement { return nil }
      guard !targets.contains(route.id), !composition.floatingButtonRoutes.contains(route.id),
        route.definition.exposure.isEmpty
      else { return nil }
      return CompositionFinding(
        severity: .error, check: "unreachable-route", modules: [route.module], routes: [route.id],
        message: "route '\(route.id)' is internal-only and no screen links to it",
        fix: "list '\(route.id)' in the `links` of the screen that opens it, or expose it to links")
    }
  }

  /// SC-001: from every tab root, every route within ``maximumActions`` actions.
  static func reachabilityFindings(_ composition: Composition) -> [CompositionFinding] {
    let graph = ActionGraph(composition)
    guard !graph.roots.isEmpty else { return [] }
    var missedFrom: [RouteID: [RouteID]] = [:]
    for root in graph.roots {
      let reached = graph.reachable(from: root, within: maximumActions)
      for route in composition.routes where !reached.contains(route.id) {
        missedFrom[route.id, default: []].append(root)
      }
    }
    return composition.routes.compactMap { route in
      guard let roots = missedFrom[route.id] else { return nil }
      return CompositionFinding(
        severity: .error, check: "reachability", modules: [route.module], routes: [route.id],
        message:
          "route '\(route.id)' takes more than \(maximumActions) actions from "
          + roots.map { "'\($0)'" }.joined(separator: ", "),
        fix: "link to '\(route.id)' from a tab root (its `links`), or from a screen one action away")
    }
  }

  // MARK: - Round trips

  /// Each pattern prints a canonical path for sample parameters that parses back to the same parameters.
  static func roundTripFindings(
    _ composition: Composition,
    samples: SampleParameters,
    today: Day
  ) -> [CompositionFinding] {
    composition.routes.compactMap { route -> CompositionFinding? in
      let parameters = samples.parameters(for: route.pattern)
      let problem: String
      do throws(RoutePatternError) {
        let path = try route.pattern.path(for: parameters)
        let resolver = DeepLinkResolver(entries: [.init(route: route.id, pattern: route.pattern, exposure: .links)])
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

  static func finding(for problem: RegistrationProblem) -> CompositionFinding {
    let (check, routes, fix): (String, [RouteID], String) =
      switch problem {
      case .noTabs:
        ("registration", [], "register a tab (with its root route) in some module")
      case .duplicateTab(let tab, _):
        ("duplicate-tab", [], "let one module own tab '\(tab)'")
      case .duplicateRoute(let route, _):
        ("duplicate-route", [route], "rename one of the routes: ids are `<module>.<screen>`")
      case .invalidPattern(let route, _, _):
        ("invalid-pattern", [route], "fix the pattern text of '\(route)'")
      case .conflictingPatterns(let route, _, let other, _):
        ("ambiguous-patterns", [route, other], "add a distinct literal segment to one of the two patterns")
      case .unknownTab(let route, _, let tab):
        ("registration", [route], "place '\(route)' in a registered tab, or register tab '\(tab)'")
      case .unknownParent(let route, _, _), .parentOutsideTab(let route, _, _), .parentCycle(let route, _):
        ("parent-chain", [route], "give '\(route)' a parent chain of its own tab that ends at the tab's root")
      case .parentParameterMissing(let route, _, let parent, _):
        ("parent-chain", [route, parent], "add the parent's parameters to the pattern of '\(route)'")
      case .tabWithoutRoot(let tab, _):
        ("tab-without-root", [], "place one route as `.tabRoot(\"\(tab)\")`")
      case .multipleRoots(_, let routes, _):
        ("tab-without-root", routes, "keep one root and push the others under it")
      case .duplicateCommand(let verb, _):
        ("duplicate-command", [], "rename one of the '\(verb)' commands")
      case .floatingButtonClaimedTwice:
        ("floating-button", [], "let one module own the floating button")
      case .unknownFloatingButtonRoute(let route, _):
        ("floating-button", [route], "register '\(route)' or point the floating button at a registered route")
      case .unknownLink(let route, _, let target):
        ("unknown-link", [route, target], "remove '\(target)' from the links of '\(route)' or register it")
      }
    return CompositionFinding(
      severity: .error, check: check, modules: problem.modules, routes: routes, message: problem.description,
      fix: fix)
  }

  private static func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
