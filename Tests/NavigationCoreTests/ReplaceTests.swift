import Foundation
@_spi(StateBuilding) import NavigationCore
import NavigationTesting
import Testing

/// The replace request (issue 62): the screen on top gives way to another in one step, one transition and one
/// announcement, past the same checks, guards and limits as every way into a screen.
@Suite struct ReplaceTests {
  static let home = FixtureModule(
    name: "Home",
    tabs: [TabDefinition(id: "home", title: "Home", icon: "house", order: 0)],
    routes: [
      RouteDefinition(id: "home.root", pattern: "home", placement: .tabRoot("home"), title: "Home"),
      RouteDefinition(
        id: "home.detail", pattern: "home/detail", placement: .push(tab: "home", parent: "home.root"),
        title: "Detail"),
      RouteDefinition(
        id: "home.other", pattern: "home/other", placement: .push(tab: "home", parent: "home.root"), title: "Other"),
      RouteDefinition(
        id: "home.note", pattern: "home/note/{text}", placement: .push(tab: "home", parent: "home.root"),
        title: "Note"),
      RouteDefinition(
        id: "home.item", pattern: "home/item/{n:int}", placement: .push(tab: "home", parent: "home.root"),
        title: "Item",
        validator: { parameters, _ in
          parameters["n"] == "404" ? .missing(message: .literal("That item is gone.")) : .valid
        }),
    ])
  static let second = FixtureModule(
    name: "Second",
    tabs: [TabDefinition(id: "second", title: "Second", icon: "2.circle", order: 1)],
    routes: [
      RouteDefinition(id: "second.root", pattern: "second", placement: .tabRoot("second"), title: "Second Root"),
      RouteDefinition(
        id: "second.item", pattern: "second/{n:int}", placement: .push(tab: "second", parent: "second.root"),
        title: "Second Item"),
    ])
  static let sheets = FixtureModule(
    name: "Sheets",
    routes: [
      RouteDefinition(id: "sheet.a", pattern: "sheet/a", placement: .modal(.sheet), title: "Sheet A"),
      RouteDefinition(id: "sheet.b", pattern: "sheet/b", placement: .modal(.fullScreenCover), title: "Cover B"),
    ])

  /// Denies every request that moves forward: a replace is one.
  struct NoForward: NavigationGuard {
    let name = "no-forward"
    func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision {
      request.kind == .forward ? .deny(reason: "forward is off") : .allow
    }
  }

  func engine(guards: [any NavigationGuard] = []) throws -> NavigationEngine {
    let modules: [any RouteModule] = [Self.home, Self.second, Self.sheets, FixtureModule(name: "G", guards: guards)]
    return try TestApp(modules: modules).engine
  }

