/// What the after-effects need to know about the state an input started from, taken without keeping the
/// selected stack.
///
/// Keeping the whole state before an input would share the selected stack's storage with the state being
/// changed, so a push or a pop in place would copy the whole stack: an input would cost more the deeper the
/// stack. This keeps the selected stack's depth and the path of its top screen instead, and the modals (at most
/// ``NavigationLimits/modalDepth``).
struct StateBefore {
  let selectedTab: TabID
  /// Screens above the selected tab's root.
  let depth: Int
  /// The path of the top of the selected stack; nil at the tab root.
  let stackTopPath: String?
  /// Bottom first.
  let modals: [ModalPresentation]

  init(_ state: borrowing NavigationState) {
    selectedTab = state.selectedTab
    let stack = state.stacks[state.selectedTab]
    depth = stack?.count ?? 0
    stackTopPath = stack?.last?.path
    modals = state.modals
  }

  /// The path of the screen on top, nil at the tab root (a root is implied by its tab).
  var topPath: String? { modals.last?.screen.path ?? stackTopPath }
}
