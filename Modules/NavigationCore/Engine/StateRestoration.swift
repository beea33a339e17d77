import Foundation

/// How a launch starts: fresh, or from the saved snapshot. Whether the snapshot is restored at all is decided
/// here (its version, how the session ended, its age, its selected tab); what of it is restored is the one
/// admission's (``NavigationEngine/admission(of:)``), the rules every state from outside is held to.
struct StateRestoration {
  let registry: RouteRegistry

  /// Whether a launch restores `saved` or starts fresh, and what a fresh start keeps of a readable snapshot:
  /// the waiting link (unless the resolver refuses it before reading it, with a `truncated` event) and Reduce
  /// Motion. `pendingLinkProblem` is the admission's rule for the waiting link.
  func decision(
    of saved: Result<NavigationSnapshot?, SnapshotError>, environment: NavigationEnvironment,
    pendingLinkProblem: (String) -> AdmissionProblem?
  ) -> LaunchDecision {
    var start = LaunchDecision(decision: .fresh(""))
    let snapshot: NavigationSnapshot
    switch saved {
    case .failure(let error): return start.fresh(error.description)
    case .success(nil): return start.fresh("no saved state")
    case .success(let found?): snapshot = found
    }
    start.reduceMotion = snapshot.reduceMotion
    if let link = snapshot.pendingDeepLink {
      if let problem = pendingLinkProblem(link) { start.events.append(problem.event) } else { start.waitingLink = link }
    }
    if snapshot.version != NavigationSnapshot.currentVersion {
      return start.fresh(SnapshotError.unsupportedVersion(snapshot.version).description)
    }
    if snapshot.sessionEnd == .forceQuit { return start.fresh("the app was force-quit") }
    let now = environment.now()
    switch Absence(since: snapshot.savedAt, now: now, timeout: environment.backgroundTimeout) {
    case .within(let age):
      guard registry.tab(snapshot.selectedTab) != nil else {
        return start.fresh(AdmissionProblem.selectedTabNotRegistered(snapshot.selectedTab).reason)
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
}

/// What a launch does with what the store held, and what it keeps of it either way.
struct LaunchDecision {
  enum Decision {
    case fresh(String)
    case restore(NavigationSnapshot, age: TimeInterval)
  }
  var decision: Decision
  /// The link that was waiting, when a fresh start keeps it.
  var waitingLink: String?
  var reduceMotion = false
  /// Why the waiting link was left out.
  var events: [NavigationEvent] = []

  func fresh(_ reason: String) -> LaunchDecision {
    var decision = self
    decision.decision = .fresh(reason)
    return decision
  }
}
