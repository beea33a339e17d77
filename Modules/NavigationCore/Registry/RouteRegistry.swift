/// The assembled app: every module's tabs, routes, guards and commands, checked together, with the one
/// deep-link resolver built from all patterns.
///
/// Built once at launch from the app's list of modules; immutable afterwards.
public struct RouteRegistry: Sendable {
  /// Tabs in display order; the first is the default tab.
  public let tabs: [TabDefinition]
  /// Routes in registration order.
  public let routes: [RegisteredRoute]
  public let guards: [any NavigationGuard]
  public let commands: [FeatureCommand]
  public let floatingButtonRoute: RouteID?
  /// The modules, in composition order, by name.
  public let moduleNames: [String]
  package let resolver: DeepLinkResolver
  private let routeIndex: [RouteID: Int]
  private let rootIndex: [TabID: Int]

  /// Checks the modules together and builds the registry, or reports every problem found.
  public init(modules: [any RouteModule]) throws(RegistrationError) {
    var problems: [RegistrationProblem] = []
    moduleNames = modules.map(\.name)

    var tabOwners: [TabID: [String]] = [:]
    var tabs: [TabDefinition] = []
    for module in modules {
      for tab in module.tabs {
        if tabOwners[tab.id] == nil { tabs.append(tab) }
        tabOwners[tab.id, default: []].append(module.name)
      }
    }
    for tab in tabs where tabOwners[tab.id]!.count > 1 {
      problems.append(.duplicateTab(tab.id, modules: tabOwners[tab.id]!))
    }
    if tabs.isEmpty { problems.append(.noTabs) }
    self.tabs = tabs.sorted { ($0.order, $0.id) < ($1.order, $1.id) }

    // Routes: ids and patterns.
    var owners: [RouteID: [String]] = [:]
    var parsed: [(definition: RouteDefinition, module: String, pattern: RoutePattern)] = []
    for module in modules {
      for definition in module.routes {
        owners[definition.id, default: []].append(module.name)
        if owners[definition.id]!.count > 1 { continue }
        do {
          parsed.append((definition, module.name, try RoutePattern(definition.pattern)))
        } catch {
          problems.append(.invalidPattern(definition.id, module: module.name, message: error.description))
        }
      }
    }
    for (id, modules) in owners.sorted(by: { $0.key < $1.key }) where modules.count > 1 {
      problems.append(.duplicateRoute(id, modules: modules))
    }
    let byID = Dictionary(parsed.map { ($0.definition.id, $0) }, uniquingKeysWith: { first, _ in first })

    // Placement: tabs, parents, parameters.
    var registered: [RegisteredRoute] = []
    for entry in parsed {
      let id = entry.definition.id
      var ancestors: [RouteID] = []
      switch entry.definition.placement {
      case .tabRoot(let tab):
        if tabOwners[tab] == nil { problems.append(.unknownTab(id, module: entry.module, tab: tab)) }
      case .modal:
        break
      case .push(let tab, let parent):
        if tabOwners[tab] == nil { problems.append(.unknownTab(id, module: entry.module, tab: tab)) }
        var current = parent
        var seen: Set<RouteID> = [id]
        walk: while true {
          guard let parentEntry = byID[current] else {
            problems.append(.unknownParent(id, module: entry.module, parent: current))
            break walk
          }
          guard seen.insert(current).inserted else {
            problems.append(.parentCycle(id, module: entry.module))
            break walk
          }
          guard parentEntry.definition.placement.tab == tab else {
            problems.append(.parentOutsideTab(id, module: entry.module, parent: current))
            break walk
          }
          ancestors.insert(current, at: 0)
          switch parentEntry.definition.placement {
          case .push(_, let next): current = next
          default: break walk
          }
        }
        let own = Set(entry.pattern.parameters.map(\.name))
        if let parentEntry = byID[parent] {
          for parameter in parentEntry.pattern.parameters where !own.contains(parameter.name) {
            problems.append(
              .parentParameterMissing(id, module: entry.module, parent: parent, parameter: parameter.name))
          }
        }
      }
      for target in entry.definition.links where byID[target] == nil {
        problems.append(.unknownLink(id, module: entry.module, target: target))
      }
      registered.append(
        RegisteredRoute(
          definition: entry.definition, module: entry.module, pattern: entry.pattern, ancestors: ancestors))
    }

    // One root per tab.
    var roots: [TabID: [RegisteredRoute]] = [:]
    for route in registered {
      if case .tabRoot(let tab) = route.placement { roots[tab, default: []].append(route) }
    }
    for tab in self.tabs {
      let found = roots[tab.id] ?? []
      if found.isEmpty {
        problems.append(.tabWithoutRoot(tab.id, module: tabOwners[tab.id]?.first ?? "?"))
      } else if found.count > 1 {
        problems.append(.multipleRoots(tab.id, routes: found.map(\.id), modules: found.map(\.module)))
      }
    }

    // Patterns that no precedence rule can separate.
    for (index, route) in registered.enumerated() {
      for other in registered[(index + 1)...] where route.pattern.overlap(with: other.pattern) == .ambiguous {
        problems.append(.conflictingPatterns(route.id, module: route.module, other.id, otherModule: other.module))
      }
    }

    // Commands and the floating button.
    var commandOwners: [String: [String]] = [:]
    var commands: [FeatureCommand] = []
    var floating: [(RouteID, String)] = []
    for module in modules {
      for command in module.commands {
        if commandOwners[command.verb] == nil { commands.append(command) }
        commandOwners[command.verb, default: []].append(module.name)
      }
      if let route = module.floatingButtonRoute {
        floating.append((route, module.name))
        if byID[route] == nil { problems.append(.unknownFloatingButtonRoute(route, module: module.name)) }
      }
    }
    for (verb, modules) in commandOwners.sorted(by: { $0.key < $1.key }) where modules.count > 1 {
      problems.append(.duplicateCommand(verb, modules: modules))
    }
    if floating.count > 1 { problems.append(.floatingButtonClaimedTwice(modules: floating.map(\.1))) }

    guard problems.isEmpty else { throw RegistrationError(problems: problems) }

    self.routes = registered
    self.guards = modules.flatMap(\.guards)
    self.commands = commands
    self.floatingButtonRoute = floating.first?.0
    self.routeIndex = Dictionary(uniqueKeysWithValues: registered.enumerated().map { ($1.id, $0) })
    self.rootIndex = Dictionary(
      uniqueKeysWithValues: registered.enumerated().compactMap { index, route in
        if case .tabRoot(let tab) = route.placement { return (tab, index) }
        return nil
      })
    self.resolver = DeepLinkResolver(
      entries: registered.map {
        DeepLinkResolver.Entry(
          route: $0.id, pattern: $0.pattern, exposure: $0.definition.exposure, queryKeys: $0.definition.queryKeys)
      })
  }

