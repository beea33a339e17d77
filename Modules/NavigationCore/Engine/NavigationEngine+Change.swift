extension NavigationEngine {
  /// Describes the change from `before` to `after`: the navigated event, the transition to play, what
  /// VoiceOver announces and where focus goes. Nothing is described when the top screen, the tab and the
  /// modal count are unchanged.
  func describeChange(
    from before: NavigationState, to after: NavigationState, trigger: String, into result: inout NavigationResult
  ) {
    guard after.phase == .active else { return }
    let from = topScreen(of: before)
    let to = topScreen(of: after)
    guard from.path != to.path || before.selectedTab != after.selectedTab || before.modals.count != after.modals.count
    else { return }
    result.events.insert(
      .navigated(from: from.path, to: to.path, trigger: trigger), at: 0)
    var transition: ScreenTransition
    if after.modals.count > before.modals.count {
      transition = .presentModal
    } else if after.modals.count < before.modals.count {
      transition = .dismissModal
    } else if before.selectedTab != after.selectedTab {
      transition = .tabSwitch
    } else if after.depth > before.depth {
      transition = .push
    } else {
      transition = .pop
    }
    if after.reduceMotion { transition = transition.reducedMotion }
    result.transition = transition
    // VoiceOver reads the screen's accessibility label (its title unless the route says otherwise).
    let title = registry.accessibilityLabel(of: to)
    if let dismissed = firstDismissedModal(from: before, to: after), to.path == dismissed.presenterPath {
      // Back on the screen that presented the modal: focus returns to the control that opened it.
      result.announcement = title
      result.focus = dismissed.opener
    } else if let modal = after.modals.last, after.modals.count >= before.modals.count {
      let dismissal = modal.style == .sheet ? "Swipe down or press Close to dismiss." : "Press Close to dismiss."
      result.announcement = "\(title), \(modal.style == .sheet ? "sheet" : "full screen"). \(dismissal)"
      result.focus = title
    } else {
      result.announcement = title
      result.focus = title
    }
    if let error = to.error { result.announcement = "\(title). \(error)" }
    if let announcement = result.announcement { result.events.append(.announcement(announcement)) }
  }
}
