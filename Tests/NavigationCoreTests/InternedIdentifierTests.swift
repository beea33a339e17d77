import Foundation
@_spi(StateBuilding) import NavigationCore
import NavigationTesting
import Testing

/// The registry hands out route and tab ids that know their place in its tables; an id from anywhere else (a
/// link, a stored state, a journey, another registry) is found by its name, and an unknown name finds
/// nothing. Ids compare, hash and encode as their names, however they were made.
struct InternedIdentifierTests {
  static let second = FixtureModule(
    name: "Second",
    tabs: [TabDefinition(id: "second", title: "Second", icon: "2.circle", order: 1)],
    routes: [
      RouteDefinition(id: "second.root", pattern: "second", placement: .tabRoot("second"), title: "Second"),
      RouteDefinition(
        id: "second.item", pattern: "second/{n:int}", placement: .push(tab: "second", parent: "second.root"),
        title: "Item"),
    ])
  /// A tab ordered before every other, so each tab of a registry with it sits one place further on.
  static let first = FixtureModule(
    name: "First",
    tabs: [TabDefinition(id: "first", title: "First", icon: "1.circle", order: -1)],
    routes: [RouteDefinition(id: "first.root", pattern: "first", placement: .tabRoot("first"), title: "First")])

  @Test func anIdFromAnotherRegistryFindsTheRouteOfItsName() throws {
    let homeFirst = try RouteRegistry(app: .fixture, modules: [FixtureModule.singleTab(), Self.second])
    let secondFirst = try RouteRegistry(app: .fixture, modules: [Self.second, FixtureModule.singleTab()])
    #expect(homeFirst.routes.map(\.id) != secondFirst.routes.map(\.id), "the routes sit at other places")
    for route in homeFirst.routes {
      let found = try #require(secondFirst.route(route.id))
      #expect(found.id == route.id)
      #expect(found.pattern.description == route.pattern.description)
    }
  }

  @Test func aTabIdFromAnotherRegistryFindsTheTabOfItsName() throws {
    let plain = try RouteRegistry(app: .fixture, modules: [FixtureModule.singleTab(), Self.second])
    let shifted = try RouteRegistry(app: .fixture, modules: [FixtureModule.singleTab(), Self.second, Self.first])
    for tab in plain.tabs {
      #expect(shifted.tab(tab.id)?.title == tab.title)
      #expect(shifted.rootScreen(of: tab.id)?.path == plain.rootScreen(of: tab.id)?.path)
    }
    // And back: an id from the larger registry, at a place the smaller one does not have.
    for tab in shifted.tabs {
      #expect(plain.tab(tab.id)?.title == (tab.id == "first" ? nil : tab.title))
    }
  }

  @Test func anIdBeyondTheTableOrOfNoRouteFindsNothing() throws {
    let small = try RouteRegistry(app: .fixture, modules: [FixtureModule.singleTab()])
    let large = try RouteRegistry(app: .fixture, modules: [FixtureModule.singleTab(), Self.second, Self.first])
    let last = try #require(large.routes.last)
    #expect(large.routes.count > small.routes.count)
    #expect(small.route(last.id) == nil)
    #expect(small.route("nowhere.at.all") == nil)
    #expect(small.tab("nowhere") == nil)
    #expect(small.rootScreen(of: "nowhere") == nil)
    #expect(throws: NavigationError.unknownRoute("nowhere.at.all")) { try small.screen("nowhere.at.all") }
  }

  @Test func idsTheRegistryHandsOutAreTheirNames() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [FixtureModule.singleTab(), Self.second])
    let encoder = JSONEncoder()
    for route in registry.routes {
      let named = RouteID(route.id.rawValue)
      #expect(route.id == named)
      #expect(route.id.hashValue == named.hashValue)
      #expect(Set([route.id, named]).count == 1)
      #expect(try encoder.encode(route.id) == encoder.encode(named))
    }
    for tab in registry.tabs {
      let named = TabID(tab.id.rawValue)
      #expect(tab.id == named && tab.id.hashValue == named.hashValue)
      #expect(try encoder.encode([tab.id: 1]) == encoder.encode([named: 1]))
    }
  }

  /// The selected tab's stack is kept apart from the others; however a state was reached, equal stacks make
  /// equal states.
  @Test func theSelectedStackMovesWithTheSelectedTab() throws {
    let one = Screen(route: "a.one", path: "/a/1")
    let two = Screen(route: "a.two", path: "/a/2")
    let three = Screen(route: "b.three", path: "/b/3")
    var state = NavigationState(selectedTab: "a")
    try state.push([one, two], on: "a")
    state.selectedTab = "b"
    #expect(state.selectedStack.isEmpty && state.depth == 0)
    #expect(state.stacks == ["a": [one, two]])
    try state.push(three)
    state.selectedTab = "a"
    #expect(state.selectedStack == [one, two])
    #expect(state.stacks == ["a": [one, two], "b": [three]])

    var built = try NavigationState(selectedTab: "a", stacks: ["a": [one, two], "b": [three]])
    #expect(built == state && built.hashValue == state.hashValue)
    _ = built.removeStack(of: "b")
    #expect(built != state)
  }

  @Test func aCopiedScreenChangesAlone() {
    let original = Screen(route: "a.one", path: "/a/1", payload: ["draft": "x"])
    var copy = original
    #expect(copy == original && copy.hashValue == original.hashValue)
    copy.error = .literal("offline")
    copy.payload["draft"] = "y"
    #expect(original.error == nil && original.payload == ["draft": "x"])
    #expect(copy.error == .literal("offline") && copy.payload == ["draft": "y"])
    #expect(copy != original)
    let same = Screen(route: "a.one", path: "/a/1", payload: ["draft": "y"], error: .literal("offline"))
    #expect(copy == same && copy.hashValue == same.hashValue)
  }
}
