import Foundation

/// The pure reducer: state + input + environment → new state + result (events, transition, snapshot).
///
/// Every navigation decision is made here, without a UI and without an actor, so that each behaviour is
/// a plain function call in a test. The coordinator and the composer only feed it inputs.
public struct NavigationEngine: Sendable {
  public let registry: RouteRegistry
  public var environment: NavigationEnvironment

  public init(registry: RouteRegistry, environment: NavigationEnvironment = NavigationEnvironment()) {
    self.registry = registry
    self.environment = environment
  }

  /// A fresh app: the default tab at its root, nothing else.
  public func freshState() -> NavigationState {
    NavigationState(selectedTab: registry.defaultTab)
  }

  /// Applies one input to `state`.
  public func reduce(_ state: inout NavigationState, _ input: NavigationInput) -> NavigationResult {
    let before = state
    var result: NavigationResult
    switch state.phase {
    case .notRunning:
      return NavigationResult(
        outcome: .ignored("the app is not running"),
        events: [
          .ignored(request: input.description, reason: "the app is not running")
        ])
    case .background:
      switch input {
      case .foreground, .terminate, .forceQuit: break
      default:
        return NavigationResult(
          outcome: .ignored("the app is in the background"),
          events: [
            .ignored(request: input.description, reason: "the app is in the background")
          ])
      }
    case .active:
      break
    }
    state.toast = nil
    if let alert = state.alert {
      switch input {
      case .key(let combo) where KeyCommand.normalize(combo) == "escape":
        // Escape is an alert's cancel button, as on every platform.
        return reduce(&state, .alertAction(alert.actions.last ?? ""))
      case .request(.openLink(let link)):
        // A link from outside is never lost: it waits until the question is answered (newest wins).
        state.toast = before.toast
        state.pendingDeepLink = link
        return NavigationResult(outcome: .deferred, events: [.deferred(link: link.truncatedForLog, guard: "alert")])
      case .alertAction, .background, .foreground, .terminate, .forceQuit, .keyboard, .reduceMotion: break
      default:
        state.toast = before.toast
        return ignored(input.description, "an alert is shown")
      }
    }

    switch input {
    case .request(let request):
      result = perform(request, on: &state, passingGuards: false)
    case .command(let verb, let argument):
      result = runCommand(verb, argument, on: &state)
    case .alertAction(let title):
      result = answerAlert(title, on: &state)
    case .keyboard(let shown):
      state.keyboardShown = shown
      result = NavigationResult(outcome: .completed)
    case .scroll(let direction):
      state.scrollDirection = direction
      result = NavigationResult(outcome: .completed)
    case .scrollOffset(let offset):
      guard offset.isFinite, offset >= 0 else {
        return NavigationResult(outcome: .badArgument("a scroll offset is a finite number ≥ 0, not \(offset)"))
      }
      state.scrollPositions[topScreen(of: state).path] = offset
      result = NavigationResult(outcome: .completed)
    case .reduceMotion(let on):
      state.reduceMotion = on
      result = NavigationResult(outcome: .completed)
    case .key(let combo):
      guard let command = KeyCommand.all(for: registry).first(where: { $0.combo == KeyCommand.normalize(combo) })
      else { return NavigationResult(outcome: .badArgument("unknown key command '\(combo)'")) }
      let request = command.request(for: state)
      result = perform(request, on: &state, passingGuards: false)
    case .edit(let field, let value):
      result = edit(field: field, value: value, on: &state)
    case .background, .foreground, .terminate, .forceQuit:
      result = lifecycle(input, on: &state)
    }

    if state.pendingDeepLink != nil, state.alert == nil, state.phase == .active {
      applyPendingLink(on: &state, into: &result)
    }
    // What the user did, for analytics: the step as written, or "link" when a link's plan moved the app.
    let trigger = result.plan != nil ? "link" : input.description
    describeChange(from: before, to: state, trigger: trigger, into: &result)
    return result
  }

  // MARK: - Requests

