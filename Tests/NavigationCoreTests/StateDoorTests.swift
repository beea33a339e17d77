import Foundation
import Testing

@_spi(Benchmarks) @_spi(Fuzzing) @_spi(StateBuilding) @testable import NavigationCore

/// The door a test, a benchmark or the host builds a state by hand through (issue 56): the state's editor, held
/// to the rules every other way in keeps.
struct StateDoorTests {
  let day = Screen(route: "history.day", path: "/history/2024-11-18")
  let other = Screen(route: "history.day", path: "/history/2024-11-17")

  func modal(_ screen: Screen) -> ModalPresentation {
    ModalPresentation(
      screen: screen, style: .sheet, originTab: "history", presenterPath: "/history", opener: .screen(path: "/history"))
  }

  @Test func aStateBuiltByHandIsTheOneTheEditorMakes() throws {
    let built = try NavigationState(
      selectedTab: "history", stacks: ["history": [day, other], "today": [day]], modals: [modal(day)])
    var pushed = NavigationState(selectedTab: "today")
    try pushed.push(day)
    pushed.selectedTab = "history"
    try pushed.push(day)
    try pushed.push(other)
    try pushed.present(day, style: .sheet, presenterPath: "/history", opener: .screen(path: "/history"))
    #expect(built == pushed)
    #expect(built.budget.used == StateBudget.bytes(of: built))
  }

  @Test func theSameScreenTwiceInARowIsRefused() {
    #expect(throws: StateRefusal.alreadyShown) {
      try NavigationState(selectedTab: "history", stacks: ["history": [day, day]])
    }
    #expect(throws: StateRefusal.alreadyShown) {
      try NavigationState(selectedTab: "history", stacks: [:], modals: [modal(day), modal(day)])
    }
  }

  @Test func aStackPastItsDepthIsRefused() {
    let screens = (0...NavigationLimits.stackDepth).map { $0.isMultiple(of: 2) ? day : other }
    #expect(throws: StateRefusal.stackFull) {
      try NavigationState(selectedTab: "history", stacks: ["history": screens])
    }
  }

  @Test func modalsPastTheirCountAreRefused() {
    let modals = (0...NavigationLimits.modalDepth).map { modal($0.isMultiple(of: 2) ? day : other) }
    #expect(throws: StateRefusal.modalsFull) {
      try NavigationState(selectedTab: "history", stacks: [:], modals: modals)
    }
  }

  @Test func aStatePastTheBudgetIsRefused() {
    let value = String(repeating: "x", count: NavigationLimits.stateBytes / 4)
    let heavy = (0..<5).map {
      Screen(route: "history.day", path: "/history/2024-11-1\($0)", payload: ["note": value])
    }
    #expect(throws: StateRefusal.budgetFull) {
      try NavigationState(selectedTab: "history", stacks: ["history": heavy])
    }
  }

  // MARK: A link's plan, refused whole before any step applies

  func plan(_ steps: [PlanStep]) -> DeepLinkPlan {
    DeepLinkPlan(link: "demeter://test", target: day, steps: steps)
  }

  @Test func aPlanPushingPastTheStackDepthIsRefusedWhole() throws {
    let full = (0..<NavigationLimits.stackDepth).map { $0.isMultiple(of: 2) ? day : other }
    var state = try NavigationState(selectedTab: "history", stacks: ["history": full, "today": [day]])
    let before = state
    #expect(throws: StateRefusal.stackFull) {
      try state.apply(plan([.dismissModals, .selectTab("history"), .push(other)])) { _ in "/history" }
    }
    #expect(state == before)
    // Taken to its root first, the same stack takes the push.
    let pushed = try state.apply(plan([.selectTab("history"), .popToRoot("history"), .push(other)])) { _ in "/" }
    #expect(pushed)
    #expect(state.stacks["history"] == [other])
  }

  @Test func aPlanPresentingPastTheModalCountOrOverTheSameModalIsRefusedWhole() throws {
    let modals = (0..<NavigationLimits.modalDepth).map { modal($0.isMultiple(of: 2) ? day : other) }
    var state = try NavigationState(selectedTab: "history", stacks: [:], modals: modals)
    let before = state
    let third = Screen(route: "history.day", path: "/history/2024-11-16")
    #expect(throws: StateRefusal.modalsFull) {
      try state.apply(plan([.present(third, .sheet)])) { _ in "/history" }
    }
    #expect(throws: StateRefusal.alreadyShown) {
      try state.apply(plan([.dismissModals, .present(third, .sheet), .present(third, .sheet)])) { _ in "/history" }
    }
    #expect(state == before)
    let presented = try state.apply(plan([.dismissModals, .present(third, .sheet)])) { _ in "/history" }
    #expect(presented)
    #expect(state.modals.map { $0.screen.path } == [third.path])
  }
}
