extension NavigationEngine {
  /// Replaces the screen on top with the screen at `path` in one step, after the checks every way into a
  /// screen passes (the link policy, the day range, the route's validator; a refusal leaves the user where
  /// they are, with a toast): the top modal by a modal route, in its place (its presenter, origin tab and
  /// opener stay); the top of the selected stack by a route pushed on that stack, at the same depth. Any
  /// other screen cannot take the top's place and is ignored with the reason. A path no route matches is an
  /// unregistered one, as `push`'s is. One change, so one transition and one announcement.
  func replace(
    with path: String, for request: NavigationRequest, on state: inout NavigationState
  ) -> NavigationResult {
    // One reading of the clock for the resolve and the validators.
    let context = validationContext
    let match: RouteMatch
    switch registry.resolve(path: path, today: context.today) {
    case .failure(let error): return refuse(request, error, resolving: path, on: &state)
    case .success(let found):
      match = found
    }
    guard let index = registry.index(of: match.route) else {
      return .failed(request, NavigationError.unknownRoute(match.route).description)
    }
    let route = registry.routes[index]
    let screen: Screen
    switch planner.validatedScreen(match, at: index, context: context, link: request.description) {
    case .failure(let error): return refuse(request, error, on: &state)
    case .success(let validated): screen = validated
    }
    do {
      switch route.placement {
      case .modal(let style) where !state.modals.isEmpty:
        try state.replaceTopModal(with: screen, style: style, by: .navigation)
      case .push where state.modals.isEmpty && route.isPushed(on: state.selectedTab):
        try state.replaceTop(with: screen)
      default:
        return .ignored(request, .notReplaceable(screen: registry.title(of: screen)))
      }
    } catch {
      return .ignored(request, error.refusal)
    }
    var result = NavigationResult.completed
    if let redirect = NavigationEvent.redirect(of: match, input: path) { result.events.append(redirect) }
    return result
  }
}
