/// What the after-effects need to know about the state an input started from: the selected tab, the depth
/// of its stack and that stack's top screen, the screen on top, and the modals (at most
/// ``NavigationLimits/modalDepth``).
///
/// Not the whole state: what the after-effects compare, and no more.
struct StateBefore {
  let selectedTab: TabID
  /// Screens above the selected tab's root.
  let depth: Int
  /// The top of the selected stack; nil at its root.
  let stackTop: Screen?
  /// The screen on top: the top modal, else ``stackTop``; nil when the tab root was on top (a root is
  /// implied by its tab).
  let top: Screen?
  /// Bottom first.
  let modals: [ModalPresentation]

  init(_ state: borrowing NavigationState) {
    selectedTab = state.selectedTab
    depth = state.selectedStack.count
    stackTop = state.selectedStack.last
    top = state.modals.last?.screen ?? stackTop
    modals = state.modals
  }

  /// Whether the tab root was on top (no modal, nothing on the selected stack).
  var atRoot: Bool { top == nil }
}
