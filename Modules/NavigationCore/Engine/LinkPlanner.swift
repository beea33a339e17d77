/// The one check every way into a screen passes, and the plan a link applies: the resolver's match (its
/// days already held to the app's day rule) held to the validators of the screen and its parent chain. It
/// decides; the engine applies what it decides.
///
/// The engine and the launch rules (`StateRestoration`) each hold one.
struct LinkPlanner: Sendable {
  let registry: RouteRegistry

  /// The one check every way into a screen passes (a link, an in-app path, a typed route, the floating
  /// button), after the resolver's (the path's shape, exposure for links, the app's day rule): the
  /// validators of the screen and its parent chain (a missing item fails, an unavailable one gives the screen
  /// its error state). The result is the plan a link applies.
  func plan(
    _ resolved: Result<RouteMatch, DeepLinkError>, link: String, context: ValidationContext
  ) -> Result<DeepLinkPlan, DeepLinkError> {
    resolved.flatMap { match in registry.plan(for: match, link: link, context: context) }
  }

  /// The screen `match` names, held to the same validator rule as a plan's target: a missing item fails,
  /// an unavailable one gives the screen its error state. For a screen shown without its parent chain.
  /// (`link` is built only for the error.)
  /// (`index`: the route's position in the registry, looked up once by the caller.)
  func validatedScreen(
    _ match: RouteMatch, at index: Int, context: ValidationContext, link: @autoclosure () -> String
  ) -> Result<Screen, DeepLinkError> {
    // The rule a plan holds its target to (``RouteRegistry/checkedScreen(at:of:printed:context:)``), with the
    // errors a shown path reports.
    switch registry.checkedScreen(at: index, of: match, printed: false, context: context) {
    case .success(let screen): return .success(screen)
    case .failure(.unprintable): return .failure(.noMatchingRoute(path: link().truncatedForLog))
    case .failure(.missing(let message)): return .failure(.validationFailed(route: match.route, message: message))
    }
  }
}
