import Foundation

/// What a launch decided: the first state, and why.
public struct LaunchResult: Sendable {
  public var state: NavigationState
  public var events: [NavigationEvent]
  /// True when the saved state was used (possibly cut), false for a fresh start.
  public var restored: Bool
}

/// How long the app was away, by the one rule a launch (since the snapshot was saved) and a foreground
/// (since the app went to the background) both follow.
enum Absence: Equatable {
  /// Within the background timeout (exactly the timeout included): the state comes back.
  case within(TimeInterval)
  /// Longer than the timeout: a fresh start.
  case tooLong(TimeInterval)
  /// The clock reads earlier than when the app left, by any amount, or reads no time at all: how long
  /// the app was away is unknowable, so stale state is not trusted and the app starts fresh.
  case clockMovedBack
}

extension NavigationEngine {
  /// The first state of a launch, from what the store held (nil: nothing saved, or unreadable bytes
  /// already turned into `failure`).
  ///
  /// A fresh start on the default tab when: nothing was saved, the bytes were corrupt, too large or of
  /// another version, the user force-quit, or the time since the save says so (older than the
  /// background timeout, or a clock that moved back). A fresh start keeps the saved Reduce Motion setting,
  /// as a foreground after the timeout does. Otherwise the saved state is held to exactly the rules of every
  /// other way in: every saved path is resolved and validated again (the day range included), a stack holds
  /// only its own tab's push routes (or those that push on any tab) and never the same screen twice in a row,
  /// a modal's style comes from its route's placement and its presenter from the screens below it (never from
  /// the bytes), and no modal is shown twice in a row. A stack is cut at its first screen that breaks a rule
  /// (the valid prefix stays), a modal that does is dropped with those above it, and an open alert is asked
  /// again. Whatever is over a
  /// ``NavigationLimits`` value is cut with a `truncated` event; only the part within the limits is read.
  public func launch(from saved: Result<NavigationSnapshot?, SnapshotError>) -> LaunchResult {
    // A link that was waiting (behind voice input, an alert, the background) survives a fresh start too,
    // and is applied as soon as nothing holds it.
    var launched = startingState(from: saved)
    var applied = NavigationResult.completed
    applyPendingLink(on: &launched.state, into: &applied)
    launched.events += applied.events
    return launched
  }

  private func startingState(from saved: Result<NavigationSnapshot?, SnapshotError>) -> LaunchResult {
    let now = environment.now()
    // What a fresh start keeps of a readable snapshot: the waiting link (within the link limit) and
    // Reduce Motion.
    var waitingLink: String?
    var reduceMotion = false
    var linkEvents: [NavigationEvent] = []
    func fresh(_ reason: String) -> LaunchResult {
      var state = freshState()
      state.pendingDeepLink = waitingLink
      state.reduceMotion = reduceMotion
      return LaunchResult(state: state, events: [.reset(reason: reason)] + linkEvents, restored: false)
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
    switch absence(since: snapshot.savedAt, now: now) {
    case .within(let seconds): age = seconds
    case .clockMovedBack:
      return fresh("the saved state is from the future (saved at \(snapshot.savedAt), now \(now))")
    case .tooLong(let seconds):
      return fresh("saved \(seconds.shortDescription) ago, more than \(environment.backgroundTimeout.shortDescription)")
    }
    guard registry.tab(snapshot.selectedTab) != nil else {
      return fresh("the saved tab '\(snapshot.selectedTab.rawValue.truncatedForLog)' is not registered")
    }

    var state = freshState()
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
        case .success(let screen) where state.budget.used + StateBudget.bytes(of: screen) > NavigationLimits.stateBytes:
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
      let bytes = StateBudget.bytes(
        ofModal: screen, presenterPath: topScreen(of: state).path, opener: saved.opener,
        originTab: state.modals.first?.originTab ?? state.selectedTab)
      guard state.budget.used + bytes <= NavigationLimits.stateBytes else {
        events.append(.truncated(path: saved.path.truncatedForLog, reason: NavigationState.budgetFull))
        break
      }
      // Presented over the screen on top, as a live presentation is: the style is the route's, the origin
      // the tab the chain began in, the presenter what is below it.
      present(screen, style: style, opener: saved.opener, on: &state)
    }
    if state.modals.count == NavigationLimits.modalDepth, snapshot.modals.count > state.modals.count {
      events.append(
        .truncated(
          path: snapshot.modals[state.modals.count].path.truncatedForLog,
          reason: "\(snapshot.modals.count) modals, more than the limit of \(NavigationLimits.modalDepth)"))
    }
    state.scrollPositions = snapshot.scrollPositions
    let droppedPositions = state.pruneScrollPositions(keeping: scrollPaths(of: state))
    if droppedPositions > 0 { events.append(Self.scrollPositionsDropped(droppedPositions)) }
    state.pendingDeepLink = waitingLink
    events += linkEvents
    if let request = snapshot.alertRequest { reask(request, on: &state, events: &events) }
    events.insert(.restored(detail: "snapshot saved \(age.shortDescription) ago"), at: 0)
    return LaunchResult(state: state, events: events, restored: true)
  }

  /// The one rule for "was the app away too long": `then` is when the state was saved or the app went to
  /// the background.
  ///
  /// Measured in whole milliseconds, the precision a snapshot keeps its `savedAt` in (rounded to the
  /// nearest): a launch at the instant of a save is no time later, never a clock that moved back, and a
  /// navigation report's replay, whose clock is kept in milliseconds too, measures the same absence.
  func absence(since then: Date, now: Date) -> Absence {
    let milliseconds = (now.timeIntervalSince1970 * 1000).rounded() - (then.timeIntervalSince1970 * 1000).rounded()
    let seconds = milliseconds / 1000
    guard seconds.isFinite, seconds >= 0 else { return .clockMovedBack }
    return seconds > environment.backgroundTimeout ? .tooLong(seconds) : .within(seconds)
  }

