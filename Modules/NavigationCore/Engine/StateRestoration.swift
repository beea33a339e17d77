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
  /// ``NavigationEngine/launch(from:)`` for the rules). `freshState` is the app's fresh state. Every screen
  /// comes in through the state's editor, held to the rules a live push or presentation is.
  func startingState(
    from saved: Result<NavigationSnapshot?, SnapshotError>, fresh freshState: NavigationState,
    environment: NavigationEnvironment
  ) -> (launched: LaunchResult, alert: NavigationRequest?) {
    let start = admission(of: saved, environment: environment)
    var state = freshState
    state.pendingDeepLink = start.waitingLink
    state.reduceMotion = start.reduceMotion
    let snapshot: NavigationSnapshot
    let age: TimeInterval
    switch start.decision {
    case .fresh(let reason):
      return (LaunchResult(state: state, events: [.reset(reason: reason)] + start.events, restored: false), nil)
    case .restore(let found, let since): (snapshot, age) = (found, since)
    }
    state.selectedTab = snapshot.selectedTab
    var events: [NavigationEvent] = []
    let context = environment.validationContext
    restoreStacks(of: snapshot, into: &state, context: context, events: &events)
    restoreModals(of: snapshot, into: &state, context: context, events: &events)
    if let saved = snapshot.pendingResult { restoreResult(saved, into: &state, events: &events) }
    state.scrollPositions = snapshot.scrollPositions
    let droppedPositions = state.pruneScrollPositions(keeping: scrollPaths(of: state))
    if droppedPositions > 0 { events.append(NavigationEngine.scrollPositionsDropped(droppedPositions)) }
    events += start.events
    events.insert(.restored(detail: "snapshot saved \(age.shortDescription) ago"), at: 0)
    return (LaunchResult(state: state, events: events, restored: true), snapshot.alertRequest)
  }

  /// Whether a launch restores `saved` or starts fresh, and what a fresh start keeps of a readable snapshot:
  /// the waiting link (within the link limit, else a `truncated` event) and Reduce Motion.
  private func admission(
    of saved: Result<NavigationSnapshot?, SnapshotError>, environment: NavigationEnvironment
  ) -> Admission {
    var start = Admission(decision: .fresh(""))
    let snapshot: NavigationSnapshot
    switch saved {
    case .failure(let error): return start.fresh(error.description)
    case .success(nil): return start.fresh("no saved state")
    case .success(let found?): snapshot = found
    }
    start.reduceMotion = snapshot.reduceMotion
    if let link = snapshot.pendingDeepLink {
      if link.utf8.count <= NavigationLimits.linkBytes {
        start.waitingLink = link
      } else {
        start.events.append(
          .truncated(
            path: link.truncatedForLog,
            reason: "the pending link is \(link.utf8.count) bytes, more than the limit of \(NavigationLimits.linkBytes)"
          ))
      }
    }
    if snapshot.version != NavigationSnapshot.currentVersion {
      return start.fresh(SnapshotError.unsupportedVersion(snapshot.version).description)
    }
    if snapshot.sessionEnd == .forceQuit { return start.fresh("the app was force-quit") }
    let now = environment.now()
    switch Absence(since: snapshot.savedAt, now: now, timeout: environment.backgroundTimeout) {
    case .within(let age):
      guard registry.tab(snapshot.selectedTab) != nil else {
        return start.fresh("the saved tab '\(snapshot.selectedTab.rawValue.truncatedForLog)' is not registered")
      }
      start.decision = .restore(snapshot, age: age)
      return start
    case .clockMovedBack:
      return start.fresh("the saved state is from the future (saved at \(snapshot.savedAt), now \(now))")
    case .tooLong(let seconds):
      return start.fresh(
        "saved \(seconds.shortDescription) ago, more than \(environment.backgroundTimeout.shortDescription)")
    }
  }

  /// Each registered tab's saved stack, pushed screen by screen onto the tab selected for it. A stack is cut
  /// at its first screen that does not resolve, validate, belong on the tab, or that the state's editor
  /// refuses (the same screen twice in a row, the budget); only ``NavigationLimits/stackDepth`` screens are
  /// read.
  private func restoreStacks(
    of snapshot: NavigationSnapshot, into state: inout NavigationState, context: ValidationContext,
    events: inout [NavigationEvent]
  ) {
    let selected = state.selectedTab
    for tab in registry.tabs.map(\.id) {
      let savedStack = snapshot.stacks[tab] ?? []
      guard !savedStack.isEmpty else { continue }
      // No modal is shown yet: selecting the tab moves only stacks, and its stack is the one a push grows.
      state.selectedTab = tab
      restoring: for saved in savedStack.prefix(NavigationLimits.stackDepth) {
        switch restoreScreen(saved.path, payload: saved.payload, context: context, events: &events) {
        case .success(let screen) where !isPushed(screen, on: tab):
          events.append(.truncated(path: saved.path.truncatedForLog, reason: "cannot be pushed on tab \(tab)"))
        case .success(let screen):
          do {
            try state.push(screen)
            continue
          } catch {
            let reason = error == .alreadyShown ? "the screen below it is the same" : error.message
            events.append(.truncated(path: saved.path.truncatedForLog, reason: reason))
          }
        case .failure(let failure):
          events.append(.truncated(path: saved.path.truncatedForLog, reason: failure.reason))
        }
        break restoring
      }
      let restored = state.depth
      if restored == NavigationLimits.stackDepth, savedStack.count > restored {
        events.append(
          .truncated(
            path: savedStack[restored].path.truncatedForLog,
            reason:
              "tab \(tab) holds \(savedStack.count) screens, more than the limit of \(NavigationLimits.stackDepth)"
          ))
      }
    }
    state.selectedTab = selected
    let unknownTabs = snapshot.stacks.keys.filter { registry.tab($0) == nil }
    if let first = unknownTabs.min(by: { $0.rawValue < $1.rawValue }) {
      let others = unknownTabs.count > 1 ? " and \(unknownTabs.count - 1) more" : ""
      events.append(
        .truncated(path: "/", reason: "tab '\(first.rawValue.truncatedForLog)'\(others) is not registered"))
    }
  }

  /// The saved modals, bottom first, each presented over the screen on top through the state's editor: the
  /// style is the route's, the origin the tab the chain began in, the presenter what is below it (never the
  /// bytes). The first that does not resolve as a modal, or that the editor refuses, is dropped with those
  /// above it; only ``NavigationLimits/modalDepth`` modals are read.
  private func restoreModals(
    of snapshot: NavigationSnapshot, into state: inout NavigationState, context: ValidationContext,
    events: inout [NavigationEvent]
  ) {
    for saved in snapshot.modals.prefix(NavigationLimits.modalDepth) {
      guard
        case .success(let screen) = restoreScreen(
          saved.path, payload: saved.payload, context: context, events: &events),
        let route = registry.route(screen.route), case .modal(let style) = route.placement
      else {
        events.append(.truncated(path: saved.path.truncatedForLog, reason: "the modal no longer resolves"))
        break
      }
      let presenter =
        state.modals.last?.screen.path ?? state.selectedStack.last?.path
        ?? registry.rootScreen(of: state.selectedTab)?.path ?? "/"
      // Focus goes back to the floating button if it opened the modal, else to the screen now below it.
      let opened = saved.opener.target(floatingButton: registry.app.floatingButton?.label.english, screen: presenter)
      let opener = opened == .floatingButton ? opened : .screen(path: presenter)
      do {
        try state.present(screen, style: style, presenterPath: presenter, opener: opener)
        // A detent the route no longer declares is dropped, and one past the budget: the sheet opens at the
        // route's first again, which the state keeps as nil.
        if let detent = saved.detent, let declared = route.definition.sheetDetents, declared.contains(detent) {
          try? state.setTopDetent(detent == declared.first ? nil : detent)
        }
      } catch {
        let reason = error == .alreadyShown ? "the modal below it is the same" : error.message
        events.append(.truncated(path: saved.path.truncatedForLog, reason: reason))
        break
      }
    }
    if state.modals.count == NavigationLimits.modalDepth, snapshot.modals.count > state.modals.count {
      events.append(
        .truncated(
          path: snapshot.modals[state.modals.count].path.truncatedForLog,
          reason: "\(snapshot.modals.count) modals, more than the limit of \(NavigationLimits.modalDepth)"))
    }
  }

  /// The saved result, kept only when it still means what it meant: its route is registered and returns a
  /// result, its value (canonical JSON within `NavigationLimits.resultBytes`) decodes as the route's type,
  /// and its presenter was restored where it was. Otherwise it is dropped with a `truncated` event.
  private func restoreResult(_ saved: PendingResult, into state: inout NavigationState, events: inout [NavigationEvent])
  {
    let reason: String
    if let type = registry.route(saved.route)?.definition.resultType {
      let presenterShown =
        state.modals.contains { $0.originTab == saved.tab && $0.screen.path == saved.presenter }
        || registry.rootScreen(of: saved.tab)?.path == saved.presenter
        || state.stack(of: saved.tab)?.contains { $0.path == saved.presenter } == true
      if let value = saved.value, type.canonicalResult(value) != value {
        reason = "the result is not a \(type.resultTypeName) of at most \(NavigationLimits.resultBytes) bytes"
      } else if !presenterShown {
        reason = "the result's presenter was not restored"
      } else {
        state.pendingResult = saved
        return
      }
    } else {
      reason = "'\(saved.route.rawValue.truncatedForLog)' returns no result"
    }
    events.append(.truncated(path: saved.presenter.truncatedForLog, reason: reason))
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
        return .failure(RestoreFailure(reason: missing.english))
      }
      return .success(screen)
    }
  }
}

/// Why one saved screen could not be restored.
private struct RestoreFailure: Error {
  var reason: String
}

/// What a launch does with what the store held, and what it keeps of it either way.
private struct Admission {
  enum Decision {
    case fresh(String)
    case restore(NavigationSnapshot, age: TimeInterval)
  }
  var decision: Decision
  /// The link that was waiting, within the link limit: it survives a fresh start too.
  var waitingLink: String?
  var reduceMotion = false
  /// Why the waiting link was left out.
  var events: [NavigationEvent] = []

  func fresh(_ reason: String) -> Admission {
    var admission = self
    admission.decision = .fresh(reason)
    return admission
  }
}
