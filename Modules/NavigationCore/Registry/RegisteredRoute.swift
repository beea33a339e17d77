/// A route as the registry holds it: the module's definition plus what registration derived.
public struct RegisteredRoute: Sendable {
  public let definition: RouteDefinition
  /// The name of the module that registered it.
  public let module: String
  public let pattern: RoutePattern
  /// For a push route, the routes from the tab root (first) down to its parent (last); else empty.
  public let ancestors: [RouteID]

  public var id: RouteID { definition.id }
  public var placement: Placement { definition.placement }
}
