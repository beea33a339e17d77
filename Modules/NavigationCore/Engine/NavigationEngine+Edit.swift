extension NavigationEngine {
  /// Applies an unsaved edit: sets `payload[field] = value` on the screen on top (the top modal, else the
  /// top of the selected tab's stack), so the edit is saved with the next snapshot and comes back with it.
  ///
  /// A tab root keeps no payload (it is implied by the tab, not stored), so an edit there changes nothing
  /// and says so with an `ignored` event. Guards do not see edits: typing is not navigation.
  func edit(field: String, value: String, on state: inout NavigationState) -> NavigationResult {
    if !state.modals.isEmpty {
      state.modals[state.modals.count - 1].screen.payload[field] = value
    } else if !state.selectedStack.isEmpty {
      state.selectedStack[state.selectedStack.count - 1].payload[field] = value
    } else {
      return .ignored("edit \(field)", "a tab root keeps no edits")
    }
    return .completed
  }
}
