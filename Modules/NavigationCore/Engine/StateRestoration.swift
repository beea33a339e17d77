import Foundation

/// How a launch starts: fresh, or from the saved snapshot, held to the rules of every other way into a
/// screen (the resolver, the day range, the validators, the placement) and to ``NavigationLimits``.
struct StateRestoration {
  let registry: RouteRegistry
  /// The day range a restored path is held to, as a link is.
  let planner: LinkPlanner
  /// The data a restored screen is checked against, as a kept one is.
  let revalidator: Revalidator

  /// The first state of a launch and, when an alert was open, the request whose guard is asked again (see
  /// ``NavigationEngine/launch(from:)`` for the rules). `freshState` is the app's fresh state; `present`
  /// presents a restored modal over the screen on top by the engine's one rule.
  func startingState(
    from saved: Result<NavigationSnapshot?, SnapshotError>, fresh freshState: NavigationState,
    environment: NavigationEnvironment,
    present: (_ screen: Screen, _ style: ModalStyle, _ opener: String, _ state: inout NavigationState) -> Void
  ) -> (launched: LaunchResult, alert: NavigationRequest?) {
    let now = environment.now()
    // What a fresh start keeps of a readable snapshot: the waiting link (within the link limit) and
    // Reduce Motion.
    var waitingLink: String?
    var reduceMotion = false
    var linkEvents: [NavigationEvent] = []
    func fresh(_ reason: String) -> (launched: LaunchResult, alert: NavigationRequest?) {
      var state = freshState
      state.pendingDeepLink = waitingLink
      state.reduceMotion = reduceMotion
      return (LaunchResult(state: state, events: [.reset(reason: reason)] + linkEvents, restored: false), nil)
    }
    let snapshot: NavigationSnapshot
    switch saved {
    case .failure(let error): return fresh(error.description)
    case .success(nil): return fresh("no saved state")
    case .success(let found?): snapshot = found
    }
    reduceMotion = snapshot.reduceMotion
    if let link = snapshot.pendingDeepLink {
      if link.utf8.count <= NavigationLimits.linkBytes {
        waitingLink = link
      } else {
        linkEvents.append(
          .truncated(
            path: link.truncatedForLog,
            reason: "the pending link is \(link.utf8.count) bytes, more than the limit of \(NavigationLimits.linkBytes)"
          ))
      }
    }
    if snapshot.version != NavigationSnapshot.currentVersion {
      return fresh(SnapshotError.unsupportedVersion(snapshot.version).description)
    }
    if snapshot.sessionEnd == .forceQuit { return fresh("the app was force-quit") }
    let age: TimeInterval
    switch Absence(since: snapshot.savedAt, now: now, timeout: environment.backgroundTimeout) {
    case .within(let seconds): age = seconds
    case .clockMovedBack:
      return fresh("the saved state is from the future (saved at \(snapshot.savedAt), now \(now))")
    case .tooLong(let seconds):
      return fresh("saved \(seconds.shortDescription) ago, more than \(environment.backgroundTimeout.shortDescription)")
    }
    guard registry.tab(snapshot.selectedTab) != nil else {
      return fresh("the saved tab '\(snapshot.selectedTab.rawValue.truncatedForLog)' is not registered")
    }

    var state = freshState
    state.selectedTab = snapshot.selectedTab
    state.reduceMotion = snapshot.reduceMotion
    var events: [NavigationEvent] = []
    let context = environment.validationContext
    for tab in registry.tabs.map(\.id) {
      let savedStack = snapshot.stacks[tab] ?? []
      var stack: [Screen] = []
      restoring: for saved in savedStack.prefix(NavigationLimits.stackDepth) {
        switch restoreScreen(saved.path, payload: saved.payload, context: context, events: &events) {
        case .success(let screen) where !isPushed(screen, on: tab):
          events.append(.truncated(path: saved.path.truncatedForLog, reason: "cannot be pushed on tab \(tab)"))
        case .success(let screen) where stack.last?.path == screen.path:
          events.append(.truncated(path: saved.path.truncatedForLog, reason: "the screen below it is the same"))
        // Counted as the screens are read (the stack joins the state below): the budget a live state keeps.
        case .success(let screen)
        where state.budget.used + StateBudget.bytes(of: screen) > NavigationLimits.stateBytes:
          events.append(.truncated(path: saved.path.truncatedForLog, reason: NavigationState.budgetFull))
        case .success(let screen):
          state.budget.add(StateBudget.bytes(of: screen))
          stack.append(screen)
          continue
        case .failure(let failure):
          events.append(.truncated(path: saved.path.truncatedForLog, reason: failure.reason))
        }
        break restoring
      }
      if stack.count == NavigationLimits.stackDepth, savedStack.count > stack.count {
        events.append(
          .truncated(
            path: savedStack[stack.count].path.truncatedForLog,
            reason:
              "tab \(tab) holds \(savedStack.count) screens, more than the limit of \(NavigationLimits.stackDepth)"
          ))
      }
      if !stack.isEmpty { state.stacks[tab] = stack }
    }
    let unknownTabs = snapshot.stacks.keys.filter { registry.tab($0) == nil }
    if let first = unknownTabs.min(by: { $0.rawValue < $1.rawValue }) {
      let others = unknownTabs.count > 1 ? " and \(unknownTabs.count - 1) more" : ""
      events.append(
        .truncated(path: "/", reason: "tab '\(first.rawValue.truncatedForLog)'\(others) is not registered"))
    }
    for saved in snapshot.modals.prefix(NavigationLimits.modalDepth) {
      guard
        case .success(let screen) = restoreScreen(
          saved.path, payload: saved.payload, context: context, events: &events),
        case .modal(let style) = registry.route(screen.route)?.placement
      else {
        events.append(.truncated(path: saved.path.truncatedForLog, reason: "the modal no longer resolves"))
        break
      }
      if state.modals.last?.screen.path == screen.path {
        events.append(.truncated(path: saved.path.truncatedForLog, reason: "the modal below it is the same"))
        break
      }
      let presenter =
        state.modals.last?.screen.path ?? state.stacks[state.selectedTab]?.last?.path
        ?? registry.rootScreen(of: state.selectedTab)?.path ?? "/"
      let bytes = StateBudget.bytes(
        ofModal: screen, presenterPath: presenter, opener: saved.opener,
        originTab: state.modals.first?.originTab ?? state.selectedTab)
      guard state.budget.used + bytes <= NavigationLimits.stateBytes else {
        events.append(.truncated(path: saved.path.truncatedForLog, reason: NavigationState.budgetFull))
        break
      }
      // Presented over the screen on top, as a live presentation is: the style is the route's, the origin
      // the tab the chain began in, the presenter what is below it.
      present(screen, style, saved.opener, &state)
    }
    if state.modals.count == NavigationLimits.modalDepth, snapshot.modals.count > state.modals.count {
      events.append(
        .truncated(
          path: snapshot.modals[state.modals.count].path.truncatedForLog,
          reason: "\(snapshot.modals.count) modals, more than the limit of \(NavigationLimits.modalDepth)"))
    }
    state.scrollPositions = snapshot.scrollPositions
    let droppedPositions = state.pruneScrollPositions(keeping: scrollPaths(of: state))
    if droppedPositions > 0 { events.append(NavigationEngine.scrollPositionsDropped(droppedPositions)) }
    state.pendingDeepLink = waitingLink
    events += linkEvents
    events.insert(.restored(detail: "snapshot saved \(age.shortDescription) ago"), at: 0)
    return (LaunchResult(state: state, events: events, restored: true), snapshot.alertRequest)
  }

