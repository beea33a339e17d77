import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Issue 43: an app of one stack and no tab bar (``AppDefinition/Shape/singleStack``): its root is the stack's
/// root, links plan into it, there is no tab to tap, and the engine's rules hold as in a tab app.
struct AppShapeTests {
  static let notes = FixtureModule(
    name: "Notes", tabs: [TabDefinition(id: "notes", title: "Notes", icon: "note", order: 0)],
    routes: [
      RouteDefinition(
        id: "notes.root", pattern: "notes", placement: .tabRoot("notes"), title: "Notes",
        links: ["notes.note", "notes.compose"]),
      RouteDefinition(
        id: "notes.note", pattern: "notes/{id:int}", placement: .push(tab: "notes", parent: "notes.root"),
        title: "Note"),
      RouteDefinition(
        id: "notes.compose", pattern: "compose", placement: .modal(.sheet), title: "New Note",
        exposure: .internalOnly),
    ])

  static let app = AppDefinition(
    name: "Notes", linkSchemes: ["notes"], universalLinkHosts: [], bundleIdentifier: "example.notes",
    shape: .singleStack)

  static func engine() throws -> NavigationEngine {
    NavigationEngine(
      registry: try RouteRegistry(app: app, modules: [notes]),
      environment: NavigationEnvironment(
        now: { FixtureApp.now }, timeZone: TimeZone(identifier: "UTC")!, data: AllAvailableDataSource()))
  }

  @Test func aSingleStackAppRegistersExactlyOneTab() {
    let second = FixtureModule(
      name: "Extra", tabs: [TabDefinition(id: "extra", title: "Extra", icon: "x", order: 1)],
      routes: [RouteDefinition(id: "extra.root", pattern: "extra", placement: .tabRoot("extra"), title: "Extra")])
    #expect(throws: RegistrationError(problems: [.singleStackTabs(["notes", "extra"])])) {
      try RouteRegistry(app: Self.app, modules: [Self.notes, second])
    }
    #expect(
      RegistrationProblem.singleStackTabs(["notes", "extra"]).description
        == "a single-stack app has exactly one tab; its modules register 2: 'notes' and 'extra'")
  }

  @Test func itShowsNoTabBarAndHasNoTabToTap() throws {
    let engine = try Self.engine()
    var state = engine.freshState()
    #expect(engine.topScreen(of: state).path == "/notes")
    #expect(!engine.registry.chrome(for: state).tabBarVisible)
    #expect(engine.run(&state, .request(.selectTab("notes"))).outcome == .ignored("the app has no tab bar"))
    #expect(!KeyCommand.all(for: engine.registry).contains { $0.combo == "cmd+1" })
    engine.run(&state, .request(.show(path: "/notes/3")))
    #expect(!engine.registry.chrome(for: state).tabBarVisible)
    #expect(engine.registry.chrome(for: state).backLabel == "Back to Notes")
  }

  @Test func linksPlanIntoTheStackAndAFailedOneLeavesTheUserWhereTheyAre() throws {
    let engine = try Self.engine()
    var state = engine.freshState()
    engine.run(&state, .request(.show(path: "/notes/3")), .request(.show(path: "/compose")))
    #expect(engine.run(&state, .request(.openLink("notes://notes/7"))).outcome == .completed)
    #expect(state.modals.isEmpty && state.selectedStack.map(\.path) == ["/notes/7"])
    engine.run(&state, .request(.openLink("notes://nowhere")))
    #expect(state.selectedStack.map(\.path) == ["/notes/7"])
    #expect(state.toast != nil)
  }

  @MainActor @Test func itsStackIsSavedAndRestored() throws {
    let store = InMemoryStateStore()
    let first = NavigationCoordinator(engine: try Self.engine(), store: store)
    first.launch()
    first.send(.request(.show(path: "/notes/3")))
    first.didEnterBackground()
    let second = NavigationCoordinator(engine: try Self.engine(), store: store)
    second.launch()
    #expect(second.state.selectedStack.map(\.path) == ["/notes/3"])
  }
}
