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
  /// These are the one admission's rules (`admission(of:)`), which every state from outside passes: each field
  /// it cannot admit is repaired by its rule with a `truncated` event, and the rest of the state is kept.
  public func launch(from saved: Result<NavigationSnapshot?, SnapshotError>) -> LaunchResult {
    // A link that was waiting (behind voice input, an alert, the background) survives a fresh start too,
    // and is applied as soon as nothing holds it.
    let start = restoration.decision(of: saved, environment: environment, pendingLinkProblem: pendingLinkProblem)
    var launched: LaunchResult
    switch start.decision {
    case .fresh(let reason):
      var state = freshState()
      state.pendingDeepLink = start.waitingLink
      state.reduceMotion = start.reduceMotion
      launched = LaunchResult(state: state, events: [.reset(reason: reason)] + start.events, restored: false)
    case .restore(let snapshot, let age):
      let admitted = admission(of: AdmissionCandidate(snapshot))
      launched = LaunchResult(
        state: admitted.state,
        events: [.restored(detail: "snapshot saved \(age.shortDescription) ago")] + admitted.events,
        restored: true)
    }
    var applied = NavigationResult.completed
    applyPendingLink(on: &launched.state, into: &applied)
    launched.events += applied.events
    return launched
  }

  /// The snapshot a save writes: the state as it is, with scroll positions only for screens that exist
  /// (at most ``NavigationLimits/scrollEntries``).
  func snapshot(
    of state: NavigationState,
    savedAt: Date,
    sessionEnd: NavigationSnapshot.SessionEnd
  ) -> NavigationSnapshot {
    var kept = state
    kept.pruneScrollPositions(keeping: restoration.scrollPaths(of: kept))
    return NavigationSnapshot(state: kept, savedAt: savedAt, sessionEnd: sessionEnd)
  }

  /// Remembers the scroll offset of the screen on top, at `path`. The state holds at most
  /// ``NavigationLimits/scrollEntries`` positions while the app runs, as a snapshot does: a new position that
  /// would pass the limit first drops those of screens the user has left (a long session visits many), and
  /// then, if the screens still in the state hold more, the least important (`StateRestoration.scrollPaths(of:)`), with a
  /// `truncated` event as a restore gives. The new position is always kept.
  func rememberScroll(_ offset: Double, of path: String, on state: inout NavigationState) -> [NavigationEvent] {
    state.scrollPositions[path] = offset
    guard state.scrollPositions.count > NavigationLimits.scrollEntries else { return [] }
    let dropped = state.pruneScrollPositions(keeping: [path] + restoration.scrollPaths(of: state))
    return dropped > 0 ? [Self.scrollPositionsDropped(dropped)] : []
  }

  /// The event of positions of screens still in the state dropped at the limit.
  static func scrollPositionsDropped(_ count: Int) -> NavigationEvent {
    .truncated(path: "/", reason: "\(count) scroll positions over the limit of \(NavigationLimits.scrollEntries)")
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
