import Foundation

extension NavigationEngine {
  /// Why a navigation report's starting state (its `# start:` header) is not one the app could have been
  /// in, or nil when it is.
  ///
  /// A report is text anyone can edit, so its starting state is held to the rules a saved snapshot is held
  /// to at launch, through the same code (``launch(from:)``'s restoration): the limits first, from counts
  /// alone (a header of 2,000 modals costs no more than a look at its count), then the state budget, then
  /// every screen restored as a launch restores it. A state the restoration would cut or change is refused,
  /// never run: a replay that starts where the app could not have been proves nothing.
  package func startStateProblem(_ state: NavigationState) -> String? {
    if state.modals.count > NavigationLimits.modalDepth {
      return "\(state.modals.count) modals, more than the limit of \(NavigationLimits.modalDepth)"
    }
    for (tab, stack) in state.stacks.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      guard registry.tab(tab) != nil else { return "tab '\(tab.rawValue.truncatedForLog)' is not registered" }
      if stack.count > NavigationLimits.stackDepth {
        return "tab \(tab) holds \(stack.count) screens, more than the limit of \(NavigationLimits.stackDepth)"
      }
    }
    guard registry.tab(state.selectedTab) != nil else {
      return "the selected tab '\(state.selectedTab.rawValue.truncatedForLog)' is not registered"
    }
    if state.scrollPositions.count > NavigationLimits.scrollEntries {
      return
        "\(state.scrollPositions.count) scroll positions, more than the limit of \(NavigationLimits.scrollEntries)"
    }
    if let link = state.pendingDeepLink, link.utf8.count > NavigationLimits.linkBytes {
      return "the pending link is \(link.utf8.count) bytes, more than the limit of \(NavigationLimits.linkBytes)"
    }
    let screens = state.stacks.values.flatMap { $0 } + state.modals.map(\.screen)
    for screen in screens {
      guard registry.route(screen.route) != nil else {
        return "the route '\(screen.route.rawValue.truncatedForLog)' is not registered"
      }
      if screen.payload.count > NavigationLimits.payloadFields {
        return "\(screen.path.truncatedForLog) has \(screen.payload.count) payload fields, more than the limit of "
          + "\(NavigationLimits.payloadFields)"
      }
      if screen.payload.values.contains(where: { $0.utf8.count > NavigationLimits.payloadValueBytes }) {
        return "\(screen.path.truncatedForLog) has a payload value over \(NavigationLimits.payloadValueBytes) bytes"
      }
    }
    let bytes = StateBudget.bytes(of: state)
    if bytes > NavigationLimits.stateBytes {
      return "the state takes \(bytes) bytes, more than \(NavigationState.budgetFull)"
    }
    // The restoration itself: the state saved now and launched again must come back with the same screens.
    let saved = snapshot(of: state, savedAt: environment.now(), sessionEnd: .background)
    let (restored, _) = restoration.startingState(
      from: .success(saved), fresh: freshState(), environment: environment)
    if let cut = restored.events.lazy.compactMap({ event -> String? in
      if case .truncated(let path, let reason) = event { return "\(path): \(reason)" }
      return nil
    }).first {
      return "a launch would not restore it (\(cut))"
    }
    guard restored.restored else { return "a launch would not restore it" }
    for (tab, stack) in state.stacks where restored.state.stacks[tab]?.map(\.path) ?? [] != stack.map(\.path) {
      return "tab \(tab) does not restore to the same screens"
    }
    if restored.state.modals.map(\.screen.path) != state.modals.map(\.screen.path) {
      return "its modals do not restore to the same screens"
    }
    return nil
  }
}
