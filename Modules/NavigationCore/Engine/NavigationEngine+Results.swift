import Foundation

// A presented route's typed result (`ReturnsResult`): handed to the screen that presented it when the route
// closes, kept in the state (and the snapshot) until that screen consumes it or leaves.

extension NavigationEngine {
  /// `return JSON`: the top modal closes, handing `json` to its presenter, past the guards (the screen's own
  /// button, as Save is). A value that is not the route's type is refused, never stored.
  func returnResult(_ json: String, on state: inout NavigationState) -> NavigationResult {
    let input = NavigationInput.returnResult(json)
    guard let modal = state.modals.last else { return .ignored(input, .noModal) }
    guard let type = registry.route(modal.screen.route)?.definition.resultType else {
      return .ignored(input, .returnsNoResult)
    }
    // A journey's parser cannot know the screen a `return` will find: a value of another type is refused
    // like a tap where there is no button, never stored.
    guard let canonical = type.canonicalResult(json), canonical.utf8.count <= NavigationLimits.resultBytes else {
      return .ignored(input, .notAResult(type: type.resultTypeName))
    }
    state.keep(
      PendingResult(route: modal.screen.route, tab: modal.originTab, presenter: modal.presenterPath, value: canonical))
    state.dismissTopModal()
    return .completed
  }

  /// `consume`: the screen on top has read the result waiting for it.
  func consumeResult(on state: inout NavigationState) -> NavigationResult {
    guard let pending = state.pendingResult, isWaiting(pending, forTopOf: state) else {
      return .ignored(.consumeResult, .noPendingResult)
    }
    state.keep(nil)
    return .completed
  }

  /// After any input that closed modals (`before` had some): each closed route that returns a result and
  /// was not finished with `return` by this input tells its presenter it was cancelled; the innermost closes
  /// last, so its presenter, the one still shown, keeps its answer. Then a result whose presenter is no
  /// longer shown anywhere is dropped. Neither runs for an input that leaves no modal before and no result
  /// (a push, a Back, a tab tap): the caller asks that first.
  func settleResults(from before: StateBefore, on state: inout NavigationState, trigger: NavigationInput) {
    if !before.modals.isEmpty {
      var kept = 0
      while kept < min(before.modals.count, state.modals.count),
        before.modals[kept].screen.path == state.modals[kept].screen.path
      {
        kept += 1
      }
      var closed = before.modals[kept...]
      // The modal `return` closed already handed over its value.
      if case .returnResult = trigger, state.pendingResult != nil, !closed.isEmpty { closed.removeLast() }
      for modal in closed.reversed() where registry.route(modal.screen.route)?.definition.resultType != nil {
        state.keep(
          PendingResult(route: modal.screen.route, tab: modal.originTab, presenter: modal.presenterPath, value: nil))
      }
    }
    if let pending = state.pendingResult, !isShown(pending, in: state) { state.keep(nil) }
  }

  /// The result waiting for the screen on top of `state`, nil when none is (or it waits for another
  /// screen).
  package func pendingResult(forTopOf state: NavigationState) -> PendingResult? {
    guard let pending = state.pendingResult, isWaiting(pending, forTopOf: state) else { return nil }
    return pending
  }

  /// Whether `pending` is for the screen on top.
  func isWaiting(_ pending: PendingResult, forTopOf state: NavigationState) -> Bool {
    if let modal = state.modals.last {
      return modal.originTab == pending.tab && modal.screen.path == pending.presenter
    }
    return state.selectedTab == pending.tab && topScreen(of: state).path == pending.presenter
  }

  /// Whether the presenter of `pending` is still somewhere in the state: its tab's root or stack, or a modal
  /// of a chain begun in its tab.
  /// The one home of the rule: the admission asks it of a result from outside, the engine of a kept one.
  func isShown(_ pending: PendingResult, in state: NavigationState) -> Bool {
    guard registry.tab(pending.tab) != nil else { return false }
    if state.modals.contains(where: { $0.originTab == pending.tab && $0.screen.path == pending.presenter }) {
      return true
    }
    if rootScreen(of: pending.tab).path == pending.presenter { return true }
    return state.stack(of: pending.tab)?.contains { $0.path == pending.presenter } == true
  }
}
