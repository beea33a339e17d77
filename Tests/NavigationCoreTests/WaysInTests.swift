import Foundation
import NavigationChecks
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Issue 10 items 3, 4, 5, 7, 8 and 11: every way into a screen passes the same checks, placement is
/// honoured, transitions match what the user sees, toasts are read out, and pop-to exists.
struct WaysInTests {
  let data = InMemoryDataSource()

  func engine(_ extra: [any RouteModule] = [], app: AppDefinition = .fixture) throws -> NavigationEngine {
    TestApp(registry: try RouteRegistry(app: app, modules: [FixtureApp.Module()] + extra), data: data).engine
  }

  // MARK: Item 4: one validation for every way in

  @Test func aTypedRouteToAFutureDayIsRefusedLikeALink() throws {
    let engine = try engine()
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("history")))
    let result = engine.run(&state, .request(.route("history.day", ["date": "2024-11-21"])))
    #expect(result.outcome == .failed(DeepLinkError.futureDay(Day(year: 2024, month: 11, day: 21)!).description))
    #expect(state.depth == 0)
    #expect(state.toast?.english == "That day hasn’t happened yet.")
  }

  @Test func aTypedRouteToADeletedEntryIsRefusedLikeALink() throws {
    let engine = try engine()
    data.delete("entry", id: FixtureApp.entryID)
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("history")), .request(.show(path: "/history/2024-11-18")))
    let result = engine.run(
      &state, .request(.route("history.entry", ["date": "2024-11-18", "id": FixtureApp.entryID])))
    guard case .failed = result.outcome else {
      Issue.record("expected a failure, got \(result.outcome)")
      return
    }
    #expect(engine.topScreen(of: state).path == "/history/2024-11-18")
    #expect(state.toast?.english == "That entry no longer exists.")
  }

  // MARK: Item 8: a supported range of days

  @Test func aDayBeforeTheEarliestDayIsInvalidLikeAFutureDay() throws {
    var app = AppDefinition.fixture
    app.earliestDay = Day(year: 2000, month: 1, day: 1)
    let engine = try engine(app: app)
    var state = engine.freshState()
    let link = engine.run(&state, .request(.openLink("demeter://history/1999-12-31")))
    #expect(
      link.outcome
        == .failed(DeepLinkError.dayBeforeEarliest(Day("1999-12-31")!, earliest: Day("2000-01-01")!).description))
    #expect(state.toast?.english == "That day is too long ago.")
    #expect(state.selectedTab == "today")
    engine.run(&state, .request(.selectTab("history")))
    let typed = engine.run(&state, .request(.route("history.day", ["date": "1999-12-31"])))
    #expect(typed.outcome != .completed)
    #expect(state.toast?.english == "That day is too long ago.")
    engine.run(&state, .request(.show(path: "/history/2000-01-01")))
    #expect(engine.topScreen(of: state).path == "/history/2000-01-01", "the earliest day itself is valid")
  }

  /// The earliest day is the app's (``AppDefinition/earliestDay``): the core assumes none of its own, so an
  /// app that declares none opens any past day.
  @Test func anAppWithoutAnEarliestDayOpensAnyPastDay() throws {
    #expect(AppDefinition.fixture.earliestDay == nil)
    let engine = try engine()
    var state = engine.freshState()
    #expect(engine.run(&state, .request(.openLink("demeter://history/1999-12-31"))).outcome == .completed)
    #expect(engine.topScreen(of: state).path == "/history/1999-12-31")
  }

  // MARK: Item 5: placement is honoured

  @Test func aPushRouteOfAnotherTabOpensInItsTabWithItsParentsAndLeavesThisStackAlone() throws {
    let engine = try engine()
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("settings")), .request(.show(path: "/settings/goals")))
    let result = engine.run(&state, .request(.show(path: FixtureApp.entryPath)))
    #expect(result.outcome == .completed)
    #expect(state.selectedTab == "history")
    #expect(state.selectedStack.map(\.path) == ["/history/2024-11-18", FixtureApp.entryPath])
    #expect(state.stacks["settings"]?.map(\.path) == ["/settings/goals"])
    engine.run(&state, .request(.back))
    #expect(engine.topScreen(of: state).path == "/history/2024-11-18")
  }

  static func foodFacts(pushesOnAnyTab: Bool, placement: Placement) -> FixtureModule {
    var facts = RouteDefinition(id: "food.facts", pattern: "food/{id:uuid}", placement: placement, title: "Food")
    facts.pushesOnAnyTab = pushesOnAnyTab
    return FixtureModule(name: "Food", routes: [facts])
  }

  @Test func aDetailDeclaredForAnyTabIsPushedOnTheTabItIsShownFrom() throws {
    let food = Self.foodFacts(pushesOnAnyTab: true, placement: .push(tab: "history", parent: "history.calendar"))
    let engine = try engine([food])
    var state = engine.freshState()
    let path = "/food/\(FixtureApp.entryID)"
    engine.run(&state, .request(.selectTab("settings")), .request(.show(path: "/settings/goals")))
    engine.run(&state, .request(.show(path: path)))
    #expect(state.selectedTab == "settings")
    #expect(state.selectedStack.map(\.path) == ["/settings/goals", path])
    #expect(state.stacks["history"] == nil)
    // A link still opens it in its own tab, with its parent chain.
    engine.run(&state, .request(.openLink("demeter:/\(path)")))
    #expect(state.selectedTab == "history")
    #expect(state.selectedStack.map(\.path) == [path])
  }

  @Test func validateAndTheGraphUnderstandAnyTabPlacement() throws {
    let routes = FixtureApp.Module().routes.map { route in
      var route = route
      if route.id == "settings.goals" { route.links = ["food.facts"] }
      return route
    }
    let app = FixtureModule(name: "App", tabs: FixtureApp.Module().tabs, routes: routes)
    let food = Self.foodFacts(pushesOnAnyTab: true, placement: .push(tab: "history", parent: "history.calendar"))
    let graph = try NavigationGraph(modules: [app, food])
    #expect(graph.edges.contains { $0.from == "settings.goals" && $0.to == "food.facts" && $0.kind == .push })
    let misplaced = Self.foodFacts(pushesOnAnyTab: true, placement: .modal(.sheet))
    let findings = CompositionCheck.findings(for: [FixtureApp.Module(), misplaced], today: Day("2024-11-20")!)
    #expect(findings.contains { $0.check == "any-tab-placement" && $0.routes == ["food.facts"] })
  }

  // MARK: Item 3: transitions

  @Test func aModalReplacedInPlacePlaysAModalTransitionNeverAPop() throws {
    let replace = FixtureModule(
      name: "Replace",
      commands: [
        FeatureCommand(verb: "swap", usage: "swap", summary: "Replace the top modal with help") { _, session in
          do { try session.replaceTopModal(with: "help") } catch { return .ignored("\(error)") }
          return .done
        }
      ])
    let engine = try engine([replace])
    var state = engine.freshState()
    engine.run(&state, .request(.floatingButton))
    let result = engine.run(&state, .command(verb: "swap", argument: ""))
    #expect(state.topModal?.screen.route == "help")
    #expect(result.transition == .presentModal)
  }

  @Test func aLinkReplacingTheTopScreenAtTheSameDepthMovesForward() throws {
    let engine = try engine()
    var state = engine.freshState()
    engine.run(&state, .request(.openLink("demeter://history/2024-11-18")))
    let result = engine.run(&state, .request(.openLink("demeter://history/2024-11-17")))
    #expect(state.depth == 1)
    #expect(result.transition == .push)
  }

  // MARK: Item 7: every toast is announced

  @Test func anErrorToastIsAnnouncedAfterTheScreen() throws {
    let engine = try engine()
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("settings")))
    let result = engine.run(&state, .request(.openLink("demeter://nowhere")))
    #expect(result.announcement == "Today. That page couldn’t be found.")
    #expect(result.events.last == .announcement("Today. That page couldn’t be found."))
  }

  @Test func aConfirmationToastIsAnnouncedEvenWhenTheScreenStays() throws {
    let toaster = FixtureModule(
      name: "Toaster",
      commands: [
        FeatureCommand(verb: "toast", usage: "toast", summary: "Say something") { _, session in
          session.showToast("Goals saved.")
          return .done
        }
      ])
    let engine = try engine([toaster])
    var state = engine.freshState()
    let result = engine.run(&state, .command(verb: "toast", argument: ""))
    #expect(result.announcement == "Goals saved.")
    #expect(result.events == [.announcement("Goals saved.")])
  }

  // MARK: Item 11: several screens at once

  @Test func popToADepthPopsSeveralScreensInOneStep() throws {
    let engine = try engine()
    var state = engine.freshState()
    engine.run(
      &state, .request(.selectTab("history")), .request(.show(path: "/history/2024-11-18")),
      .request(.show(path: FixtureApp.entryPath)), .request(.show(path: "/history/2024-11-17")))
    #expect(state.depth == 3)
    let result = engine.run(&state, .request(.popTo(depth: 1)))
    #expect(state.selectedStack.map(\.path) == ["/history/2024-11-18"])
    #expect(result.transition == .pop)
    #expect(engine.run(&state, .request(.popTo(depth: 1))).outcome == .ignored(.noScreenAtDepth(1)))
    #expect(engine.run(&state, .request(.popTo(depth: -1))).outcome != .completed)
  }

  @Test func onlyPopToEscapesTheCollapseOfRepeatedActivations() {
    #expect(!NavigationRequest.popTo(depth: 0).isCollapsible)
    #expect(NavigationRequest.back.isCollapsible)
    #expect(NavigationRequest.selectTab("today").isCollapsible)
  }
}
