/// A way a state contradicts the registry: what a corrupted, hand-edited or stale state looks like.
package enum StateInconsistency: Hashable, Sendable, CustomStringConvertible {
  /// The selected tab, a stack's tab or a modal's origin tab is not registered.
  case unknownTab(TabID)
  /// A screen names a route nobody registers.
  case unknownRoute(RouteID, path: String)
  /// A stack holds a screen it may not hold: a tab root, a modal, or a push route of another tab that does
  /// not declare ``RouteDefinition/pushesOnAnyTab`` (such a route opens in its own tab, as a link does, and
  /// a restore cuts it).
  case notAPushedScreen(path: String, tab: TabID)
  /// The modal stack holds a screen that is not a modal route.
  case notAModal(path: String)
  /// A screen's path is not what its route prints for its parameters.
  case nonCanonicalPath(path: String, canonical: String)
  /// A screen's parameters do not fit its route's pattern.
  case invalidParameters(path: String, message: String)

  package var description: String {
    switch self {
    case .unknownTab(let tab): "tab '\(tab.rawValue.truncatedForLog)' is not registered"
    case .unknownRoute(let route, let path): "\(path.truncatedForLog): no route '\(route)' is registered"
    case .notAPushedScreen(let path, let tab): "\(path.truncatedForLog) cannot be pushed on tab \(tab)"
    case .notAModal(let path): "\(path.truncatedForLog) is shown as a modal but is not one"
    case .nonCanonicalPath(let path, let canonical): "\(path.truncatedForLog) should be \(canonical)"
    case .invalidParameters(let path, let message): "\(path.truncatedForLog): \(message)"
    }
  }
}

extension NavigationEngine {
  /// Everything in `state` that contradicts the registry; empty for every state the engine produces.
  ///
  /// A lookup per screen; ``NavigationSession`` runs it before the first input after a state was handed
  /// in from outside (``NavigationSession/adopt(_:)``).
  package func inconsistencies(in state: NavigationState) -> [StateInconsistency] {
    var found: [StateInconsistency] = []
    if registry.tab(state.selectedTab) == nil { found.append(.unknownTab(state.selectedTab)) }
    for (tab, stack) in state.stacks.sorted(by: { $0.key < $1.key }) {
      if registry.tab(tab) == nil { found.append(.unknownTab(tab)) }
      for screen in stack {
        guard let route = check(screen, into: &found) else { continue }
        if route.isPushed(on: tab) { continue }
        found.append(.notAPushedScreen(path: screen.path, tab: tab))
      }
    }
    for modal in state.modals {
      if registry.tab(modal.originTab) == nil { found.append(.unknownTab(modal.originTab)) }
      guard let route = check(modal.screen, into: &found) else { continue }
      if case .modal = route.placement { continue }
      found.append(.notAModal(path: modal.screen.path))
    }
    return found
  }

  /// Resets an inconsistent state to the tab roots (every stack emptied, every modal and alert closed; the
  /// selected tab kept when it is registered) and returns what was wrong; leaves a consistent state alone.
  package func repairInconsistencies(_ state: inout NavigationState) -> [StateInconsistency] {
    let found = inconsistencies(in: state)
    guard !found.isEmpty else { return [] }
    state.stacks = [:]
    state.modals = []
    state.alert = nil
    if registry.tab(state.selectedTab) == nil { state.selectedTab = registry.defaultTab }
    return found
  }

  private func check(_ screen: Screen, into found: inout [StateInconsistency]) -> RegisteredRoute? {
    guard let route = registry.route(screen.route) else {
      found.append(.unknownRoute(screen.route, path: screen.path))
      return nil
    }
    do {
      let canonical = try registry.screen(screen.route, parameters: screen.parameters).path
      if canonical != screen.path { found.append(.nonCanonicalPath(path: screen.path, canonical: canonical)) }
    } catch {
      found.append(.invalidParameters(path: screen.path, message: error.description))
    }
    return route
  }
}
