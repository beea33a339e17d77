/// What the after-effects need to know about the state an input started from, taken without keeping the
/// selected stack.
///
/// Keeping the whole state before an input would share the selected stack's storage with the state being
/// changed, so a push or a pop in place would copy the whole stack: an input would cost more the deeper the
/// stack. This keeps the selected stack's depth, the paths of its top screen and of the screen on top, and the
/// modals (at most ``NavigationLimits/modalDepth``).
struct StateBefore {
  let selectedTab: TabID
  /// Screens above the selected tab's root.
  let depth: Int
  /// Whether the tab root was on top (no modal, nothing on the selected stack).
  let atRoot: Bool
  /// The path of the top of the selected stack; empty when the stack is (a path is never empty, so the empty
  /// string says "none").
  let stackTopPath: String
  /// The path of the screen on top: the top modal's, else ``stackTopPath``; empty at the tab root (a root is
  /// implied by its tab).
  let topPath: String
  /// Bottom first.
  let modals: [ModalPresentation]

  @inline(__always)
  init(_ state: borrowing NavigationState) {
    selectedTab = state.selectedTab
    if let stack = state.stacks[state.selectedTab], !stack.isEmpty {
      depth = stack.count
      stackTopPath = stack[stack.count - 1].path
    } else {
      depth = 0
      stackTopPath = ""
    }
    let modalCount = state.modals.count
    atRoot = modalCount == 0 && depth == 0
    topPath = modalCount > 0 ? state.modals[modalCount - 1].screen.path : stackTopPath
    modals = state.modals
  }
}
