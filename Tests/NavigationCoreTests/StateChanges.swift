@_spi(StateBuilding) @testable import NavigationCore

// A test's change to a screen of a state it holds: through the state's editor, as every change is. The screens
// from the changed one up are taken off and put back, the changed one as `change` leaves it, so the editor holds
// each to the rules the state keeps.
extension NavigationState {
  /// Changes the modal at `index` (its opener, detent, payload...).
  mutating func changeModal(at index: Int, _ change: (inout ModalPresentation) -> Void) throws {
    var above = Array(modals[index...])
    change(&above[0])
    cutModals(to: index)
    try present(above)
  }

  /// Changes the screen at `index` of the selected stack (its payload...).
  mutating func changeScreen(at index: Int, _ change: (inout Screen) -> Void) throws {
    var above = Array(selectedStack[index...])
    change(&above[0])
    pop(to: index)
    try push(above, on: selectedTab)
  }
}