  /// The screens whose scroll positions are worth keeping, most important first: the modals (top first),
  /// the selected tab's stack (top first) and root, then every other tab's.
  func scrollPaths(of state: NavigationState) -> [String] {
    var paths = state.modals.reversed().map(\.screen.path)
    let tabs = [state.selectedTab] + registry.tabs.map(\.id).filter { $0 != state.selectedTab }
    for tab in tabs {
      paths += (state.stacks[tab] ?? []).reversed().map(\.path)
      if let root = registry.rootScreen(of: tab) { paths.append(root.path) }
    }
    return paths
  }

  /// Whether a stack of `tab` may hold `screen`: a push route of that tab, or one that pushes on any tab.
  private func isPushed(_ screen: Screen, on tab: TabID) -> Bool {
    registry.route(screen.route)?.isPushed(on: tab) == true
  }

  private func restoreScreen(
    _ path: String,
    payload saved: [String: String]?,
    context: ValidationContext,
    events: inout [NavigationEvent]
  ) -> Result<Screen, RestoreFailure> {
    let (payload, cut) = NavigationEngine.limited(saved ?? [:])
    if let cut { events.append(.truncated(path: path.truncatedForLog, reason: cut)) }
    let resolved = registry.resolve(path: path, today: context.today)
    switch resolved {
    case .failure(let error):
      return .failure(RestoreFailure(reason: error.description))
    case .success(let match):
      // The day range a link and a push are held to: the resolver refuses a future day, this an early one.
      if let route = registry.route(match.route), let error = planner.dayRangeError(match, of: route) {
        return .failure(RestoreFailure(reason: error.description))
      }
      if let redirect = NavigationEvent.redirect(of: resolved, input: path) { events.append(redirect) }
      guard var screen = try? registry.screen(match.route, parameters: match.parameters, payload: payload) else {
        return .failure(RestoreFailure(reason: "the path no longer prints canonically"))
      }
      if let missing = revalidator.recheck(&screen, context: context) {
        return .failure(RestoreFailure(reason: missing))
      }
      return .success(screen)
    }
  }
}

/// Why one saved screen could not be restored.
private struct RestoreFailure: Error {
  var reason: String
}
