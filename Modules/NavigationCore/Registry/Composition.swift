/// The routes of a module list as the composition checks see them, before (or without) a registry: each id
/// once, under its first module, with its parsed pattern; routes whose pattern does not parse are left out
/// (the registry reports them).
struct Composition {
  struct Route {
    var definition: RouteDefinition
    var module: String
    var pattern: RoutePattern

    var id: RouteID { definition.id }
  }

  var routes: [Route] = []
  /// The first tab root registered for each tab, in tab order.
  var roots: [RouteID] = []
  /// Every route a module names as the floating button's.
  var floatingButtonRoutes: [RouteID] = []

  init(modules: [any RouteModule]) {
    var seen: Set<RouteID> = []
    for module in modules {
      for definition in module.routes where seen.insert(definition.id).inserted {
        guard let pattern = try? RoutePattern(definition.pattern) else { continue }
        routes.append(Route(definition: definition, module: module.name, pattern: pattern))
      }
      if let route = module.floatingButtonRoute { floatingButtonRoutes.append(route) }
    }
    let tabs = modules.flatMap(\.tabs).sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    var rooted: Set<TabID> = []
    for tab in tabs where rooted.insert(tab.id).inserted {
      let root = routes.first { $0.definition.placement == .tabRoot(tab.id) }
      if let root { roots.append(root.id) }
    }
  }

  func route(_ id: RouteID) -> Route? {
    routes.first { $0.id == id }
  }
}
