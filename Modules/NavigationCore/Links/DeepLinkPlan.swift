/// What a resolved link does, as explicit steps that tests assert on and the engine applies in order.
///
/// Plans do not depend on the current state: a link to a pushed screen always rebuilds its tab's stack
/// from the parent chain (`history/2024-11-18/entry/<id>` gives [day, entry]) instead of appending to it,
/// and so does a link to a modal whose pattern extends a screen's, presenting it over that screen
/// (`trips/2027-03-14/packing` over the day).
package struct DeepLinkPlan: Hashable, Sendable, CustomStringConvertible {
  /// The link as received (truncated for logs where echoed).
  package var link: String
  package var target: Screen
  package var steps: [PlanStep]

  package var description: String { steps.map(\.description).joined(separator: "; ") }
}

/// One step of a `DeepLinkPlan`.
package enum PlanStep: Hashable, Sendable, CustomStringConvertible {
  case dismissModals
  case selectTab(TabID)
  case popToRoot(TabID)
  case push(Screen)
  case present(Screen, ModalStyle)

  package var description: String {
    switch self {
    case .dismissModals: "dismiss modals"
    case .selectTab(let tab): "select tab \(tab)"
    case .popToRoot(let tab): "pop \(tab) to root"
    case .push(let screen): "push \(screen.path)"
    case .present(let screen, let style): "present \(screen.path) as \(style.rawValue)"
    }
  }
}

extension RouteRegistry {
  /// The plan that shows `match`'s screen, its parent chain rebuilt. Validators run on every screen of the
  /// plan: a missing item fails the plan, an unavailable one marks the screen with an error state.
  package func plan(
    for match: RouteMatch,
    link: String,
    context: ValidationContext
  ) -> Result<DeepLinkPlan, DeepLinkError> {
    guard let targetIndex = index(of: match.route) else {
      return .failure(.noMatchingRoute(path: link.truncatedForLog))
    }
    let route = routes[targetIndex]
    let chain = route.ancestors
    // The steps are written as the chain is built and checked: no intermediate arrays.
    var steps: [PlanStep] = []
    steps.reserveCapacity(chain.count + 3)
    steps.append(.dismissModals)
    // A screen's own tab; a modal's presenter's, when its pattern extends a screen's (its chain ends there).
    let tab: TabID? =
      switch route.placement {
      case .tabRoot(let tab), .push(let tab, _): tab
      case .modal: chain.first.flatMap { self.route($0)?.placement.tab }
      }
    if let tab {
      steps.append(.selectTab(tab))
      steps.append(.popToRoot(tab))
    }
    // The parent chain: each route is looked up once, for its screen and its validator.
    for position in chain.indices {
      let id = chain[position]
      guard let index = index(of: id) else { return .failure(.noMatchingRoute(path: link.truncatedForLog)) }
      switch checkedScreen(at: index, of: match, printed: true, context: context) {
      case .failure(.unprintable): return .failure(.noMatchingRoute(path: link.truncatedForLog))
      case .failure(.missing(let message)): return .failure(.validationFailed(route: id, message: message))
      case .success(let screen):
        // The first ancestor is the tab root, which the stack implies.
        if position > 0 { steps.append(.push(screen)) }
      }
    }
    let target: Screen
    switch checkedScreen(at: targetIndex, of: match, printed: false, context: context) {
    case .failure(.unprintable): return .failure(.noMatchingRoute(path: link.truncatedForLog))
    case .failure(.missing(let message)): return .failure(.validationFailed(route: route.id, message: message))
    case .success(let screen): target = screen
    }
    switch route.placement {
    case .tabRoot: break
    case .push: steps.append(.push(target))
    case .modal(let style): steps.append(.present(target, style))
    }
    return .success(DeepLinkPlan(link: link, target: target, steps: steps))
  }

  /// Why a screen of a plan cannot be shown.
  enum Unchecked: Error {
    /// Its path does not print.
    case unprintable
    /// Its validator says its item is gone.
    case missing(LocalizedText)
  }

  /// The screen of the route at `index` for `match` (`printed`: from the parameters its pattern names, for a
  /// route of the parent chain; else as the resolver read it), held to its validator: an unavailable item gives
  /// the screen its error state. (A plan's every screen, and a screen shown from a path.)
  func checkedScreen(
    at index: Int, of match: RouteMatch, printed: Bool, context: ValidationContext
  ) -> Result<Screen, Unchecked> {
    let screen: Screen
    do {
      screen =
        printed ? try self.screen(at: index, parameters: match.parameters) : try self.screen(for: match, at: index)
    } catch {
      return .failure(.unprintable)
    }
    switch validate(parameters: screen.parameters, at: index, context: context) {
    case .valid:
      return .success(screen)
    case .missing(let message):
      return .failure(.missing(message))
    case .unavailable(let message):
      var failing = screen
      failing.error = message
      return .success(failing)
    }
  }
}
