import Foundation

extension NavigationEngine {
  /// Applies a request: the screen must offer it, then the guards see it (unless `passingGuards`: an
  /// alert's confirmation, a feature command, a pending link nothing holds), then it is dispatched.
  func perform(
    _ request: NavigationRequest,
    on state: inout NavigationState,
    passingGuards: Bool,
    byKey: Bool = false
  ) -> NavigationResult {
    // A step the screen does not offer changes nothing, and no guard is asked about it: a guard must
    // never ask to confirm something that would then not happen.
    if let reason = notOffered(request, in: state, byKey: byKey) { return .ignored(request, reason) }
    if !passingGuards, let stopped = askGuards(about: request, on: &state) { return stopped }
    return dispatch(request, on: &state)
  }

  /// Shows `request` to every guard in registration order; the first that does not allow decides.
  /// Returns nil when all allow.
  private func askGuards(about request: NavigationRequest, on state: inout NavigationState) -> NavigationResult? {
    for rule in guards {
      switch rule.decide(request, in: state) {
      case .allow:
        continue
      case .deny(let reason):
        return .blocked(request, by: rule.name, reason)
      case .confirm(let message, let confirmTitle, let cancelTitle, let style):
        state.show(
          AlertState(
            message: message, confirmTitle: confirmTitle, cancelTitle: cancelTitle, request: request, style: style))
        return NavigationResult(
          outcome: .confirmationRequested,
          events: [.confirmationRequested(request: request.description, guard: rule.name)])
      case .postpone(let reason):
        guard case .openLink(let link) = request else { return .blocked(request, by: rule.name, reason) }
        return deferLink(link, heldBy: rule.name, on: &state)
      }
    }
    return nil
  }

  /// Why the current screen does not offer `request` (like a tap where there is no button), or nil. A
  /// key command reaches what a tap cannot: the floating button's command works while the button is
  /// hidden (the keyboard is up, or the user scrolled down), unless a modal covers it.
  private func notOffered(_ request: NavigationRequest, in state: NavigationState, byKey: Bool) -> NavigationRefusal? {
    switch request {
    case .back:
      return state.modals.isEmpty && state.depth == 0 ? .atRoot : nil
    case .swipeBack:
      if !state.modals.isEmpty { return .modalHasNoSwipeBack }
      return state.depth == 0 ? .atRoot : nil
    case .replace:
      // A tab root is never replaced: there is a screen to replace only above it.
      return state.modals.isEmpty && state.depth == 0 ? .atRoot : nil
    case .popToRoot:
      if !state.modals.isEmpty { return .modalCoversScreen }
      return state.depth == 0 ? .atRoot : nil
    case .popTo(let depth):
      if !state.modals.isEmpty { return .modalCoversScreen }
      return depth >= 0 && depth < state.depth ? nil : .noScreenAtDepth(depth)
    case .save:
      return canClose(state) && editing(of: topScreen(of: state))?.saveKind != nil ? nil : .nothingToSave
    case .cancel:
      // Cancel is a sheet's button; a pushed editor is left without saving by Back.
      return !state.modals.isEmpty && editing(of: topScreen(of: state)) != nil ? nil : .nothingToCancel
    case .dismiss, .dismissAll:
      return state.modals.isEmpty ? .noModal : nil
    case .floatingButton:
      guard registry.floatingButtonRoute != nil, !registry.floatingButtonVisible(in: state) else { return nil }
      if !byKey { return .floatingButtonHidden }
      return state.modals.isEmpty ? nil : .modalCoversFloatingButton
    case .selectTab where registry.app.shape == .singleStack:
      return .noTabBar
    case .selectTab, .show, .route, .openLink, .recover:
      // Tab taps under a modal are shown to the guards first, so a recording can say it blocked them.
      return nil
    }
  }

  /// The one place an admitted request changes the state.
  private func dispatch(_ request: NavigationRequest, on state: inout NavigationState) -> NavigationResult {
    switch request {
    case .selectTab(let tab):
      return selectTab(tab, on: &state)
    case .show(let path):
      return show(linked: path, for: request, on: &state)
    case .route(let route, let parameters):
      let path: String
      do { path = try registry.screen(route, parameters: parameters).path } catch {
        var result = NavigationResult.failed(request, error.description)
        if case .unknownRoute = error { result.unregistered = .route(route) }
        return result
      }
      return show(resolving: path, for: request, on: &state)
    case .replace(let path):
      return replace(with: path, for: request, on: &state)
    case .back:
      state.removeTop()
      return .completed
    case .swipeBack:
      state.popTop()
      return .completed
    case .popToRoot:
      return pop(on: &state, to: 0)
    case .popTo(let depth):
      return pop(on: &state, to: depth)
    case .save:
      return save(on: &state)
    case .cancel:
      return close(on: &state)
    case .dismiss:
      state.dismissTopModal()
      return .completed
    case .dismissAll:
      state.dismissAllModals()
      return .completed
    case .openLink(let link):
      return open(link, on: &state)
    case .floatingButton:
      return pressFloatingButton(for: request, on: &state)
    case .recover:
      return recover(on: &state)
    }
  }

