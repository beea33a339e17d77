import Foundation

/// The pure reducer: state + input + environment → new state + result (events, transition, snapshot).
///
/// Every navigation decision is made here, without a UI and without an actor, so that each behaviour is
/// a plain function call in a test. The coordinator and the composer only feed it inputs.
///
/// One input goes through three stages, in this order and nowhere else:
/// 1. **gate**: the app's phase and an open alert decide whether the input is looked at at all
///    (`gate(_:in:)`); a request is then checked against the screen and the guards (`perform(_:on:passingGuards:)`);
/// 2. **dispatch**: the input changes the state (`dispatch(_:on:)`);
/// 3. **after-effects**: a link that no longer has to wait is applied, a screen shown again is checked
///    against the data, the floating button's scroll state starts over on a new screen, and the change is
///    described (navigated event, transition, announcement, focus, a toast read out)
///    (`finish(_:from:on:trigger:)`).
///
/// The rules the stages apply live in small types of their own, which the engine calls with what they
/// need: `LinkPlanner` (the check every way into a screen passes, and the plan a link applies),
/// `Revalidator` (the rule a kept screen is held to against the data), `StateRestoration` (how a launch
/// starts: fresh, or from the saved snapshot) and `ChangeDescription` (what a change of the visible screen
/// tells the user).
public struct NavigationEngine: Sendable {
  public let registry: RouteRegistry
  public var environment: NavigationEnvironment
  /// The check every way into a screen passes, and the plan a link applies.
  let planner: LinkPlanner
  /// The rule a kept screen is held to against the data.
  let revalidator: Revalidator
  /// How a launch starts: fresh, or from the saved snapshot.
  let restoration: StateRestoration
  /// The registry's guards, in registration order, asked about every request and every link that waits.
  let guards: [any NavigationGuard]

  public init(registry: RouteRegistry, environment: NavigationEnvironment) {
    var registry = registry
    if let localization = environment.localization { registry.localization = localization }
    self.registry = registry
    self.environment = environment
    planner = LinkPlanner(registry: registry)
    revalidator = Revalidator(registry: registry)
    restoration = StateRestoration(registry: registry)
    guards = registry.guards
  }

  /// A fresh app: the default tab at its root, nothing else.
  public func freshState() -> NavigationState {
    var state = NavigationState(selectedTab: registry.defaultTab)
    state.tabBadges = registry.registeredBadges
    return state
  }

  /// Applies one input to `state`.
  package func reduce(_ state: inout NavigationState, _ input: NavigationInput) -> NavigationResult {
    switch gate(input, in: state) {
    case .refuse(let reason):
      return .ignored(input, reason)
    case .deferLink(let link, let holder):
      return deferLink(link, heldBy: holder, on: &state)
    case .replace(let answer):
      return reduce(&state, answer)
    case .pass:
      break
    }
    let before = StateBefore(state)
    // A toast lasts one input: cleared when one is shown.
    if case .some = state.toast { state.toast = nil }
    var result = dispatch(input, on: &state)
    finish(&result, from: before, on: &state, trigger: input)
    return result
  }

  /// Applies one input to `state`; with `animated` false, a change it makes shows at once: its transition is
  /// ``ScreenTransition/unanimated`` (Reduce Motion's fade included), everything else is as `reduce(_:_:)`'s.
  package func reduce(_ state: inout NavigationState, _ input: NavigationInput, animated: Bool) -> NavigationResult {
    var result = reduce(&state, input)
    if !animated, result.transition != nil { result.transition = .unanimated }
    return result
  }

  // MARK: - Gate

  /// What the gate decides about one input before anything changes.
  enum Admission {
    case pass
    /// Nothing changes; an `ignored` event gives the reason.
    case refuse(NavigationRefusal)
    /// A link waits (the newest wins) until what holds it is gone.
    case deferLink(String, holder: String)
    /// The input stands for another one (Escape under an alert is the alert's cancel button).
    case replace(NavigationInput)
  }

  /// The app's phase and an open alert: what reaches the state at all.
  func gate(_ input: NavigationInput, in state: NavigationState) -> Admission {
    switch state.phase {
    case .notRunning:
      return .refuse(.notRunning)
    case .background:
      switch input {
      // The app's data changes in the background too: a badge is set whenever the app sets it.
      case .foreground, .terminate, .forceQuit, .badge: break
      // A link that arrives in the background is never lost: it waits for the app to come back.
      case .request(.openLink(let link)): return .deferLink(link, holder: "background")
      default: return .refuse(.inBackground)
      }
    case .active:
      break
    }
    guard let alert = state.alert else { return .pass }
    switch input {
    case .key(let combo) where KeyCommand.normalize(combo) == "escape":
      // Escape is an alert's cancel button, as on every platform.
      return .replace(.alertAction(alert.actions.last?.english ?? ""))
    case .request(.openLink(let link)):
      // A link from outside is never lost: it waits until the question is answered.
      return .deferLink(link, holder: "alert")
    case .alertAction, .background, .foreground, .terminate, .forceQuit, .keyboard, .reduceMotion, .badge:
      return .pass
    default:
      return .refuse(.alertShown)
    }
  }

