/// An old link pattern that still opens a route: the screen moved, the links already sent keep working.
///
/// A module declares its redirects next to its routes. A link or saved path that matches the old pattern
/// opens the target route with the old link's parameters (renamed where `parameters` says), is logged as
/// redirected, and is printed by the target's pattern from then on, so a saved snapshot migrates too:
///
/// ```swift
/// public var redirects: [LinkRedirect] {
///   [LinkRedirect(from: "history/{date:day}", to: "history.day")]
/// }
/// ```
///
/// The old pattern takes part in precedence like any pattern (literal, typed parameter, `string`, `*`); one
/// that matches the same links as a route or another redirect with equal precedence is a registration problem.
/// A redirect opens its target through the target's ``RouteDefinition/exposure`` and query keys.
public struct LinkRedirect: Hashable, Sendable {
  /// The old pattern, such as `history/{date:day}`; parsed (and its errors reported) at registration.
  package var pattern: String
  /// The route the old links open now.
  package var route: RouteID
  /// The target's parameter name for each old parameter whose name changed (`["day": "date"]`); an old
  /// parameter not listed keeps its name. Every parameter of the target's pattern must come from the old
  /// pattern, with the same kind; old parameters the target does not name are dropped.
  package var parameters: [String: String]

  /// A redirect from the old `pattern` to `route`, renaming parameters as `parameters` says.
  package init(from pattern: String, to route: RouteID, parameters: [String: String] = [:]) {
    self.pattern = pattern
    self.route = route
    self.parameters = parameters
  }
}

/// A redirect as the registry holds it: the module's declaration, its parsed old pattern, and the target's
/// name for each of the old pattern's parameters, in segment order.
package struct RegisteredRedirect: Sendable {
  package let redirect: LinkRedirect
  /// The name of the module that declared it.
  package let module: String
  /// The old pattern, parsed.
  package let pattern: RoutePattern
  /// The target's name for each of ``pattern``'s parameters, in segment order.
  package let targetNames: [String]

  package var route: RouteID { redirect.route }
}