  /// Applies a request; guards see it unless `passingGuards` (an alert's confirmation, a feature command).
  func perform(
    _ request: NavigationRequest,
    on state: inout NavigationState,
    passingGuards: Bool
  ) -> NavigationResult {
    // A step the screen does not offer changes nothing, and no guard is asked about it: a guard must
    // never ask to confirm something that would then not happen.
    if let reason = notOffered(request, in: state) { return ignored(request.description, reason) }
    if !passingGuards {
      for navigationGuard in registry.guards {
        switch navigationGuard.decide(request, in: state) {
        case .allow:
          continue
        case .deny(let reason):
          return NavigationResult(
            outcome: .denied(reason),
            events: [
              .blocked(request: request.description, guard: navigationGuard.name, reason: reason)
            ])
        case .confirm(let message, let confirmTitle, let cancelTitle):
          state.alert = AlertState(
            message: message, confirmTitle: confirmTitle, cancelTitle: cancelTitle, request: request)
          return NavigationResult(
            outcome: .confirmationRequested,
            events: [
              .confirmationRequested(request: request.description, guard: navigationGuard.name)
            ])
        case .postpone(let reason):
          if case .openLink(let link) = request {
            state.pendingDeepLink = link
            return NavigationResult(
              outcome: .deferred,
              events: [
                .deferred(link: link.truncatedForLog, guard: navigationGuard.name)
              ])
          }
          return NavigationResult(
            outcome: .denied(reason),
            events: [
              .blocked(request: request.description, guard: navigationGuard.name, reason: reason)
            ])
        }
      }
    }

    switch request {
    case .selectTab(let tab):
      return selectTab(tab, on: &state)
    case .show(let path):
      switch registry.resolve(path: path, today: environment.today) {
      case .success(let match):
        // A link on a screen: nothing under a modal can be tapped, so nothing nests from here.
        if !state.modals.isEmpty { return ignored(request.description, "a modal covers the screen") }
        return show(
          match.route, match.parameters, on: &state, opener: registry.accessibilityLabel(of: topScreen(of: state)))
      case .failure(let error): return failed(request, error.description)
      }
    case .route(let route, let parameters):
      return show(route, parameters, on: &state, opener: registry.accessibilityLabel(of: topScreen(of: state)))
    case .back:
      if !state.modals.isEmpty {
        state.modals.removeLast()
        return NavigationResult(outcome: .completed)
      }
      return pop(on: &state, to: state.depth - 1)
    case .swipeBack:
      return pop(on: &state, to: state.depth - 1)
    case .popToRoot:
      return pop(on: &state, to: 0)
    case .dismiss:
      state.modals.removeLast()
      return NavigationResult(outcome: .completed)
    case .dismissAll:
      state.modals.removeAll()
      return NavigationResult(outcome: .completed)
    case .openLink(let link):
      return open(link, on: &state)
    case .floatingButton:
      guard let route = registry.floatingButtonRoute else {
        return ignored(request.description, "no module registers a floating button")
      }
      return show(route, RouteParameters(), on: &state, opener: KeyCommand.floatingButtonLabel)
    case .recover:
      return recover(on: &state)
    }
  }

  /// Why the current screen does not offer `request` (like a tap where there is no button), or nil.
  private func notOffered(_ request: NavigationRequest, in state: NavigationState) -> String? {
    switch request {
    case .back:
      return state.modals.isEmpty && state.depth == 0 ? "already at the root" : nil
    case .swipeBack:
      if !state.modals.isEmpty { return "a modal has no swipe-back" }
      return state.depth == 0 ? "already at the root" : nil
    case .popToRoot:
      if !state.modals.isEmpty { return "a modal covers the screen" }
      return state.depth == 0 ? "already at the root" : nil
    case .dismiss, .dismissAll:
      return state.modals.isEmpty ? "no modal is shown" : nil
    case .floatingButton:
      return registry.floatingButtonRoute != nil && !registry.floatingButtonVisible(in: state)
        ? "the floating button is hidden" : nil
    case .selectTab, .show, .route, .openLink, .recover:
      // Tab taps under a modal are shown to the guards first, so a recording can say it blocked them.
      return nil
    }
  }