  /// Shows the screen a link on a screen names (the path as the user's app wrote it, so a redirect it matches
  /// is reported, and a path no route matches is an unregistered one).
  private func show(
    linked path: String, for request: NavigationRequest, on state: inout NavigationState
  ) -> NavigationResult {
    // One reading of the clock for the resolve and the validators.
    let context = validationContext
    // Each outcome is handled where it is made.
    switch registry.resolve(path: path, today: context.today) {
    case .failure(let error): return refuse(request, error, resolving: path, on: &state)
    case .success(let match):
      // A link on a screen: nothing under a modal can be tapped, so nothing nests from here.
      if !state.modals.isEmpty { return .ignored(request, .modalCoversScreen) }
      var result = show(match, for: request, context: context, on: &state)
      if let redirect = NavigationEvent.redirect(of: match, input: path) { result.events.insert(redirect, at: 0) }
      return result
    }
  }

  /// Shows the floating button's route, focus returning to the button when it is a modal that closes.
  private func pressFloatingButton(for request: NavigationRequest, on state: inout NavigationState) -> NavigationResult
  {
    guard let route = registry.floatingButtonRoute, registry.app.floatingButton != nil else {
      return .ignored(request, .noFloatingButton)
    }
    let path: String
    do { path = try registry.screen(route, parameters: RouteParameters()).path } catch {
      return .failed(request, error.description)
    }
    return show(resolving: path, for: request, opener: .floatingButton, on: &state)
  }

  private func selectTab(_ tab: TabID, on state: inout NavigationState) -> NavigationResult {
    guard let position = registry.table.index(of: tab) else {
      return NavigationResult(outcome: .badArgument("no tab '\(tab)'"))
    }
    if !state.modals.isEmpty { return .ignored(.selectTab(tab), .modalCoversTabBar) }
    if tab != state.selectedTab {
      // The registry's id: it knows the tab's position.
      state.selectedTab = registry.tabs[position].id
      return .completed
    }
    if state.depth > 0 { return pop(on: &state, to: 0) }
    let dropped = registry.rootScreen(of: tab).map { rememberScroll(0, of: $0.path, on: &state) } ?? []
    return NavigationResult(outcome: .completed, events: dropped + [.scrollToTop(tab)])
  }

  /// Pops the selected stack to `depth` screens. A screen revealed that no longer validates is cut by
  /// the after-effects (`recheckRevealed`), as any screen shown again is.
  func pop(on state: inout NavigationState, to depth: Int) -> NavigationResult {
    state.pop(to: depth)
    return .completed
  }

  /// Shows a screen from inside the app (a tap on a link, a typed route, the floating button) after the
  /// checks a link passes (the resolver's, the app's day rule among them; the validators of every screen it
  /// shows): pushes it, presents it or selects its tab, as its placement says. A push route of another tab opens in that tab with its parent chain, as a link does; the stack
  /// of the tab it was tapped on is untouched, unless the route declares
  /// ``RouteDefinition/pushesOnAnyTab``. A refusal leaves the user where they are, with a toast. `opener`
  /// is where focus returns when a modal shown here closes (nil: the screen on top); `context` is the
  /// one the path was resolved with.
  private func show(
    _ match: RouteMatch,
    for request: NavigationRequest,
    context: ValidationContext,
    opener: FocusTarget? = nil,
    on state: inout NavigationState
  ) -> NavigationResult {
    func refuse(_ error: DeepLinkError) -> NavigationResult { self.refuse(request, error, on: &state) }
    // Looked up once for the placement, the screen and its validator.
    guard let index = registry.index(of: match.route) else {
      return .failed(request, NavigationError.unknownRoute(match.route).description)
    }
    let routes = registry.routes
    let placement = routes[index].placement
    if case .push(let tab, _) = placement, tab != state.selectedTab, !routes[index].definition.pushesOnAnyTab {
      // Opens in its own tab with its parent chain, as a link does: the plan checks every screen it shows.
      if !state.modals.isEmpty { return .ignored(request, .modalCoversScreen) }
      switch registry.plan(for: match, link: request.description, context: context) {
      case .failure(let error): return refuse(error)
      case .success(let plan):
        do { _ = try apply(plan, to: &state) } catch { return .ignored(request, error.refusal) }
        return .completed
      }
    }
    switch planner.validatedScreen(match, at: index, context: context, link: request.description) {
    case .failure(let error): return refuse(error)
    case .success(let screen): return place(screen, as: placement, for: request, opener: opener, on: &state)
    }
  }

