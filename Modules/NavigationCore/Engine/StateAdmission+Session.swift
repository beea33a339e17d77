/// The admission of what a whole state holds beyond a snapshot (``AdmissionCandidate/state``): its screens
/// field by field, the kept texts, the badges, the lifecycle, and where focus stands.
extension NavigationEngine {
  /// A whole state's screens compared with what their paths restored to, its kept texts checked, and its
  /// session fields (the toast, keyboard, scrolling, Reduce Motion, phase, badges) kept.
  func admitSession(of whole: NavigationState, into admission: inout AdmittedState) {
    for (tab, stack) in whole.stacks.sorted(by: { $0.key < $1.key }) {
      for (candidate, restored) in zip(stack, admission.state.stack(of: tab) ?? []) {
        compare(candidate, with: restored, into: &admission)
      }
    }
    for (candidate, restored) in zip(whole.modals, admission.state.modals) {
      compare(candidate.screen, with: restored.screen, into: &admission)
    }
    if let toast = whole.toast {
      if let reason = keptTextProblem(toast) {
        admission.found(.keptText(field: "toast", reason: reason))
      } else {
        admission.state.toast = toast
      }
    }
    admission.state.tabBadges = [:]
    for (tab, badge) in whole.tabBadges.sorted(by: { $0.key < $1.key }) {
      let reason = registry.tab(tab) == nil ? "is of no registered tab" : RouteRegistry.badgeProblem(badge)
      if let reason {
        admission.found(.badge(tab, reason: reason))
      } else {
        admission.state.tabBadges[tab] = badge
      }
    }
    admission.state.keyboardShown = whole.keyboardShown
    admission.state.scrollDirection = whole.scrollDirection
    admission.state.reduceMotion = whole.reduceMotion
    admission.state.phase = whole.phase
    admission.state.backgroundedAt = whole.backgroundedAt
  }

  /// A screen of a whole state is the one its path restores to: the same path (no redirect), route, parameters
  /// and payload (within the limits); its error, a kept text, must be one that can be shown.
  private func compare(_ candidate: Screen, with restored: Screen, into admission: inout AdmittedState) {
    if candidate.route != restored.route, registry.route(candidate.route) == nil {
      admission.found(.routeNotRegistered(candidate.route, path: candidate.path))
      return
    }
    let field: AdmissionProblem.ScreenField? =
      if candidate.path != restored.path {
        .path
      } else if candidate.route != restored.route {
        .route
      } else if candidate.parameters != restored.parameters {
        .parameters
      } else if candidate.payload != restored.payload {
        .payload
      } else {
        nil
      }
    if let field { admission.found(.differs(path: candidate.path, field)) }
    if let error = candidate.error, let reason = keptTextProblem(error) {
      admission.found(.keptText(field: "error of \(candidate.path.truncatedForLog)", reason: reason))
    }
  }

  /// Where focus stands names what is shown: a screen of the state (a tab's root or stack, a modal), or the
  /// floating button of an app that has one.
  func admitFocus(_ focus: SavedFocus, into admission: inout AdmittedState) {
    if let problem = focusProblem(focus, in: admission.state) { admission.found(problem) }
  }

  /// Why `focus` names nothing `state` shows, or nil.
  package func focusProblem(_ focus: SavedFocus, in state: NavigationState) -> AdmissionProblem? {
    let button = registry.app.floatingButton?.label.english
    switch focus.target(floatingButton: button, screen: topScreen(of: state).path) {
    case .floatingButton:
      return button == nil ? .focusNotShown("the floating button") : nil
    case .screen(let path):
      let shown =
        state.modals.contains { $0.screen.path == path }
        || registry.tabs.contains { tab in
          rootScreen(of: tab.id).path == path || state.stack(of: tab.id)?.contains { $0.path == path } == true
        }
      return shown ? nil : .focusNotShown(path)
    }
  }
}