  @Test func theTopOfTheStackIsReplacedInOneTransitionAndOneAnnouncement() throws {
    let engine = try engine()
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.show(path: "/home/detail")))
    let result = engine.reduce(&state, .request(.replace(path: "/home/other")))
    #expect(result.outcome == .completed)
    #expect(state.selectedStack.map(\.path) == ["/home/other"])
    #expect(result.transition == .push)
    #expect(result.announcement == "Other")
    #expect(
      result.events == [
        .navigated(from: "/home/detail", to: "/home/other", trigger: "replace /home/other"), .announcement("Other"),
      ])
  }

  @Test func theTopModalIsReplacedInItsPlace() throws {
    let engine = try engine()
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.show(path: "/home/detail")))
    _ = engine.reduce(&state, .request(.show(path: "/sheet/a")))
    let result = engine.reduce(&state, .request(.replace(path: "/sheet/b")))
    #expect(result.outcome == .completed)
    #expect(state.modals.map(\.screen.path) == ["/sheet/b"])
    #expect(state.modals.first?.style == .fullScreenCover)
    #expect(state.modals.first?.presenterPath == "/home/detail")
    #expect(result.transition == .presentModal)
    #expect(result.events.filter { if case .navigated = $0 { true } else { false } }.count == 1)
    // Dismissing it returns to the screen the first modal was presented from.
    _ = engine.reduce(&state, .request(.dismiss))
    #expect(engine.topScreen(of: state).path == "/home/detail")
  }

  @Test func aTabRootIsNeverReplaced() throws {
    let engine = try engine()
    var state = engine.freshState()
    let before = state
    #expect(engine.reduce(&state, .request(.replace(path: "/home/detail"))).outcome == .ignored(.atRoot))
    #expect(state == before)
  }

  @Test(arguments: [
    // A modal for the top of a stack, a tab root, another tab's screen.
    ("/home/detail", "/sheet/a", "Sheet A"), ("/home/detail", "/home", "Home"),
    ("/home/detail", "/second/3", "Second Item"),
    // A screen of a stack for a modal.
    ("/sheet/a", "/home/other", "Other"),
  ])
  func aScreenThatCannotTakeTheTopsPlaceIsIgnored(top: String, path: String, title: String) throws {
    let engine = try engine()
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.show(path: top)))
    let before = state
    let result = engine.reduce(&state, .request(.replace(path: path)))
    #expect(result.outcome == .ignored(.notReplaceable(screen: title)))
    #expect(state == before)
  }

  @Test func theScreenOnTopAlreadyIsShown() throws {
    let engine = try engine()
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.show(path: "/home/detail")))
    #expect(engine.reduce(&state, .request(.replace(path: "/home/detail"))).outcome == .ignored(.alreadyShown))
    _ = engine.reduce(&state, .request(.show(path: "/sheet/a")))
    #expect(engine.reduce(&state, .request(.replace(path: "/sheet/a"))).outcome == .ignored(.alreadyShown))
  }

  @Test func guardsSeeAReplaceAsAForwardRequest() throws {
    let engine = try engine(guards: [NoForward()])
    var state = engine.freshState()
    try state.push([Screen(route: "home.detail", path: "/home/detail")], on: state.selectedTab)
    let before = state
    let result = engine.reduce(&state, .request(.replace(path: "/home/other")))
    #expect(result.outcome == .denied("forward is off"))
    #expect(state == before)
  }

  @Test func aRefusedScreenLeavesTheUserWhereTheyAreWithAToast() throws {
    let engine = try engine()
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.show(path: "/home/detail")))
    let result = engine.reduce(&state, .request(.replace(path: "/home/item/404")))
    guard case .failed = result.outcome else {
      Issue.record("expected a failure, got \(result.outcome)")
      return
    }
    #expect(state.selectedStack.map(\.path) == ["/home/detail"])
    #expect(state.toast?.english == "That item is gone.")
    // A path no route matches is a request from code that names nothing registered.
    #expect(engine.reduce(&state, .request(.replace(path: "/nowhere"))).unregistered == .path("/nowhere"))
  }

  @Test func aReplacePastTheStateBudgetIsRefusedAndChangesNothing() throws {
    let engine = try engine()
    var state = engine.freshState()
    // A screen whose payload leaves less room than a long path takes.
    let room = 2 * 1_000
    let filler = String(repeating: "a", count: NavigationLimits.stateBytes - 2 * 14 - 64 - 2 * 64 - 8 - room)
    try state.push(
      [
        Screen(route: "home.detail", path: "/home/detail", payload: ["f": filler]),
        Screen(route: "home.other", path: "/home/other"),
      ], on: state.selectedTab)
    state.recountBudget()
    let before = state
    let long = "/home/note/" + String(repeating: "n", count: 1_200)
    #expect(engine.reduce(&state, .request(.replace(path: long))).outcome == .ignored(.budgetFull))
    #expect(state == before)
    // A short one fits in the place the top screen leaves.
    #expect(engine.reduce(&state, .request(.replace(path: "/home/note/short"))).outcome == .completed)
  }

  @Test func aReplaceIsTheJourneyStepItPrints() throws {
    let engine = try engine()
    let input = NavigationInput.request(.replace(path: "/home/other"))
    #expect(InputSteps.line(for: input) == "replace /home/other")
    #expect(try InputSteps.input(word: "replace", rest: "/home/other", registry: engine.registry) == input)
    #expect(throws: StepProblem.self) {
      try InputSteps.input(word: "replace", rest: "/nowhere", registry: engine.registry)
    }
  }
}
