import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Issue 63: an app whose tabs become a sidebar on a regular width (``AppDefinition/Shape/sidebarTabs``) is the
/// tab app to the engine: the same inputs give the same states, transitions, announcements and chrome, its
/// tabs are tapped and have their shortcuts, and its state is saved and restored as a tab app's.
struct SidebarShapeTests {
  static func app(_ shape: AppDefinition.Shape) throws -> TestApp {
    var app = AppDefinition.fixture
    app.shape = shape
    return TestApp(registry: try RouteRegistry(app: app, modules: [FixtureApp.Module()]))
  }

  static func engine(_ shape: AppDefinition.Shape) throws -> NavigationEngine { try app(shape).engine }

  static let inputs: [NavigationInput] = [
    .request(.selectTab("history")), .request(.show(path: "/history/2024-11-18")),
    .request(.openLink("demeter://settings/goals")), .request(.selectTab("history")), .request(.back),
    .request(.floatingButton), .request(.dismiss), .request(.selectTab("history")), .request(.swipeBack),
  ]

  @Test func theSameInputsGiveTheSameStatesAsATabApp() throws {
    let tabs = try Self.engine(.tabs)
    let sidebar = try Self.engine(.sidebarTabs)
    var tabState = tabs.freshState()
    var sidebarState = sidebar.freshState()
    for input in Self.inputs {
      let expected = tabs.reduce(&tabState, input)
      let result = sidebar.reduce(&sidebarState, input)
      #expect(result.outcome == expected.outcome, "\(input)")
      #expect(result.transition == expected.transition, "\(input)")
      #expect(result.announcement == expected.announcement, "\(input)")
      #expect(sidebarState == tabState, "\(input)")
      #expect(sidebar.registry.chrome(for: sidebarState) == tabs.registry.chrome(for: tabState), "\(input)")
    }
  }

  @Test func itsTabsAreTappedAndHaveTheirShortcuts() throws {
    let engine = try Self.engine(.sidebarTabs)
    var state = engine.freshState()
    #expect(engine.run(&state, .request(.selectTab("settings"))).outcome == .completed)
    #expect(state.selectedTab == "settings")
    #expect(engine.registry.chrome(for: state).tabBarVisible)
    #expect(KeyCommand.all(for: engine.registry).contains { $0.combo == "cmd+1" })
  }

  @Test func itsStateIsSavedAndRestoredAsATabAppsIs() throws {
    let app = try Self.app(.sidebarTabs)
    let engine = app.engine
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("history")), .request(.show(path: "/history/2024-11-18")))
    let snapshot = NavigationSnapshot(state: state, savedAt: app.clock.now - 60, sessionEnd: .terminated)
    let launched = engine.launch(from: .success(snapshot))
    #expect(launched.restored)
    #expect(launched.state.selectedTab == "history")
    #expect(launched.state.selectedStack.map(\.path) == ["/history/2024-11-18"])
  }
}