  /// The default tab: the app opens here and a failed link lands here.
  public var defaultTab: TabID { tabs[0].id }

  public func route(_ id: RouteID) -> RegisteredRoute? {
    routeIndex[id].map { routes[$0] }
  }

  /// The root route of a registered tab.
  public func rootRoute(of tab: TabID) -> RegisteredRoute? {
    rootIndex[tab].map { routes[$0] }
  }

  public func tab(_ id: TabID) -> TabDefinition? {
    tabs.first { $0.id == id }
  }

  public func command(_ verb: String) -> FeatureCommand? {
    commands.first { $0.verb == verb }
  }

  /// The screen for a route and parameters, with its canonical path printed by the route's pattern.
  public func screen(
    _ route: RouteID,
    parameters: RouteParameters = RouteParameters(),
    payload: [String: String] = [:]
  ) throws(NavigationError) -> Screen {
    guard let registered = self.route(route) else { throw .unknownRoute(route) }
    // Keep only the parameters the pattern names, so a parent built from a child's parameters is canonical.
    let own = RouteParameters(
      registered.pattern.parameters.compactMap { parameter in
        parameters[parameter.name].map { (name: parameter.name, value: $0) }
      })
    do {
      let path = try registered.pattern.path(for: own)
      return Screen(route: route, parameters: own, path: "/" + path, payload: payload)
    } catch {
      throw .invalidParameters(route, message: error.description)
    }
  }

  /// The root screen of a tab.
  public func rootScreen(of tab: TabID) -> Screen? {
    guard let root = rootRoute(of: tab) else { return nil }
    return try? screen(root.id)
  }

  /// Resolves a link from outside the app (`demeter://…`, `https://demeter.app/…`) to a route.
  public func resolve(link: String, today: Day) -> Result<RouteMatch, DeepLinkError> {
    resolver.resolve(link, today: today)
  }

  /// Resolves an in-app path (`/history/2024-11-18`) to a route; exposure does not apply.
  public func resolve(path: String, today: Day) -> Result<RouteMatch, DeepLinkError> {
    resolver.resolve(path: path, today: today)
  }

  /// The screen's title.
  public func title(of screen: Screen) -> String {
    route(screen.route)?.definition.title(screen.parameters) ?? screen.path
  }

  /// What VoiceOver reads for the screen: the route's accessibility label, its title by default.
  public func accessibilityLabel(of screen: Screen) -> String {
    route(screen.route)?.definition.accessibilityLabel(screen.parameters) ?? title(of: screen)
  }

  /// The route's accessibility hint, read after the label, if it has one.
  public func accessibilityHint(of screen: Screen) -> String? {
    route(screen.route)?.definition.accessibilityHint
  }

  /// Runs the route's validator, if it has one.
  public func validate(_ screen: Screen, context: ValidationContext) -> RouteValidation {
    route(screen.route)?.definition.validator?(screen.parameters, context) ?? .valid
  }
}

/// A navigation request the registry cannot turn into a screen.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  case unknownRoute(RouteID)
  case invalidParameters(RouteID, message: String)

  public var description: String {
    switch self {
    case .unknownRoute(let route): "no route '\(route)' is registered"
    case .invalidParameters(let route, let message): "route '\(route)': \(message)"
    }
  }
}
