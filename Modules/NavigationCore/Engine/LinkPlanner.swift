/// The one check every way into a screen passes, and the plan a link applies: the resolver's match held to
/// the app's day range and to the validators of the screen and its parent chain. It decides; the engine
/// applies what it decides.
///
/// The engine and the launch rules (`StateRestoration`) each hold one.
struct LinkPlanner: Sendable {
  let registry: RouteRegistry

  /// The one check every way into a screen passes (a link, an in-app path, a typed route, the floating
  /// button), after the resolver's (the path's shape, exposure for links, no future day): no day before
  /// the earliest day, and the validators of the screen and its parent chain (a missing item fails, an
  /// unavailable one gives the screen its error state). The result is the plan a link applies.
  func plan(
    _ resolved: Result<RouteMatch, DeepLinkError>, link: String, context: ValidationContext
  ) -> Result<DeepLinkPlan, DeepLinkError> {
    switch resolved {
    case .failure(let error): return .failure(error)
    case .success(let match):
      if let route = registry.route(match.route), let error = dayRangeError(match, of: route) {
        return .failure(error)
      }
      return registry.plan(for: match, link: link, context: context)
    }
  }

  /// A day before the app's earliest day (``AppDefinition/earliestDay``) is invalid like a future day (the
  /// resolver refuses those).
  func dayRangeError(_ match: RouteMatch, of route: RegisteredRoute) -> DeepLinkError? {
    guard let earliest = registry.app.earliestDay else { return nil }
    // The resolver read the days: none is too early unless the earliest is.
    switch match.days {
    case .none: return nil
    case .earliest(let day) where day >= earliest: return nil
    case .earliest, .unknown: break
    }
    for case .parameter(let name, .day) in route.pattern.segments {
      if let day = match.parameters.day(name), day < earliest {
        return .dayBeforeEarliest(day, earliest: earliest)
      }
    }
    return nil
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
