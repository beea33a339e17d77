import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// A push route's parent chain stays in its own tab, at every step up to the root (issue 26, family 9).
@Suite struct ParentChainTabTests {
  static let other = FixtureModule(
    name: "Other",
    tabs: [TabDefinition(id: "other", title: "Other", icon: "star", order: 1)],
    routes: [
      RouteDefinition(id: "other.root", pattern: "other", placement: .tabRoot("other"), title: "Other"),
      RouteDefinition(
        id: "other.list", pattern: "other/list", placement: .push(tab: "other", parent: "other.root"), title: "List"),
    ])

  static func stray(parent: RouteID) -> FixtureModule {
    FixtureModule(
      name: "Stray",
      routes: [
        RouteDefinition(
          id: "home.stray", pattern: "home/stray", placement: .push(tab: "home", parent: parent), title: "Stray")
      ])
  }

  /// The direct parent in another tab, a pushed screen or that tab's root, is a registration error.
  @Test(arguments: ["other.list", "other.root"] as [RouteID])
  func aParentInAnotherTabIsRefusedAtRegistration(parent: RouteID) {
    #expect(
      problems([FixtureModule.singleTab(), Self.other, Self.stray(parent: parent)])
        == [.parentOutsideTab("home.stray", module: "Stray", parent: parent)])
  }

  /// Further up: a parent of the route's own tab whose own parent is in another tab is refused too, naming
  /// the step that leaves the tab. Through the journeys, the app does not start.
  @Test func aGrandparentInAnotherTabIsRefusedAndNoJourneyRuns() {
    let bridge = FixtureModule(
      name: "Bridge",
      routes: [
        RouteDefinition(
          id: "home.bridge", pattern: "home/bridge", placement: .push(tab: "home", parent: "other.list"),
          title: "Bridge"),
        RouteDefinition(
          id: "home.leaf", pattern: "home/bridge/leaf", placement: .push(tab: "home", parent: "home.bridge"),
          title: "Leaf"),
      ])
    #expect(throws: RegistrationError.self) {
      try JourneyRunner(modules: [FixtureModule.singleTab(), Self.other, bridge])
    }
    #expect(
      problems([FixtureModule.singleTab(), Self.other, bridge]) == [
        .parentOutsideTab("home.bridge", module: "Bridge", parent: "other.list"),
        .parentOutsideTab("home.leaf", module: "Bridge", parent: "other.list"),
      ])
  }

  /// The problems registering `modules` finds (none when it succeeds).
  func problems(_ modules: [any RouteModule]) -> [RegistrationProblem] {
    do {
      _ = try RouteRegistry(app: .fixture, modules: modules)
      return []
    } catch {
      return error.problems
    }
  }
}
