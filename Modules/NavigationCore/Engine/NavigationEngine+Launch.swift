import Foundation

/// What a launch decided: the first state, and why.
public struct LaunchResult: Sendable {
  public var state: NavigationState
  public var events: [NavigationEvent]
  /// True when the saved state was used (possibly cut), false for a fresh start.
  public var restored: Bool
}

extension NavigationEngine {
  /// The first state of a launch, from what the store held (nil: nothing saved, or unreadable bytes
  /// already turned into `failure`).
  ///
  /// A fresh start on the default tab when: nothing was saved, the bytes were corrupt or of another
  /// version, the user force-quit, the snapshot is from the future (saved later than now, by any amount),
  /// or it is older than the background timeout (exactly the timeout still restores). Otherwise every saved path is resolved and validated again: a stack is cut at its first
  /// invalid screen (the valid prefix stays), a modal that no longer resolves is dropped with those above it.
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
    var waitingLink: String?
    func fresh(_ reason: String) -> LaunchResult {
      var state = freshState()
      state.pendingDeepLink = waitingLink
      return LaunchResult(state: state, events: [.reset(reason: reason)], restored: false)
    }
    let snapshot: NavigationSnapshot
    switch saved {
    case .failure(let error): return fresh(error.description)
    case .success(nil): return fresh("no saved state")
    case .success(let found?): snapshot = found
    }
    waitingLink = snapshot.pendingDeepLink
    if snapshot.version != NavigationSnapshot.currentVersion {
      return fresh(SnapshotError.unsupportedVersion(snapshot.version).description)
    }
    if snapshot.sessionEnd == .forceQuit { return fresh("the app was force-quit") }
    let age = now.timeIntervalSince(snapshot.savedAt)
    // A clock that went backwards makes the age unknowable: start fresh rather than restore stale state.
    if age < 0 { return fresh("the saved state is from the future (saved at \(snapshot.savedAt), now \(now))") }
    if age > environment.backgroundTimeout {
      return fresh(
        "saved \(age.shortDescription) ago, more than \(environment.backgroundTimeout.shortDescription)"
      )
    }
    guard registry.tab(snapshot.selectedTab) != nil else {
      return fresh("the saved tab '\(snapshot.selectedTab.rawValue.truncatedForLog)' is not registered")
    }

    var state = freshState()
    state.selectedTab = snapshot.selectedTab
    var events: [NavigationEvent] = []
    let context = environment.validationContext
    for tab in registry.tabs.map(\.id) {
      var stack: [Screen] = []
      restoring: for saved in snapshot.stacks[tab] ?? [] {
        switch restoreScreen(saved.path, payload: saved.payload ?? [:], context: context) {
        case .success(let screen) where registry.route(screen.route)?.placement.isPush == true:
          stack.append(screen)
          continue
        case .success:
          events.append(.truncated(path: saved.path.truncatedForLog, reason: "cannot be pushed on tab \(tab)"))
        case .failure(let failure):
          events.append(.truncated(path: saved.path.truncatedForLog, reason: failure.reason))
        }
        break restoring
      }
      if !stack.isEmpty { state.stacks[tab] = stack }
    }
    for tab in snapshot.stacks.keys where registry.tab(tab) == nil {
      events.append(.truncated(path: "/", reason: "tab '\(tab.rawValue.truncatedForLog)' is not registered"))
    }
    for saved in snapshot.modals {
      guard case .success(let screen) = restoreScreen(saved.path, payload: saved.payload ?? [:], context: context),
        case .modal = registry.route(screen.route)?.placement
      else {
        events.append(.truncated(path: saved.path.truncatedForLog, reason: "the modal no longer resolves"))
        break
      }
      state.modals.append(
        ModalPresentation(
          screen: screen, style: saved.style,
          originTab: registry.tab(saved.originTab) != nil ? saved.originTab : state.selectedTab,
          presenterPath: saved.presenterPath, opener: saved.opener))
    }
    state.scrollPositions = snapshot.scrollPositions.filter { $0.value.isFinite }
    state.pendingDeepLink = snapshot.pendingDeepLink
    events.insert(.restored(detail: "snapshot saved \(max(age, 0).shortDescription) ago"), at: 0)
    return LaunchResult(state: state, events: events, restored: true)
  }

  private func restoreScreen(
    _ path: String,
    payload: [String: String],
    context: ValidationContext
  ) -> Result<Screen, RestoreFailure> {
    switch registry.resolve(path: path, today: context.today) {
    case .failure(let error):
      return .failure(RestoreFailure(reason: error.description))
    case .success(let match):
      guard var screen = try? registry.screen(match.route, parameters: match.parameters, payload: payload) else {
        return .failure(RestoreFailure(reason: "the path no longer prints canonically"))
      }
      if let missing = recheck(&screen, context: context) { return .failure(RestoreFailure(reason: missing)) }
      return .success(screen)
    }
  }
}

/// Why one saved screen could not be restored.
private struct RestoreFailure: Error {
  var reason: String
}