  private func selectTab(_ tab: TabID, on state: inout NavigationState) -> NavigationResult {
    guard registry.tab(tab) != nil else { return NavigationResult(outcome: .badArgument("no tab '\(tab)'")) }
    if !state.modals.isEmpty { return ignored("tap \(tab)", "a modal covers the tab bar") }
    if tab != state.selectedTab {
      state.selectedTab = tab
      return NavigationResult(outcome: .completed)
    }
    if state.depth > 0 { return pop(on: &state, to: 0) }
    if let root = registry.rootScreen(of: tab) { state.scrollPositions[root.path] = 0 }
    return NavigationResult(outcome: .completed, events: [.scrollToTop(tab)])
  }

  /// Pops the selected stack to `depth` screens; a screen that no longer validates is skipped on the way.
  private func pop(on state: inout NavigationState, to depth: Int) -> NavigationResult {
    var stack = state.selectedStack
    stack.removeLast(stack.count - depth)
    var events: [NavigationEvent] = []
    let context = environment.validationContext
    while let top = stack.last, case .missing(let message) = registry.validate(top, context: context) {
      events.append(.truncated(path: top.path, reason: message))
      stack.removeLast()
    }
    state.selectedStack = stack
    return NavigationResult(outcome: .completed, events: events)
  }

  /// Shows a route from inside the app: pushes it, presents it or selects its tab, as its placement says.
  private func show(
    _ route: RouteID,
    _ parameters: RouteParameters,
    on state: inout NavigationState,
    opener: String
  ) -> NavigationResult {
    guard let registered = registry.route(route) else {
      return failed(.route(route, parameters), NavigationError.unknownRoute(route).description)
    }
    var screen: Screen
    do { screen = try registry.screen(route, parameters: parameters) } catch {
      return failed(.route(route, parameters), error.description)
    }
    switch registry.validate(screen, context: environment.validationContext) {
    case .valid: break
    case .missing(let message), .unavailable(let message): screen.error = message
    }
    switch registered.placement {
    case .tabRoot(let tab):
      if !state.modals.isEmpty { return ignored("show \(screen.path)", "a modal covers the screen") }
      if tab == state.selectedTab, state.depth == 0 {
        return ignored("show \(screen.path)", "the screen is already shown")
      }
      // A link to a tab's root shows that root, as a link from outside does.
      state.selectedTab = tab
      state.selectedStack = []
      return NavigationResult(outcome: .completed)
    case .push:
      if !state.modals.isEmpty { return ignored("push \(screen.path)", "a modal covers the screen") }
      if state.selectedStack.last?.path == screen.path {
        return ignored("push \(screen.path)", "the screen is already shown")
      }
      state.selectedStack.append(screen)
      return NavigationResult(outcome: .completed)
    case .modal(let style):
      if state.topModal?.screen.path == screen.path {
        return ignored("present \(screen.path)", "the screen is already shown")
      }
      present(screen, style: style, opener: opener, on: &state)
      return NavigationResult(outcome: .completed)
    }
  }

  /// Presents a modal over the screen on top. The chain's origin tab is the tab selected when its first
  /// modal was presented; `opener` is the control focus returns to on dismissal.
  func present(_ screen: Screen, style: ModalStyle, opener: String, on state: inout NavigationState) {
    let presenter = topScreen(of: state)
    state.modals.append(
      ModalPresentation(
        screen: screen, style: style, originTab: state.modals.first?.originTab ?? state.selectedTab,
        presenterPath: presenter.path, opener: opener))
  }

  // MARK: - Links

