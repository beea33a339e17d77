extension NavigationEngine {
  /// The lowest modal a change dismissed, when the modals left are the bottom of the ones before: its
  /// presenter is the screen now on top, and its opener is where accessibility focus returns.
  @inline(__always)
  func firstDismissedModal(from before: StateBefore, to after: NavigationState) -> ModalPresentation? {
    guard after.modals.count < before.modals.count,
      Array(before.modals.prefix(after.modals.count)) == after.modals
    else { return nil }
    return before.modals[after.modals.count]
  }
}
