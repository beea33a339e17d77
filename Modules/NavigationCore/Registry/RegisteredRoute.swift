/// A route as the registry holds it: the module's definition plus what registration derived.
///
/// Immutable, and held in one shared box: reading a route out of the registry (every input does, several
/// times) copies one reference instead of the definition's dozen strings, arrays and closures.
public struct RegisteredRoute: Sendable {
  public var definition: RouteDefinition { storage.definition }
  /// The name of the module that registered it.
  public var module: String { storage.module }
  public var pattern: RoutePattern { storage.pattern }
  /// For a push route, the routes from the tab root (first) down to its parent (last); else empty.
  public var ancestors: [RouteID] { storage.ancestors }

  public var id: RouteID { storage.definition.id }
  public var placement: Placement { storage.definition.placement }

  /// Whether a stack of `tab` may hold this route's screen: a push route of that tab, or one that declares
  /// ``RouteDefinition/pushesOnAnyTab``. A push route of another tab opens in its own tab (as a link does),
  /// so a live stack never holds one, and a restore or a handed-in state may not either.
  package func isPushed(on tab: TabID) -> Bool {
    guard case .push(let home, _) = placement else { return false }
    return home == tab || definition.pushesOnAnyTab
  }

  private let storage: Storage

  init(definition: RouteDefinition, module: String, pattern: RoutePattern, ancestors: [RouteID]) {
    storage = Storage(definition: definition, module: module, pattern: pattern, ancestors: ancestors)
  }

  private final class Storage: Sendable {
    let definition: RouteDefinition
    let module: String
    let pattern: RoutePattern
    let ancestors: [RouteID]

    init(definition: RouteDefinition, module: String, pattern: RoutePattern, ancestors: [RouteID]) {
      self.definition = definition
      self.module = module
      self.pattern = pattern
      self.ancestors = ancestors
    }
  }
}
