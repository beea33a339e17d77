/// What registered a pattern that another one collides with: a route, or a module's redirect.
package enum PatternOwner: Hashable, Sendable {
  case route(RouteID)
  /// A redirect, by its old pattern.
  case redirect(String)

  /// The problem of `module`'s redirect from `pattern` colliding with this owner's pattern, which `otherModule`
  /// registered, as a key of the core's table: each module named, then the other side as a route or a redirect.
  func conflictText(redirect pattern: String, module: String, otherModule: String) -> LocalizedText {
    switch self {
    case .route(let route):
      LocalizedText("registration.redirectConflictsWithRoute", module, pattern, otherModule, "\(route)")
    case .redirect(let other):
      LocalizedText("registration.redirectConflictsWithRedirect", module, pattern, otherModule, other)
    }
  }
}
