/// What registered a pattern that another one collides with: a route, or a module's redirect.
package enum PatternOwner: Hashable, Sendable {
  case route(RouteID)
  /// A redirect, by its old pattern.
  case redirect(String)
}