  // MARK: - Dispatch

  /// The one place an admitted input changes the state.
  func dispatch(_ input: NavigationInput, on state: inout NavigationState) -> NavigationResult {
    switch input {
    case .request(let request):
      return perform(request, on: &state, passingGuards: false)
    case .command(let verb, let argument):
      return runCommand(verb, argument, on: &state)
    case .alertAction(let title):
      return answerAlert(title, on: &state)
    case .keyboard(let shown):
      state.keyboardShown = shown
      return .completed
    case .scroll(let direction):
      state.scrollDirection = direction
      return .completed
    case .scrollOffset(let offset):
      guard offset.isFinite, offset >= 0 else {
        return NavigationResult(outcome: .badArgument("a scroll offset is a finite number ≥ 0, not \(offset)"))
      }
      return NavigationResult(
        outcome: .completed, events: rememberScroll(offset, of: topScreen(of: state).path, on: &state))
    case .reduceMotion(let on):
      state.reduceMotion = on
      return .completed
    case .key(let combo):
      guard
        let command = KeyCommand.all(for: registry).first(where: {
          $0.combo == KeyCommand.normalize(combo)
        })
      else { return NavigationResult(outcome: .badArgument("unknown key command '\(combo)'")) }
      return perform(command.request(for: state), on: &state, passingGuards: false, byKey: true)
    case .edit(let field, let value):
      return edit(field: field, value: value, on: &state)
    case .badge(let tab, let value):
      return setBadge(value, on: tab, in: &state)
    case .detent(let detent):
      return dragSheet(to: detent, on: &state)
    case .returnResult(let json):
      return returnResult(json, on: &state)
    case .consumeResult:
      return consumeResult(on: &state)
    case .background, .foreground, .terminate, .forceQuit:
      return lifecycle(input, on: &state)
    }
  }

  // MARK: - After-effects

  /// What follows any change, in order: a pending link that nothing holds any more is applied; a screen
  /// shown again is checked against the data (`recheckRevealed`); on a new screen the floating button
  /// shows again (a downward scroll hid it on the screen left behind); the change from `before` is
  /// described (`ChangeDescription`); a toast is read out after the screen. The navigated event's trigger is the step as
  /// written (`trigger`, its text written when read); "link" when a link's plan moved the app. The events come in
  /// this order: the navigated event, the input's own, the announcement.
  func finish(
    _ result: inout NavigationResult, from before: consuming StateBefore, on state: inout NavigationState,
    trigger: NavigationInput
  ) {
    applyPendingLink(on: &state, into: &result)
    if !before.modals.isEmpty || state.hasPendingResult {
      settleResults(from: before, on: &state, trigger: trigger)
    }
    guard state.phase == .active else { return }
    var navigated: NavigationEvent?
    var shown: Screen?
    if let revealed = recheckRevealed(from: before, on: &state, into: &result) {
      state.scrollDirection = .none
      let change = ChangeDescription(
        before: before, after: state, from: (before.top ?? rootScreen(of: before.selectedTab)).path,
        to: revealed.path, error: revealed.error, trigger: result.hasPlan ? .link : NavigationTrigger(trigger))
      navigated = change.describe(zoomsFrom: registry, into: &result)
      shown = revealed
    }
    let announced = announce(&result, shown: shown, toast: state.toast)
    guard let navigated else {
      if let announced { result.events.append(announced) }
      return
    }
    // The navigated event first, the input's own events after it, the announcement last.
    if result.events.isEmpty, let announced {
      result.events = [navigated, announced]
    } else {
      var events = [navigated]
      events.reserveCapacity(result.events.count + 2)
      events += result.events
      if let announced { events.append(announced) }
      result.events = events
    }
  }

  /// What VoiceOver says after a change, and its event: the screen `shown` (nil: none), then `toast` (every
  /// toast is announced, error and confirmation alike, after the screen it appears on). The announcement is
  /// also an event, and events stay English: both are worded from the tables by the kept announcement, the
  /// event in English and what VoiceOver says in the registry's language; a registry whose words are plain
  /// English says what the event says, worded once. Returns the event, nil when nothing is announced.
  private func announce(
    _ result: inout NavigationResult, shown: Screen?, toast: LocalizedText?
  ) -> NavigationEvent? {
    if let toast {
      if result.announced == nil { result.announced = KeptAnnouncement(screen: nil) }
      result.announced?.toast = toast
    }
    guard let kept = result.announced else { return nil }
    let words = registry.localization
    let english = kept.worded(title: shown.map { registry.accessibilityLabel(of: $0, in: .english) }, in: .english)
    result.announcement =
      words == .english
      ? english : kept.worded(title: shown.map { registry.accessibilityLabel(of: $0, in: words) }, in: words)
    return .announcement(english)
  }