  /// Shows a validated screen where its route's placement says; a refusal names `request`, the step that
  /// asked for it.
  private func place(
    _ screen: consuming Screen, as placement: Placement, for request: NavigationRequest, opener: FocusTarget?,
    on state: inout NavigationState
  ) -> NavigationResult {
    switch placement {
    case .tabRoot(let tab):
      if !state.modals.isEmpty { return .ignored(request, .modalCoversScreen) }
      if tab == state.selectedTab, state.depth == 0 { return .ignored(request, .alreadyShown) }
      // A link to a tab's root shows that root, as a link from outside does (no modal is shown here).
      state.showRoot(of: tab)
      return .completed
    case .push:
      if !state.modals.isEmpty { return .ignored(request, .modalCoversScreen) }
      do { try state.push(screen) } catch { return .ignored(request, error.refusal) }
      return .completed
    case .modal(let style):
      let presenter = topScreen(of: state)
      // Focus returns to what opened it: the screen on top (a link or a request on it) unless said otherwise.
      let opener = opener ?? .screen(path: presenter.path)
      do {
        try state.present(screen, style: style, presenterPath: presenter.path, opener: opener)
      } catch {
        return .ignored(request, error.refusal)
      }
      return .completed
    }
  }

  /// ``show(_:for:context:opener:on:)`` for a path printed by a route's pattern (a redirect it matches is not
  /// reported: the path was not written by the user).
  private func show(
    resolving path: String, for request: NavigationRequest, opener: FocusTarget? = nil, on state: inout NavigationState
  ) -> NavigationResult {
    // One reading of the clock for the resolve and the validators.
    let context = validationContext
    switch registry.resolve(path: path, today: context.today) {
    case .failure(let error): return refuse(request, error, on: &state)
    case .success(let match): return show(match, for: request, context: context, opener: opener, on: &state)
    }
  }

  /// A request the app cannot follow: the user stays where they are, and a toast says why.
  func refuse(
    _ request: NavigationRequest, _ error: DeepLinkError, on state: inout NavigationState
  ) -> NavigationResult {
    state.toast = error.userMessage
    return .failed(request, error.description)
  }

  /// ``refuse(_:_:on:)`` for a path the user's app wrote that does not resolve: a path no route matches is an
  /// unregistered one.
  func refuse(
    _ request: NavigationRequest, _ error: DeepLinkError, resolving path: String, on state: inout NavigationState
  ) -> NavigationResult {
    var result = refuse(request, error, on: &state)
    if case .noMatchingRoute = error { result.unregistered = .path(path) }
    return result
  }

  // MARK: - Commands and alerts

  func runCommand(_ verb: String, _ argument: String, on state: inout NavigationState) -> NavigationResult {
    guard let command = registry.command(verb) else {
      return NavigationResult(outcome: .badArgument("unknown command '\(verb)'"))
    }
    if let reason = command.checkArgument(argument) { return NavigationResult(outcome: .badArgument(reason)) }
    var session = CommandSession(state: state, registry: registry, engine: self)
    let step = NavigationInput.command(verb: verb, argument: argument)
    let ran = command.run(argument, &session)
    // A feature presents past the guards, never past the limits: a refusal at one ignores the whole command,
    // whatever the feature made of it.
    if let refusal = session.limitRefusal { return .ignored(step, refusal.refusal) }
    let outcome: NavigationOutcome
    switch ran {
    case .done: outcome = .completed
    case .failed(let reason): outcome = .failed(reason)
    case .ignored(let reason):
      return .ignored(step, .feature(reason))
    case .badArgument(let reason):
      return NavigationResult(outcome: .badArgument(reason))
    }
    state = session.state
    return NavigationResult(outcome: outcome, events: session.events)
  }

  func answerAlert(_ title: String, on state: inout NavigationState) -> NavigationResult {
    guard let alert = state.alert else { return .ignored(.alertAction(title), .noAlertShown) }
    // A button is named as the user reads it, or in English, so a script or journey written in English
    // answers the alert whatever the language.
    let named = { (action: LocalizedText) in
      [action.resolved(in: registry.localization), action.english].contains {
        $0.caseInsensitiveCompare(title) == .orderedSame
      }
    }
    guard let index = alert.actions.firstIndex(where: named) else {
      return .ignored(.alertAction(title), .noAlertAction(title))
    }
    state.closeAlert()
    guard index == 0 else { return .completed }
    return perform(alert.request, on: &state, passingGuards: true)
  }
}