  private func open(_ link: String, on state: inout NavigationState) -> NavigationResult {
    let today = environment.today
    let context = ValidationContext(today: today, data: environment.data)
    let planned = registry.resolve(link: link, today: today).flatMap {
      registry.plan(for: $0, link: link, context: context)
    }
    switch planned {
    case .failure(let error):
      let event = NavigationEvent.deepLinkFailed(input: link.truncatedForLog, error: error)
      if case .validationFailed = error {
        // The thing is gone: stay where the user is and say so.
        state.toast = error.userMessage
      } else {
        state.modals.removeAll()
        state.selectedTab = registry.defaultTab
        state.selectedStack = []
        state.toast = error.userMessage
      }
      state.pendingDeepLink = nil
      return NavigationResult(outcome: .failed(error.description), events: [event])
    case .success(let plan):
      var next = state
      next.pendingDeepLink = nil
      apply(plan, to: &next)
      var result = NavigationResult(outcome: next == state ? .unchanged : .completed)
      if next == state {
        result.events.append(.ignored(request: "open \(link.truncatedForLog)", reason: "the screen is already shown"))
      }
      state = next
      result.plan = plan
      return result
    }
  }

  /// Applies a plan's steps in order. A screen the plan rebuilds at the place it already had keeps its
  /// restoration payload: a link to the screen already shown loses no draft.
  func apply(_ plan: DeepLinkPlan, to state: inout NavigationState) {
    let previousStacks = state.stacks
    let previousModals = state.modals
    for step in plan.steps {
      switch step {
      case .dismissModals:
        state.modals.removeAll()
      case .selectTab(let tab):
        state.selectedTab = tab
      case .popToRoot(let tab):
        state.stacks[tab] = nil
      case .push(var screen):
        let index = state.selectedStack.count
        if let old = previousStacks[state.selectedTab], index < old.count, old[index].path == screen.path {
          screen.payload = old[index].payload
        }
        state.selectedStack.append(screen)
      case .present(var screen, let style):
        let index = state.modals.count
        if index < previousModals.count, previousModals[index].screen.path == screen.path {
          screen.payload = previousModals[index].screen.payload
        }
        let presenter = topScreen(of: state)
        present(screen, style: style, opener: registry.accessibilityLabel(of: presenter), on: &state)
      }
    }
  }

  private func applyPendingLink(on state: inout NavigationState, into result: inout NavigationResult) {
    guard let link = state.pendingDeepLink else { return }
    let request = NavigationRequest.openLink(link)
    for navigationGuard in registry.guards {
      if case .postpone = navigationGuard.decide(request, in: state) { return }
    }
    state.pendingDeepLink = nil
    let applied = perform(request, on: &state, passingGuards: true)
    result.events.append(.pendingLinkApplied(link: link.truncatedForLog))
    result.events += applied.events
    if result.plan == nil { result.plan = applied.plan }
  }

  // MARK: - Commands and alerts

  private func runCommand(_ verb: String, _ argument: String, on state: inout NavigationState) -> NavigationResult {
    guard let command = registry.command(verb) else {
      return NavigationResult(outcome: .badArgument("unknown command '\(verb)'"))
    }
    var session = CommandSession(state: state, registry: registry, engine: self)
    switch command.run(argument, &session) {
    case .done:
      state = session.state
      return NavigationResult(outcome: .completed, events: session.events)
    case .ignored(let reason):
      return ignored(argument.isEmpty ? verb : "\(verb) \(argument)", reason)
    case .badArgument(let reason):
      return NavigationResult(outcome: .badArgument(reason))
    }
  }

  private func answerAlert(_ title: String, on state: inout NavigationState) -> NavigationResult {
    guard let alert = state.alert else { return ignored("alert \(title)", "no alert is shown") }
    guard let index = alert.actions.firstIndex(where: { $0.caseInsensitiveCompare(title) == .orderedSame }) else {
      return ignored("alert \(title)", "the alert has no action '\(title)'")
    }
    state.alert = nil
    guard index == 0 else { return NavigationResult(outcome: .completed) }
    return perform(alert.request, on: &state, passingGuards: true)
  }

  // MARK: - Lifecycle

