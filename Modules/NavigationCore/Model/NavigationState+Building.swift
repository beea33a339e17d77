// The door for a state built by hand (a test, a benchmark, the SwiftUI host): it goes through the state's
// editor as every other state does, so it is held to the rules the state keeps, and it writes nothing itself.
// A screen's route is not looked up: a state holding a screen no route makes, or one on a tab that may not
// push it, is for the admission (`NavigationEngine.admission(of:)`) to refuse.
extension NavigationState {
  /// The state with `stacks` pushed (`push(_:on:)`) and then `modals` presented (`present(_:)`) over them,
  /// `selectedTab` selected.
  @_spi(StateBuilding) public init(
    selectedTab: TabID, stacks: [TabID: [Screen]], modals: [ModalPresentation] = []
  ) throws {
    self.init(selectedTab: selectedTab)
    for (tab, screens) in stacks.sorted(by: { $0.key < $1.key }) { try push(screens, on: tab) }
    try present(modals)
  }

  /// Pushes `screens` onto `tab`'s stack, bottom first, through the editor's push: throws its refusal
  /// (``StateRefusal``) at the first screen shown twice in a row, past ``NavigationLimits/stackDepth`` or past
  /// the budget. The selected tab stays selected.
  @_spi(StateBuilding) public mutating func push(_ screens: [Screen], on tab: TabID) throws {
    let selected = selectedTab
    selectedTab = tab
    defer { selectedTab = selected }
    for screen in screens { try push(screen) }
  }

  /// Presents `modals` over the screens, bottom first, each as it is (its origin tab, presenter, opener and
  /// detent), through the editor: throws its refusal at the first shown twice in a row, past
  /// ``NavigationLimits/modalDepth`` or past the budget.
  @_spi(StateBuilding) public mutating func present(_ modals: [ModalPresentation]) throws {
    for modal in modals { try present(modal) }
  }
}
