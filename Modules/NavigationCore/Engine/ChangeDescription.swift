/// What a change of the visible screen tells the user: the navigated event, the transition to play, what
/// VoiceOver announces and where focus goes. The engine's last after-effect, called only when the top screen,
/// the tab or the modal count changed.
enum ChangeDescription {
  /// Describes a change of the visible screen from `before` (whose screen on top was at `from`) to `after`,
  /// whose selected stack is `depth` screens deep and whose top screen is `to`, showing `error` (nil: none): sets
  /// the transition, what VoiceOver announces (kept as what it names, ``KeptAnnouncement``, which the engine
  /// words) and where focus goes, and returns the navigated event, which comes before the input's own events.
  static func describe(
    from before: StateBefore, at from: consuming String, to after: NavigationState, depth: Int,
    top to: consuming String, error: LocalizedText?, trigger: consuming NavigationTrigger,
    zooms: (Screen) -> Bool = { _ in false }, into result: inout NavigationResult
  ) -> NavigationEvent {
    var transition = zoomed(Self.transition(from: before, to: after, depth: depth), from: before, to: after, zooms)
    if after.reduceMotion { transition = transition.reducedMotion }
    result.transition = transition
    var presented: ModalStyle?
    if let dismissed = firstDismissedModal(from: before, to: after), to == dismissed.presenterPath {
      // Back on the screen that presented the modal: focus returns to what opened it.
      result.focus = dismissed.opener
    } else if let modal = after.modals.last, after.modals.count >= before.modals.count {
      presented = modal.style
      result.focus = .screen(path: copy to)
    } else {
      result.focus = .screen(path: copy to)
    }
    result.announced = KeptAnnouncement(screen: copy to, modal: presented, error: error)
    return .navigated(from: from, to: to, trigger: trigger)
  }

  /// The rule that picks the animation, first match wins: more modals present one; fewer dismiss one;
  /// another tab cross-fades; a modal replaced in place by another (voice input by its review) presents
  /// it; a deeper stack pushes; a shallower one pops; the same depth with another top screen (a link
  /// replacing the screen) moves forward. Only going back pops. (`depth`: the selected stack's in `after`.)
  static func transition(from before: StateBefore, to after: NavigationState, depth: Int) -> ScreenTransition {
    if after.modals.count > before.modals.count { return .presentModal }
    if after.modals.count < before.modals.count { return .dismissModal }
    if before.selectedTab != after.selectedTab { return .tabSwitch }
    if !after.modals.isEmpty { return .presentModal }
    if depth < before.depth { return .pop }
    return .push
  }

  /// A push or a pop of one screen on the same stack, with no modal shown, zooms when the screen it moves is
  /// of a route that zooms (`zooms`): in from its source on the screen below, back out into it. Any other change
  /// (a link's plan of several screens, a replaced top, a tab switch) keeps its slide: the screen below never
  /// showed the source, or shows another.
  static func zoomed(
    _ transition: ScreenTransition, from before: StateBefore, to after: NavigationState, _ zooms: (Screen) -> Bool
  ) -> ScreenTransition {
    guard before.modals.isEmpty, after.modals.isEmpty, before.selectedTab == after.selectedTab else {
      return transition
    }
    let stack = after.selectedStack
    if transition == .push, stack.count == before.depth + 1, let top = stack.last,
      stack.dropLast().last == before.stackTop,
      zooms(top)
    {
      return .zoomIn
    }
    if transition == .pop, stack.count + 1 == before.depth, let left = before.stackTop, zooms(left) { return .zoomOut }
    return transition
  }

  /// The lowest modal a change dismissed, when the modals left are the bottom of the ones before: its
  /// presenter is the screen now on top, and its opener is where accessibility focus returns.
  static func firstDismissedModal(from before: StateBefore, to after: NavigationState) -> ModalPresentation? {
    guard after.modals.count < before.modals.count,
      Array(before.modals.prefix(after.modals.count)) == after.modals
    else { return nil }
    return before.modals[after.modals.count]
  }
}