  /// The snapshot a save writes: the state as it is, with scroll positions only for screens that exist
  /// (at most ``NavigationLimits/scrollEntries``).
  func snapshot(
    of state: NavigationState,
    savedAt: Date,
    sessionEnd: NavigationSnapshot.SessionEnd
  ) -> NavigationSnapshot {
    var kept = state
    kept.pruneScrollPositions(keeping: scrollPaths(of: kept))
    return NavigationSnapshot(state: kept, savedAt: savedAt, sessionEnd: sessionEnd)
  }

  /// Remembers the scroll offset of the screen on top, at `path`. The state holds at most
  /// ``NavigationLimits/scrollEntries`` positions while the app runs, as a snapshot does: a new position that
  /// would pass the limit first drops those of screens the user has left (a long session visits many), and
  /// then, if the screens still in the state hold more, the least important (`scrollPaths(of:)`), with a
  /// `truncated` event as a restore gives. The new position is always kept.
  func rememberScroll(_ offset: Double, of path: String, on state: inout NavigationState) -> [NavigationEvent] {
    state.scrollPositions[path] = offset
    guard state.scrollPositions.count > NavigationLimits.scrollEntries else { return [] }
    let dropped = state.pruneScrollPositions(keeping: [path] + scrollPaths(of: state))
    return dropped > 0 ? [Self.scrollPositionsDropped(dropped)] : []
  }

  /// The event of positions of screens still in the state dropped at the limit.
  static func scrollPositionsDropped(_ count: Int) -> NavigationEvent {
    .truncated(path: "/", reason: "\(count) scroll positions over the limit of \(NavigationLimits.scrollEntries)")
  }

  /// The screens whose scroll positions are worth keeping, most important first: the modals (top first),
  /// the selected tab's stack (top first) and root, then every other tab's.
  package func scrollPaths(of state: NavigationState) -> [String] {
    var paths = state.modals.reversed().map(\.screen.path)
    let tabs = [state.selectedTab] + registry.tabs.map(\.id).filter { $0 != state.selectedTab }
    for tab in tabs {
      paths += (state.stacks[tab] ?? []).reversed().map(\.path)
      if let root = registry.rootScreen(of: tab) { paths.append(root.path) }
    }
    return paths
  }

  /// An alert that was open when the state was saved comes back only if its guard still asks the same
  /// question; bytes cannot plant an alert that confirms something no guard would ask about.
  private func reask(_ request: NavigationRequest, on state: inout NavigationState, events: inout [NavigationEvent]) {
    var asked = state
    if perform(request, on: &asked, passingGuards: false).outcome == .confirmationRequested,
      let alert = asked.alert, alert.request == request
    {
      state.alert = alert
    } else {
      events.append(
        .truncated(path: "/", reason: "the alert about \(request.description.truncatedForLog) no longer applies"))
    }
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
    let (payload, cut) = Self.limited(saved ?? [:])
    if let cut { events.append(.truncated(path: path.truncatedForLog, reason: cut)) }
    let resolved = registry.resolve(path: path, today: context.today)
    switch resolved {
    case .failure(let error):
      return .failure(RestoreFailure(reason: error.description))
    case .success(let match):
      // The day range a link and a push are held to: the resolver refuses a future day, this an early one.
      if let route = registry.route(match.route), let error = dayRangeError(match, of: route) {
        return .failure(RestoreFailure(reason: error.description))
      }
      if let redirect = NavigationEvent.redirect(of: resolved, input: path) { events.append(redirect) }
      guard var screen = try? registry.screen(match.route, parameters: match.parameters, payload: payload) else {
        return .failure(RestoreFailure(reason: "the path no longer prints canonically"))
      }
      if let missing = recheck(&screen, context: context) { return .failure(RestoreFailure(reason: missing)) }
      return .success(screen)
    }
  }

  /// A payload within ``NavigationLimits/payloadFields`` fields (the first by name stay) of at most
  /// ``NavigationLimits/payloadValueBytes`` bytes each (cut at a Unicode scalar), and why it was cut.
  static func limited(_ payload: [String: String]) -> (payload: [String: String], cut: String?) {
    let tooLong = payload.values.contains { $0.utf8.count > NavigationLimits.payloadValueBytes }
    guard payload.count > NavigationLimits.payloadFields || tooLong else { return (payload, nil) }
    var kept: [String: String] = [:]
    var shortened = 0
    for (key, value) in payload.sorted(by: { $0.key < $1.key }).prefix(NavigationLimits.payloadFields) {
      var bytes = 0
      var scalars = String.UnicodeScalarView()
      for scalar in value.unicodeScalars {
        bytes += UTF8.width(scalar)
        guard bytes <= NavigationLimits.payloadValueBytes else { break }
        scalars.append(scalar)
      }
      if bytes > NavigationLimits.payloadValueBytes { shortened += 1 }
      kept[key] = String(scalars)
    }
    var reasons: [String] = []
    if payload.count > NavigationLimits.payloadFields {
      reasons.append("\(payload.count) payload fields, more than the limit of \(NavigationLimits.payloadFields)")
    }
    if shortened > 0 {
      reasons.append("\(shortened) payload values cut to \(NavigationLimits.payloadValueBytes) bytes")
    }
    return (kept, reasons.joined(separator: "; "))
  }
}

/// Why one saved screen could not be restored.
private struct RestoreFailure: Error {
  var reason: String
}
