/// A route as the registry holds it: the module's definition plus what registration derived.
///
/// Immutable, and held through a `Shared` (its rule), like ``Screen``: reading a route out of the registry
/// shares it.
public struct RegisteredRoute: Sendable {
  public var definition: RouteDefinition { storage.value.definition }
  /// The name of the module that registered it.
  package var module: String { storage.value.module }
  public var pattern: RoutePattern { storage.value.pattern }
  /// For a push route, the routes from the tab root (first) down to its parent (last); for a modal whose
  /// pattern extends a screen's, the routes from the tab root down to that screen (a link opens the modal
  /// over it); else empty.
  package var ancestors: [RouteID] { storage.value.ancestors }
  /// Whether a push of this route zooms out of its source and its pop back into it
  /// (``RouteDefinition/zoomTransition()``): read from the route, as the registry holds it.
  package var zoomsFromSource: Bool { storage.value.zoomsFromSource }

  /// The definition's id, as the registry hands it out (it knows the route's position in the registry).
  public var id: RouteID { storage.value.id }
  /// The definition's placement, its ids as the registry hands them out.
  public var placement: Placement { storage.value.placement }

  /// Whether a stack of `tab` may hold this route's screen: a push route of that tab, or one that declares
  /// ``RouteDefinition/pushesOnAnyTab``. A push route of another tab opens in its own tab (as a link does),
  /// so a live stack never holds one, and a restore or a handed-in state may not either.
  package func isPushed(on tab: TabID) -> Bool {
    guard case .push(let home, _) = placement else { return false }
    return home == tab || definition.pushesOnAnyTab
  }

  /// The canonical path of this route's screen for parameters read from its pattern by the resolver
  /// (``RoutePattern/absolutePath(canonical:)``).
  package func path(canonical parameters: RouteParameters) throws(RoutePatternError) -> String {
    try storage.value.pattern.absolutePath(canonical: parameters)
  }

  private let storage: Shared<Fields>

  init(
    id: RouteID, placement: Placement, definition: RouteDefinition, module: String, pattern: RoutePattern,
    ancestors: [RouteID]
  ) {
    storage = Shared(
      Fields(
        id: id, placement: placement, definition: definition, module: module, pattern: pattern, ancestors: ancestors,
        zoomsFromSource: definition.zoomsFromSource))
  }

  private struct Fields: Sendable {
    let id: RouteID
    let placement: Placement
    let definition: RouteDefinition
    let module: String
    let pattern: RoutePattern
    let ancestors: [RouteID]
    let zoomsFromSource: Bool
  }
}
