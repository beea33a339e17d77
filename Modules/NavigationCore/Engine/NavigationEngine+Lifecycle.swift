import Foundation

extension NavigationEngine {
  /// Background, foreground, termination and force-quit: what is saved, kept or started fresh.
  func lifecycle(_ input: NavigationInput, on state: inout NavigationState) -> NavigationResult {
    let now = environment.now()
    switch input {
    case .background:
      guard state.phase == .active else { return .ignored(.background, .notInForeground) }
      state.phase = .background
      state.backgroundedAt = now
      // An open alert stays: the user comes back to the question they were asked.
      state.keyboardShown = false
      prepareForBackground(&state)
      var result = NavigationResult(outcome: .completed)
      result.snapshot = snapshot(of: state, savedAt: now, sessionEnd: .background)
      return result
    case .foreground:
      guard state.phase == .background else { return .ignored(.foreground, .notInBackground) }
      let left = state.backgroundedAt ?? now
      state.phase = .active
      state.backgroundedAt = nil
      state.scrollDirection = .none
      // The same rule as a launch: too long away, or a clock that moved back, is a fresh start.
      let away: TimeInterval
      switch Absence(since: left, now: now, timeout: environment.backgroundTimeout) {
      case .within(let seconds): away = seconds
      case .tooLong(let seconds):
        return freshForeground(
          "away for \(seconds.shortDescription), more than \(environment.backgroundTimeout.shortDescription)", &state)
      case .clockMovedBack:
        return freshForeground(
          "the clock moved back since the app went to the background (at \(left), now \(now))", &state)
      }
      // Data may have changed while the app was away: nothing stale is shown, and a cut says why.
      let changes = revalidator.revalidate(&state, context: validationContext)
      for case .truncated(_, let reason) in changes.suffix(1) { state.toast = .literal(reason) }
      return NavigationResult(
        outcome: .completed, events: [.restored(detail: "back after \(away.shortDescription)")] + changes)
    case .terminate, .forceQuit:
      let end: NavigationSnapshot.SessionEnd = input == .terminate ? .terminated : .forceQuit
      var saved = state
      if saved.phase == .active { prepareForBackground(&saved) }
      var result = NavigationResult(outcome: .completed)
      result.snapshot = snapshot(of: saved, savedAt: state.backgroundedAt ?? now, sessionEnd: end)
      state.phase = .notRunning
      return result
    default:
      return NavigationResult(outcome: .completed)
    }
  }

  /// A foreground that starts fresh: the default tab, Reduce Motion kept (it is the system's setting), the
  /// badges kept (the app set them in this process), and a link that arrived while away, applied on the
  /// fresh start (after-effects).
  private func freshForeground(_ reason: String, _ state: inout NavigationState) -> NavigationResult {
    let reduceMotion = state.reduceMotion
    let waitingLink = state.pendingDeepLink
    let badges = state.tabBadges
    state = freshState()
    state.reduceMotion = reduceMotion
    state.tabBadges = badges
    state.pendingDeepLink = waitingLink
    return NavigationResult(outcome: .completed, events: [.reset(reason: reason)])
  }

  /// Runs every screen's background hook on its restoration payload (voice input pauses its recording). A
  /// payload is written back only when its hook changed it.
  private func prepareForBackground(_ state: inout NavigationState) {
    /// The payload the route's hook makes of the screen's, or nil when there is no hook or nothing changed.
    func prepared(_ screen: Screen) -> [String: String]? {
      guard let hook = registry.route(screen.route)?.definition.onBackground else { return nil }
      var payload = screen.payload
      hook(&payload)
      return payload == screen.payload ? nil : payload
    }
    state.rewritePayloads(prepared)
  }
}
