/// A change of the visible screen, and what it tells the user: the navigated event, the transition to play, what
/// VoiceOver announces and where focus goes. The engine's last after-effect, made only when the top screen, the
/// tab or the modal count changed.
struct ChangeDescription {
  /// The state before the change.
  let before: StateBefore
  /// The selected tab after it.
  let tab: TabID
  /// The screens above the selected tab's root after it, bottom first.
  let stack: [Screen]
  /// The modals after it, bottom first.
  let modals: [ModalPresentation]
  /// Whether the system's Reduce Motion setting is on.
  let reduceMotion: Bool
  /// The path of the screen on top before the change (its tab's root when nothing was above it).
  let from: String
  /// The path of the screen on top after it.
  let to: String
  /// The error state the screen on top shows (nil: none), read after its title.
  let error: LocalizedText?
  /// The step that made the change, as written; "link" when a link's plan moved the app.
  let trigger: NavigationTrigger

  /// The change from `before` to `after`, whose screen on top was at `from` and is at `to`, showing `error`.
  init(
    before: consuming StateBefore, after: borrowing NavigationState, from: String, to: String,
    error: LocalizedText?, trigger: NavigationTrigger
  ) {
    self.before = before
    tab = after.selectedTab
    stack = after.selectedStack
    modals = after.modals
    reduceMotion = after.reduceMotion
    self.from = from
    self.to = to
    self.error = error
    self.trigger = trigger
  }

  /// Sets the transition (a route's zoom read from `registry`), what VoiceOver announces (kept as what it names,
  /// ``KeptAnnouncement``, which the engine words) and where focus goes, and returns the navigated event, which
  /// comes before the input's own events.
  func describe(zoomsFrom registry: RouteRegistry, into result: inout NavigationResult) -> NavigationEvent {
    let zooms = movedScreen.map { registry.route($0.route)?.zoomsFromSource == true } ?? false
    result.transition = transition(zooms: zooms)
    result.focus = focus
    result.announced = announcement
    return event
  }

  /// The navigated event: from the screen left to the screen shown, by the step.
  var event: NavigationEvent { .navigated(from: from, to: to, trigger: trigger) }

  /// The animation: the rule's (``slide``), a zoom when the one screen it moves is of a route that zooms
  /// (`zooms`), faded when Reduce Motion is on.
  func transition(zooms: Bool) -> ScreenTransition {
    var transition = slide
    if zooms { transition = transition == .push ? .zoomIn : .zoomOut }
    return reduceMotion ? transition.reducedMotion : transition
  }

  /// The rule that picks the animation, first match wins: more modals present one; fewer dismiss one;
  /// another tab cross-fades; a modal replaced in place by another (voice input by its review) presents
  /// it; a deeper stack pushes; a shallower one pops; the same depth with another top screen (a link
  /// replacing the screen) moves forward. Only going back pops.
  var slide: ScreenTransition {
    if modals.count > before.modals.count { return .presentModal }
    if modals.count < before.modals.count { return .dismissModal }
    if before.selectedTab != tab { return .tabSwitch }
    if !modals.isEmpty { return .presentModal }
    if stack.count < before.depth { return .pop }
    return .push
  }

  /// The screen a push or a pop of one screen on the same stack, with no modal shown, moves: the one pushed
  /// above the screen that was on top, or the one popped. Its route decides whether it zooms: in from its source
  /// on the screen below, back out into it. Nil for any other change (a link's plan of several screens, a
  /// replaced top, a tab switch), which keeps its slide: the screen below never showed the source, or shows
  /// another.
  var movedScreen: Screen? {
    guard before.modals.isEmpty, modals.isEmpty, before.selectedTab == tab else { return nil }
    if stack.count == before.depth + 1, stack.dropLast().last == before.stackTop { return stack.last }
    if stack.count + 1 == before.depth { return before.stackTop }
    return nil
  }

  /// Where focus goes: back on the screen that presented a dismissed modal, to what opened it; else to the
  /// screen on top.
  var focus: FocusTarget {
    if let dismissed = firstDismissedModal, to == dismissed.presenterPath { return dismissed.opener }
    return .screen(path: to)
  }

  /// What VoiceOver announces: the screen on top, with the style of a modal it presents (a modal on top when no
  /// modal was dismissed), then its error.
  var announcement: KeptAnnouncement {
    let presented = modals.count >= before.modals.count ? modals.last?.style : nil
    return KeptAnnouncement(screen: to, modal: presented, error: error)
  }

  /// The lowest modal the change dismissed, when the modals left are the bottom of the ones before: its
  /// presenter is the screen now on top, and its opener is where accessibility focus returns.
  var firstDismissedModal: ModalPresentation? {
    guard modals.count < before.modals.count,
      Array(before.modals.prefix(modals.count)) == modals
    else { return nil }
    return before.modals[modals.count]
  }
}
