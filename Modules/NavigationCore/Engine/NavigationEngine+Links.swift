extension NavigationEngine {
  /// Opens a link from outside the app: resolves and plans it, then applies the plan. Any failure, a link
  /// to a deleted entry included, shows a toast saying why and is logged; the user stays where they are, or
  /// lands on the default tab's root, as the app's rules say (``NavigationRules/failedLink``).
  func open(_ link: String, on state: inout NavigationState) -> NavigationResult {
    // One reading of the clock for the resolve and the validators.
    let context = environment.validationContext
    let resolved = registry.resolve(link: link, today: context.today)
    let redirect = NavigationEvent.redirect(of: resolved, input: link)
    switch planner.plan(resolved, link: link, context: context) {
    case .failure(let error):
      let event = NavigationEvent.deepLinkFailed(input: link.truncatedForLog, error: error)
      if registry.app.rules.failedLink == .defaultTabRoot {
        state.modals.removeAll()
        state.selectedTab = registry.defaultTab
        state.selectedStack = []
      }
      state.toast = error.userMessage
      state.pendingDeepLink = nil
      return NavigationResult(outcome: .failed(error.description), events: [event])
    case .success(let plan):
      guard state.fits(StateBudget.bytes(of: plan)) else {
        return .ignored("open \(link.truncatedForLog)", NavigationState.budgetFull)
      }
      let hadPendingLink = state.pendingDeepLink != nil
      state.pendingDeepLink = nil
      let changed = apply(plan, to: &state) || hadPendingLink
      var result = NavigationResult(outcome: changed ? .completed : .unchanged)
      if let redirect { result.events.append(redirect) }
      if !changed {
        result.events.append(.ignored(request: "open \(link.truncatedForLog)", reason: "the screen is already shown"))
      }
      result.plan = plan
      return result
    }
  }

  /// Applies a plan's steps in order. The selected stack a plan takes to its root is rebuilt where it is: a
  /// screen the plan puts back at the place it already had, unchanged, stays there with its restoration
  /// payload (a link to the screen already shown loses no draft); a screen that differs there but has the
  /// same path takes that payload over. Returns whether the state changed, told as the steps apply.
  @discardableResult
  func apply(_ plan: DeepLinkPlan, to state: inout NavigationState) -> Bool {
    let previousTab = state.selectedTab
    let previousModals = state.modals
    var changed = false
    // How many screens the plan has put back on the selected stack since it took that stack to its root; nil
    // while it is not rebuilding the selected stack.
    var rebuilt: Int?
    for step in plan.steps {
      switch step {
      case .dismissModals:
        state.modals.removeAll()
      case .selectTab(let tab):
        if let count = rebuilt { changed = Self.cutSelectedStack(to: count, on: &state) || changed }
        rebuilt = nil
        state.selectedTab = tab
      case .popToRoot(let tab):
        if tab == state.selectedTab {
          rebuilt = 0
        } else if state.removeStack(of: tab) != nil {
          changed = true
        }
      case .push(let screen):
        // Onto a stack the plan did not take to its root, the screen goes on top: the stack grows.
        changed = Self.put(screen, at: rebuilt ?? state.selectedStack.count, on: &state) || changed
        if let count = rebuilt { rebuilt = count + 1 }
      case .present(var screen, let style):
        // A modal is presented over the plan's stack, not over screens it is about to leave out.
        if let count = rebuilt { changed = Self.cutSelectedStack(to: count, on: &state) || changed }
        let index = state.modals.count
        if index < previousModals.count, previousModals[index].screen.path == screen.path,
          !previousModals[index].screen.payload.isEmpty
        {
          screen.payload = previousModals[index].screen.payload
        }
        let presenter = topScreen(of: state)
        present(screen, style: style, opener: registry.accessibilityLabel(of: presenter), on: &state)
      }
    }
    if let count = rebuilt { changed = Self.cutSelectedStack(to: count, on: &state) || changed }
    return changed || state.selectedTab != previousTab || state.modals != previousModals
  }

  /// Puts `screen` at `position` of the selected stack a plan rebuilds (the screens below it are the plan's
  /// already). The screen there stays when only its payload tells the two apart; otherwise `screen` takes its
  /// place, with the payload of a screen at the same path. Returns whether the stack changed.
  private static func put(_ screen: Screen, at position: Int, on state: inout NavigationState) -> Bool {
    guard position < state.selectedStack.count else {
      state.budget.add(StateBudget.bytes(ofPrinted: screen))
      state.selectedStack.append(screen)
      return true
    }
    let old = state.selectedStack[position]
    var replacement = screen
    if old.path == screen.path {
      if old.route == screen.route, old.parameters == screen.parameters, old.error == screen.error { return false }
      // A plan's screens come without a payload: there is something to keep only when the old screen had one.
      if !old.payload.isEmpty { replacement.payload = old.payload }
    }
    state.budget.add(StateBudget.bytes(ofPrinted: replacement))
    state.selectedStack[position] = replacement
    return true
  }

  /// Leaves the bottom `count` screens of the selected stack: the ones a plan put back. Returns whether there
  /// were more.
  private static func cutSelectedStack(to count: Int, on state: inout NavigationState) -> Bool {
    guard state.selectedStack.count > count else { return false }
    state.selectedStack.removeSubrange(count...)
    return true
  }

  // MARK: - Links that wait

  /// Keeps `link` as the pending link (the newest wins) because `holder` (an alert, a guard) keeps it
  /// waiting. The one way a link is deferred; `applyPendingLink(on:into:)` applies it later.
  func deferLink(_ link: String, heldBy holder: String, on state: inout NavigationState) -> NavigationResult {
    state.pendingDeepLink = link
    return NavigationResult(outcome: .deferred, events: [.deferred(link: link.truncatedForLog, guard: holder)])
  }

  /// What keeps a pending link waiting in `state` (an alert, a guard that postpones links, the app not
  /// being in the foreground), or nil when it may be applied now.
  func holder(ofPendingLink link: String, in state: NavigationState) -> String? {
    if state.phase != .active { return "app not active" }
    if state.alert != nil { return "alert" }
    let request = NavigationRequest.openLink(link)
    for registered in guards {
      if case .postpone = registered.rule.decide(request, in: state) { return registered.rule.name }
    }
    return nil
  }

  /// Applies the pending link once nothing holds it any more, past the guards (they were asked when it
  /// arrived, and none holds it now).
  func applyPendingLink(on state: inout NavigationState, into result: inout NavigationResult) {
    guard let link = state.pendingDeepLink, holder(ofPendingLink: link, in: state) == nil else { return }
    state.pendingDeepLink = nil
    let applied = perform(.openLink(link), on: &state, passingGuards: true)
    result.events.append(.pendingLinkApplied(link: link.truncatedForLog))
    result.events += applied.events
    if !result.hasPlan { result.plan = applied.plan }
  }
}