  /// The screen on top is checked again when it becomes visible again (back, a modal closing above it,
  /// its tab shown again): its error state follows the data, and a screen whose item was deleted while
  /// it was covered is cut, with those above it, back to the nearest valid screen, with a toast saying
  /// why. A screen that was not there before (just pushed or presented) was checked on its way in, and so
  /// was every screen a link's plan shows. Returns the screen on top afterwards (the tab root when nothing is
  /// above it) when the user sees another screen than before, nil when the visible screen is the same.
  func recheckRevealed(
    from before: StateBefore, on state: inout NavigationState, into result: inout NavigationResult
  ) -> Screen? {
    // A link's plan validated every screen it shows.
    if result.hasPlan {
      let shown = topScreen(of: state)
      return visibleScreenChanged(from: before, to: state, top: shown) ? shown : nil
    }
    // One reading of the clock for every check of this input, taken on the first (most changes reveal
    // nothing); the checks need only its day.
    var today: Day?
    while true {
      let shown = topScreen(of: state)
      guard visibleScreenChanged(from: before, to: state, top: shown) else { return nil }
      let place = state.topPlace
      if place == .root || !wasShownBefore(shown, at: place, in: before, now: state) { return shown }
      let checkDay = today ?? environment.today
      today = checkDay
      let checkContext = ValidationContext(today: checkDay, data: environment.data)
      switch revalidator.verdict(route: shown.route, parameters: shown.parameters, context: checkContext) {
      case .stays(let error):
        // Written back only when the error state changed; either way it is the screen the user now sees.
        guard shown.error != error else { return shown }
        switch place {
        case .modal(let index): state.setError(error, ofModal: index)
        case .stack(let index): state.setError(error, ofScreen: index, onStackOf: state.selectedTab)
        case .root: break
        }
        return topScreen(of: state)
      case .goes(let missing):
        result.events.append(.truncated(path: shown.path, reason: missing.english))
        state.removeTop()
        state.toast = missing
      }
    }
  }

  /// Whether `shown`, now on top at `place`, was already in `before` at the same place (covered, or in its
  /// tab).
  ///
  /// A modal is compared with the modal at its index before. The selected stack changes in place at its
  /// top (a push appends, a pop removes), so below its old top it is as it was. Another tab's stack is
  /// never changed in place: it is shown again as it was, or it was cleared or rebuilt by a plan, which
  /// validated every screen it put there, so checking one of those again changes nothing.
  private func wasShownBefore(
    _ shown: Screen, at place: ScreenPlace, in before: StateBefore, now state: NavigationState
  ) -> Bool {
    switch place {
    case .root:
      return true
    case .modal(let index):
      return index < before.modals.count && before.modals[index].screen.path == shown.path
    case .stack(let index):
      guard state.selectedTab == before.selectedTab else { return true }
      return index < before.depth - 1 || (index == before.depth - 1 && before.stackTop?.path == shown.path)
    }
  }

  /// Whether the screen the user sees is another one: another tab, number of modals or screen on top (`top`;
  /// a tab root is told by its tab, so no path is compared for it).
  func visibleScreenChanged(from before: StateBefore, to after: NavigationState, top: Screen) -> Bool {
    if before.selectedTab != after.selectedTab || before.modals.count != after.modals.count { return true }
    let atRoot = after.topPlace == .root
    guard let topBefore = before.top, !atRoot else { return before.atRoot != atRoot }
    return topBefore.path != top.path
  }

  /// The screen on top: the top modal, else the top of the selected stack, else the tab root.
  package func topScreen(of state: NavigationState) -> Screen {
    if let modal = state.modals.last { return modal.screen }
    if let top = state.selectedStack.last { return top }
    return rootScreen(of: state.selectedTab)
  }

  /// What VoiceOver reads for `focus` in the registry's language: the floating button's label, or the label of
  /// the screen at the path (one on screen in `state`, else the screen its route names there).
  package func label(of focus: FocusTarget, in state: NavigationState) -> String {
    switch focus {
    case .floatingButton:
      return registry.app.floatingButton?.label.resolved(in: registry.localization) ?? ""
    case .screen(let path):
      let top = topScreen(of: state)
      let shown =
        top.path == path
        ? top
        : state.modals.lazy.map(\.screen).first { $0.path == path } ?? state.selectedStack.last { $0.path == path }
      if let shown { return registry.accessibilityLabel(of: shown) }
      guard case .success(let match) = registry.resolve(path: path, today: environment.today) else { return path }
      return registry.accessibilityLabel(of: Screen(route: match.route, parameters: match.parameters, path: path))
    }
  }

  /// What VoiceOver says for `kept` in the registry's language, its screen labelled as in `state`
  /// (``label(of:in:)``): how a kept announcement is worded again (a report's start replayed).
  package func words(of kept: KeptAnnouncement, in state: NavigationState) -> String {
    kept.worded(title: kept.screen.map { label(of: .screen(path: $0), in: state) }, in: registry.localization)
  }

  /// The root screen of `tab`; a tab without a root shows ``RouteRegistry/emptyRoot``.
  func rootScreen(of tab: TabID) -> Screen {
    registry.rootScreen(of: tab) ?? RouteRegistry.emptyRoot
  }
}
