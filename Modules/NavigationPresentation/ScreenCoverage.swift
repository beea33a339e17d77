public import NavigationCore

/// Whether every route of a composition has exactly one screen: the check the composed screens of an app
/// run against its registry (in the headless SwiftUI host, since screens exist only where SwiftUI does).
///
/// It is plain Swift, so it is tested here; `ComposedScreens` (NavigationSwiftUI) hands it what its
/// features registered.
public enum ScreenCoverage {
  /// One screen a feature's screens registered: the module named by its screens, and the route.
  public struct Registration: Hashable, Sendable {
    public var module: String
    public var route: RouteID

    public init(module: String, route: RouteID) {
      self.module = module
      self.route = route
    }
  }

  /// What is wrong with a composition's screens.
  public enum Finding: Hashable, Sendable, CustomStringConvertible {
    /// A registered route no screen shows: it would show the fallback, or nothing.
    case missingScreen(route: RouteID, module: String)
    /// A screen for a route no module registers (a typo, or a route removed from its module).
    case unknownRoute(route: RouteID, module: String)
    /// Two or more screens for one route; the first registered would show.
    case duplicateScreen(route: RouteID, modules: [String])

    public var description: String {
      switch self {
      case .missingScreen(let route, let module):
        "missing-screen: route \(route) of module \(module) has no screen; register one in \(module)FeatureScreens"
      case .unknownRoute(let route, let module):
        "unknown-route: \(module)FeatureScreens registers a screen for \(route), which no module registers"
      case .duplicateScreen(let route, let modules):
        "duplicate-screen: route \(route) has a screen from each of \(modules.joined(separator: ", "))"
      }
    }
  }

  /// The findings of `registrations` against `registry`'s routes: missing screens in route order, then
  /// screens of unknown routes and duplicates in registration order.
  public static func findings(of registrations: [Registration], in registry: RouteRegistry) -> [Finding] {
    var modulesByRoute: [RouteID: [String]] = [:]
    for registration in registrations { modulesByRoute[registration.route, default: []].append(registration.module) }
    var findings: [Finding] = registry.routes.compactMap { route in
      modulesByRoute[route.id] == nil ? .missingScreen(route: route.id, module: route.module) : nil
    }
    var reported: Set<RouteID> = []
    for registration in registrations where reported.insert(registration.route).inserted {
      let modules = modulesByRoute[registration.route] ?? []
      if registry.route(registration.route) == nil {
        findings.append(.unknownRoute(route: registration.route, module: registration.module))
      }
      if modules.count > 1 { findings.append(.duplicateScreen(route: registration.route, modules: modules)) }
    }
    return findings
  }
}
