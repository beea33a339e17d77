extension NavigationEngine {
  /// Opens a link from outside the app: resolves and plans it, then applies the plan. Any failure, a link
  /// to a deleted entry included, shows a toast saying why and is logged; the user stays where they are, or
  /// lands on the default tab's root, as the app's rules say (``NavigationRules/failedLink``).
  func open(_ link: String, on state: inout NavigationState) -> NavigationResult {
    // One reading of the clock for the resolve and the validators.
    let context = validationContext
    let resolved = registry.resolve(link: link, today: context.today)
    let redirect = NavigationEvent.redirect(of: resolved, input: link)
    switch planner.plan(resolved, link: link, context: context) {
    case .failure(let error):
      return fail(link, error, on: &state)
    case .success(let plan):
      let hadPendingLink = state.pendingDeepLink != nil
      let changed: Bool
      do { changed = try apply(plan, to: &state) || hadPendingLink } catch {
        return .ignored(.openLink(link), error.refusal)
      }
      state.pendingDeepLink = nil
      var result = NavigationResult(outcome: changed ? .completed : .unchanged)
      if let redirect { result.events.append(redirect) }
      if !changed {
        result.events.append(
          .ignored(
            request: NavigationRequest.openLink(link).description, reason: NavigationRefusal.alreadyShown.description))
      }
      result.plan = plan
      return result
    }
  }

  /// A link that fails: a toast says why, the app's rule (``NavigationRules/failedLink``) says where the user
  /// stays, and no link waits any more.
  private func fail(_ link: String, _ error: DeepLinkError, on state: inout NavigationState) -> NavigationResult {
    let event = NavigationEvent.deepLinkFailed(input: link.truncatedForLog, error: error)
    if registry.app.rules.failedLink == .defaultTabRoot { state.showRoot(of: registry.defaultTab) }
    state.toast = error.userMessage
    state.pendingDeepLink = nil
    return NavigationResult(outcome: .failed(error.description), events: [event])
  }

  /// Applies a plan through the state's editor (``NavigationState/apply(_:presenter:)``): a modal it presents
  /// returns focus to the screen on top below it.
  func apply(_ plan: DeepLinkPlan, to state: inout NavigationState) throws(StateRefusal) -> Bool {
    try state.apply(plan) { topScreen(of: $0).path }
  }

  // MARK: - Links that wait

  /// Keeps `link` as the pending link (the newest wins) because `holder` (an alert, a guard) keeps it
  /// waiting. The one way a link is deferred; `applyPendingLink(on:into:)` applies it later. A link the
  /// resolver refuses before reading it (empty, longer than ``NavigationLimits/linkBytes``) is not kept: it
  /// fails now as it would when applied, so what waits is bounded where it is kept.
  func deferLink(_ link: String, heldBy holder: String, on state: inout NavigationState) -> NavigationResult {
    if let refusal = DeepLinkResolver.refusalBeforeReading(link) { return fail(link, refusal, on: &state) }
    state.pendingDeepLink = link
    return NavigationResult(outcome: .deferred, events: [.deferred(link: link.truncatedForLog, guard: holder)])
  }

  /// What keeps a pending link waiting in `state` (an alert, a guard that postpones links, the app not
  /// being in the foreground), or nil when it may be applied now.
  func holder(ofPendingLink link: String, in state: NavigationState) -> String? {
    if state.phase != .active { return "app not active" }
    if state.alert != nil { return "alert" }
    let request = NavigationRequest.openLink(link)
    for rule in guards {
      if case .postpone = rule.decide(request, in: state) { return rule.name }
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
