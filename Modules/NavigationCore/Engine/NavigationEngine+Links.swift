extension NavigationEngine {
  /// Opens a link from outside the app: resolves and plans it, then applies the plan. Any failure, a link
  /// to a deleted entry included, shows the default tab's root with a toast saying why, and is logged (an
  /// in-app navigation that fails keeps the user where they are instead, with the toast).
  func open(_ link: String, on state: inout NavigationState) -> NavigationResult {
    // One reading of the clock for the resolve and the validators.
    let context = environment.validationContext
    let resolved = registry.resolve(link: link, today: context.today)
    let redirect = NavigationEvent.redirect(of: resolved, input: link)
    switch planner.plan(resolved, link: link, context: context) {
    case .failure(let error):
      let event = NavigationEvent.deepLinkFailed(input: link.truncatedForLog, error: error)
      state.modals.removeAll()
      state.selectedTab = registry.defaultTab
      state.selectedStack = []
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

  /// Applies a plan's steps in order. A screen the plan rebuilds at the place it already had keeps its
  /// restoration payload: a link to the screen already shown loses no draft. Returns whether the state changed
  /// (told from the parts a plan touches, without a copy of the state to compare with).
  @discardableResult
  func apply(_ plan: DeepLinkPlan, to state: inout NavigationState) -> Bool {
    let previousTab = state.selectedTab
    let previousModals = state.modals
    // The stacks the plan rebuilds, as they were (a tab's stack is rebuilt from its root, once).
    var rebuilt: [RebuiltStack] = []
    var grewOtherStack = false
    // By index: each step is read where it is, not copied out of the array first.
    for stepIndex in plan.steps.indices {
      switch plan.steps[stepIndex] {
      case .dismissModals:
        state.modals.removeAll()
      case .selectTab(let tab):
        state.selectedTab = tab
      case .popToRoot(let tab):
        let old = state.removeStack(of: tab)
        if !rebuilt.contains(where: { $0.tab == tab }) { rebuilt.append(RebuiltStack(tab: tab, stack: old)) }
      case .push(var screen):
        let index = state.selectedStack.count
        guard let old = rebuilt.first(where: { $0.tab == state.selectedTab }) else {
          // Pushed onto a stack the plan did not rebuild: it grows.
          grewOtherStack = true
          state.budget.add(StateBudget.bytes(ofPrinted: screen))
          state.selectedStack.append(screen)
          continue
        }
        // A plan's screens come without a payload: there is something to keep only when the old screen had one.
        if let stack = old.stack, index < stack.count, stack[index].path == screen.path, !stack[index].payload.isEmpty {
          screen.payload = stack[index].payload
        }
        state.budget.add(StateBudget.bytes(ofPrinted: screen))
        state.selectedStack.append(screen)
      case .present(var screen, let style):
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
    return grewOtherStack || state.selectedTab != previousTab || state.modals != previousModals
      || rebuilt.contains { state.stack(of: $0.tab) != $0.stack }
  }

  /// A stack a plan rebuilds, as it was.
  private struct RebuiltStack {
    let tab: TabID
    let stack: [Screen]?
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
    for navigationGuard in registry.guards {
      if case .postpone = navigationGuard.decide(request, in: state) { return navigationGuard.name }
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
