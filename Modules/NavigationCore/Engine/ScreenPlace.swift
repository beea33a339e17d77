/// Where the screen on top is: a modal, a screen of the selected stack, or the selected tab's root.
enum ScreenPlace: Equatable {
  /// The selected tab's root (in no array).
  case root
  /// At this index of the selected stack.
  case stack(Int)
  /// At this index of the modals.
  case modal(Int)
}

extension NavigationState {
  /// Where the screen on top is: the top modal, else the top of the selected stack, else the tab root.
  var topPlace: ScreenPlace {
    if !modals.isEmpty { return .modal(modals.count - 1) }
    if !selectedStack.isEmpty { return .stack(selectedStack.count - 1) }
    return .root
  }
}
