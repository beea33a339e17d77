import Foundation
import NavigationJourneys
import NavigationTesting
import Testing

@testable import NavigationCore

/// Issue 59 item 4: a link to a modal whose pattern extends a screen's opens it over that screen, the screen's
/// stack rebuilt as a link to the screen rebuilds it; a modal whose pattern extends no screen's opens over
/// what is shown.
struct ModalLinkPlanTests {
  static let sharing = FixtureModule(
    name: "Sharing",
    routes: [
      RouteDefinition(
        id: "history.share", pattern: "history/{date:day}/share", placement: .modal(.sheet), title: "Share"),
      RouteDefinition(id: "tips", pattern: "tips", placement: .modal(.sheet), title: "Tips"),
    ])

  let data = InMemoryDataSource()
  let app: TestApp
  var engine: NavigationEngine { app.engine }

  init() throws {
    app = TestApp(
      registry: try RouteRegistry(app: .fixture, modules: [FixtureApp.Module(), Self.sharing]), data: data)
  }

  static func link(_ path: String) -> NavigationInput { .request(.openLink("demeter:/\(path)")) }

  @Test func aLinkToASheetExtendingADayOpensTheDayInItsTabAndTheSheetOverIt() throws {
    var state = engine.freshState()
    let result = engine.run(&state, Self.link("/history/2024-11-18/share"))
    #expect(result.outcome == .completed)
    #expect(state.selectedTab == "history")
    #expect(state.selectedStack.map(\.path) == ["/history/2024-11-18"])
    #expect(state.modals.map(\.screen.path) == ["/history/2024-11-18/share"])
    #expect(state.modals.first?.presenterPath == "/history/2024-11-18")
  }

  @Test func thePlanNamesTheScreenItRebuildsBeforeTheSheet() throws {
    let registry = engine.registry
    let today = Day(year: 2024, month: 11, day: 20)!
    let match = try registry.resolve(path: "/history/2024-11-18/share", today: today).get()
    let plan = try registry.plan(
      for: match, link: "link", context: ValidationContext(today: today, data: data)
    ).get()
    #expect(
      plan.description
        == "dismiss modals; select tab history; pop history to root; push /history/2024-11-18;"
        + " present /history/2024-11-18/share as sheet")
  }

  @Test func aLinkToASheetExtendingNoScreenOpensOverWhatIsShown() throws {
    var state = engine.freshState()
    engine.run(&state, Self.link(FixtureApp.entryPath))
    let stack = state.selectedStack
    let result = engine.run(&state, Self.link("/tips"))
    #expect(result.outcome == .completed)
    #expect(state.selectedStack == stack)
    #expect(state.modals.first?.presenterPath == FixtureApp.entryPath)
  }
}
