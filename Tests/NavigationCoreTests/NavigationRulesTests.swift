import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Issue 43: each of Demeter's product rules is a setting with a library default; the fixture app states
/// Demeter's (``AppDefinition/fixture``), and an app that states none gets the defaults.
struct NavigationRulesTests {
  /// The fixture app's modules under `app` (the library's defaults unless given).
  static func engine(rules: NavigationRules = NavigationRules(), floatingButton: Bool = true) throws
    -> NavigationEngine
  {
    var app = AppDefinition.fixture
    app.rules = rules
    if !floatingButton { app.floatingButton = nil }
    return NavigationEngine(
      registry: try RouteRegistry(app: app, modules: [FixtureApp.Module()]),
      environment: NavigationEnvironment(
        now: { FixtureApp.now }, timeZone: TimeZone(identifier: "UTC")!, data: AllAvailableDataSource()))
  }

  @Test func theDefaultsAreTheLibrarysNotDemeters() {
    let rules = NavigationRules()
    #expect(rules.tabBarOnPushedScreens == .shown)
    #expect(rules.days == .any)
    #expect(rules.failedLink == .stay)
    #expect(rules.reachability == .init(maximumActions: 2, beyond: .note))
    #expect(
      AppDefinition(name: "A", linkSchemes: [], universalLinkHosts: [], bundleIdentifier: "a").floatingButton == nil)
  }

  @Test func theTabBarOnAPushedScreenIsShownByDefaultAndHiddenWhereTheAppSaysSo() throws {
    for (rules, shown) in [(NavigationRules(), true), (AppDefinition.fixture.rules, false)] {
      let engine = try Self.engine(rules: rules)
      var state = engine.freshState()
      engine.run(&state, .request(.selectTab("history")), .request(.show(path: "/history/2024-11-18")))
      #expect(engine.registry.chrome(for: state).tabBarVisible == shown)
      engine.run(&state, .request(.floatingButton))
      #expect(!engine.registry.chrome(for: state).tabBarVisible, "a modal hides it whatever the rule")
    }
  }

  @Test func aFutureDayOpensByDefaultAndIsRefusedWhereTheAppSaysSo() throws {
    let open = try Self.engine()
    var state = open.freshState()
    #expect(open.run(&state, .request(.openLink("demeter://history/2030-01-01"))).outcome == .completed)
    #expect(state.selectedStack.map(\.path) == ["/history/2030-01-01"])

    let pastOnly = try Self.engine(rules: NavigationRules(days: .notAfterToday))
    state = pastOnly.freshState()
    let refused = pastOnly.run(&state, .request(.openLink("demeter://history/2030-01-01")))
    #expect(refused.outcome == .failed("The day 2030-01-01 is in the future."))
  }

  @Test func aFailedLinkLeavesTheUserWhereTheyAreByDefault() throws {
    let engine = try Self.engine()
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("settings")), .request(.show(path: "/settings/goals")))
    engine.run(&state, .request(.floatingButton))
    let before = (state.selectedTab, state.selectedStack, state.modals)
    let result = engine.run(&state, .request(.openLink("demeter://nowhere")))
    #expect(result.events.contains { if case .deepLinkFailed = $0 { true } else { false } })
    #expect(state.selectedTab == before.0 && state.selectedStack == before.1 && state.modals == before.2)
    #expect(state.toast == "That page couldn’t be found.")
  }

  @Test func aFailedLinkLandsOnTheDefaultTabsRootWhereTheAppSaysSo() throws {
    let engine = try Self.engine(rules: NavigationRules(failedLink: .defaultTabRoot))
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("settings")), .request(.show(path: "/settings/goals")))
    engine.run(&state, .request(.floatingButton))
    engine.run(&state, .request(.openLink("demeter://nowhere")))
    #expect(state.selectedTab == "today" && state.modals.isEmpty && state.selectedStack.isEmpty)
    #expect(state.toast == "That page couldn’t be found.")
  }

  @Test func anAppWithoutAFloatingButtonShowsNoneAndItsRequestIsIgnored() throws {
    let engine = try Self.engine(floatingButton: false)
    var state = engine.freshState()
    #expect(engine.registry.floatingButtonRoute == nil)
    #expect(!engine.registry.chrome(for: state).floatingButtonVisible)
    #expect(!KeyCommand.all(for: engine.registry).contains { $0.title == "Voice input" })
    let result = engine.run(&state, .request(.floatingButton))
    #expect(result.outcome == .ignored("no module registers a floating button"))
    #expect(state.modals.isEmpty)
  }
}