  private func lifecycle(_ input: NavigationInput, on state: inout NavigationState) -> NavigationResult {
    let now = environment.now()
    switch input {
    case .background:
      guard state.phase == .active else { return ignored("background", "the app is not in the foreground") }
      state.phase = .background
      state.backgroundedAt = now
      // An open alert stays: the user comes back to the question they were asked.
      state.keyboardShown = false
      prepareForBackground(&state)
      var result = NavigationResult(outcome: .completed)
      result.snapshot = snapshot(of: state, savedAt: now, sessionEnd: .background)
      return result
    case .foreground:
      guard state.phase == .background else { return ignored("foreground", "the app is not in the background") }
      let left = state.backgroundedAt ?? now
      state.phase = .active
      state.backgroundedAt = nil
      state.scrollDirection = .none
      // The same rule as a launch: too long away, or a clock that moved back, is a fresh start.
      let away: TimeInterval
      switch absence(since: left, now: now) {
      case .within(let seconds): away = seconds
      case .tooLong(let seconds):
        return freshForeground(
          "away for \(seconds.shortDescription), more than \(environment.backgroundTimeout.shortDescription)", &state)
      case .clockMovedBack:
        return freshForeground(
          "the clock moved back since the app went to the background (at \(left), now \(now))", &state)
      }
      // Data may have changed while the app was away: nothing stale is shown.
      return NavigationResult(
        outcome: .completed,
        events: [.restored(detail: "back after \(away.shortDescription)")] + revalidate(&state))
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

  /// A foreground that starts fresh: the default tab, Reduce Motion kept (it is the system's setting).
  private func freshForeground(_ reason: String, _ state: inout NavigationState) -> NavigationResult {
    let reduceMotion = state.reduceMotion
    state = freshState()
    state.reduceMotion = reduceMotion
    return NavigationResult(outcome: .completed, events: [.reset(reason: reason)])
  }

  /// Runs every screen's background hook on its restoration payload (voice input pauses its recording).
  private func prepareForBackground(_ state: inout NavigationState) {
    func prepare(_ screen: inout Screen) {
      registry.route(screen.route)?.definition.onBackground?(&screen.payload)
    }
    for tab in Array(state.stacks.keys) {
      state.stacks[tab] = state.stacks[tab]?.map { screen in
        var screen = screen
        prepare(&screen)
        return screen
      }
    }
    for index in state.modals.indices { prepare(&state.modals[index].screen) }
  }

  // MARK: - Describing a change

  /// The screen on top: the top modal, else the top of the selected stack, else the tab root.
  public func topScreen(of state: NavigationState) -> Screen {
    if let modal = state.modals.last { return modal.screen }
    if let top = state.selectedStack.last { return top }
    return registry.rootScreen(of: state.selectedTab) ?? Screen(route: "", path: "/")
  }

  private func describeChange(
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

  /// A request that names no screen (a path no route matches, an unknown route id): nothing changes, and
  /// the event says why.
  private func failed(_ request: NavigationRequest, _ reason: String) -> NavigationResult {
    NavigationResult(outcome: .failed(reason), events: [.ignored(request: request.description, reason: reason)])
  }

  private func ignored(_ request: String, _ reason: String) -> NavigationResult {
    NavigationResult(outcome: .ignored(reason), events: [.ignored(request: request, reason: reason)])
  }
}

extension TimeInterval {
  /// `45m`, `29m59s`, `2h`, `12s`; whole seconds, rounded down. Any interval is safe to describe:
  /// negative, non-finite or absurdly long ones (a hostile journey, a clock gone wrong) are clamped.
  package var shortDescription: String {
    guard isFinite, self >= 1 else { return "0s" }
    var seconds = Int(Swift.min(self, 1e15))
    var parts = ""
    if seconds >= 3600 {
      parts += "\(seconds / 3600)h"
      seconds %= 3600
    }
    if seconds >= 60 {
      parts += "\(seconds / 60)m"
      seconds %= 60
    }
    if seconds > 0 { parts += "\(seconds)s" }
    return parts
  }
}
