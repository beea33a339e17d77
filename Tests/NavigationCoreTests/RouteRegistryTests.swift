import NavigationCore
import NavigationTesting
import Testing

@Suite struct RouteRegistryTests {
  func problems(_ modules: [any RouteModule]) -> [RegistrationProblem] {
    do {
      _ = try RouteRegistry(app: .fixture, modules: modules)
      return []
    } catch {
      return error.problems
    }
  }

  @Test func aDuplicateRouteIDNamesBothModules() {
    let twin = FixtureModule(
      name: "Twin",
      routes: [
        RouteDefinition(
          id: "home.detail", pattern: "twin", placement: .push(tab: "home", parent: "home.root"), title: "T")
      ])
    #expect(
      problems([FixtureModule.singleTab(), twin]) == [.duplicateRoute("home.detail", modules: ["Home", "Twin"])])
  }

  @Test func twoPatternsMatchingTheSameLinksAreAConflictNamingBothModules() {
    let first = FixtureModule(
      name: "First",
      routes: [
        RouteDefinition(
          id: "first.day", pattern: "home/{date:day}", placement: .push(tab: "home", parent: "home.root"), title: "D")
      ])
    let second = FixtureModule(
      name: "Second",
      routes: [
        RouteDefinition(
          id: "second.day", pattern: "HOME/{when:day}", placement: .push(tab: "home", parent: "home.root"), title: "D")
      ])
    #expect(
      problems([FixtureModule.singleTab(), first, second]) == [
        .conflictingPatterns("first.day", module: "First", "second.day", otherModule: "Second")
      ])
  }

  @Test func aPushRouteWhoseParentOrTabDoesNotExistIsReported() {
    let stray = FixtureModule(
      name: "Stray",
      routes: [
        RouteDefinition(
          id: "stray.a", pattern: "a", placement: .push(tab: "home", parent: "nowhere"), title: "A"),
        RouteDefinition(
          id: "stray.b", pattern: "b", placement: .push(tab: "elsewhere", parent: "home.root"), title: "B"),
      ])
    let found = problems([FixtureModule.singleTab(), stray])
    #expect(found.contains(.unknownParent("stray.a", module: "Stray", parent: "nowhere")))
    #expect(found.contains(.unknownTab("stray.b", module: "Stray", tab: "elsewhere")))
  }

  @Test func aParentMustNotNeedParametersTheChildLacks() {
    let module = FixtureModule(
      name: "Days",
      routes: [
        RouteDefinition(
          id: "days.day", pattern: "days/{date:day}", placement: .push(tab: "home", parent: "home.root"), title: "D"),
        RouteDefinition(
          id: "days.note", pattern: "notes/{id:uuid}", placement: .push(tab: "home", parent: "days.day"), title: "N"),
      ])
    #expect(
      problems([FixtureModule.singleTab(), module]) == [
        .parentParameterMissing("days.note", module: "Days", parent: "days.day", parameter: "date")
      ])
  }

  @Test func aTabWithoutARootAndAnInvalidPatternAreReported() {
    let module = FixtureModule(
      name: "Broken",
      tabs: [TabDefinition(id: "lonely", title: "Lonely", icon: "x", order: 5)],
      routes: [RouteDefinition(id: "broken.bad", pattern: "/bad//{x:color}", placement: .modal(.sheet), title: "B")])
    let found = problems([FixtureModule.singleTab(), module])
    #expect(found.contains(.tabWithoutRoot("lonely", module: "Broken")))
    #expect(found.contains { if case .invalidPattern("broken.bad", "Broken", _) = $0 { true } else { false } })
  }

  @Test func noTabsAtAllIsReported() {
    #expect(problems([]) == [.noTabs])
  }

  @Test func errorsAreReadableAndNameModules() {
    let problem = RegistrationProblem.duplicateRoute("a.b", modules: ["One", "Two"])
    #expect(problem.description == "route id 'a.b' is registered by modules One and Two")
    #expect(problem.modules == ["One", "Two"])
  }

  @Test func equalTabOrdersAreAProblemNamingBothModulesAndBothTabs() {
    let clash = FixtureModule(
      name: "Clash",
      tabs: [TabDefinition(id: "clash", title: "Clash", icon: "c", order: 0)],
      routes: [RouteDefinition(id: "clash.root", pattern: "clash", placement: .tabRoot("clash"), title: "C")])
    let found = problems([FixtureModule.singleTab(), clash])
    #expect(found == [.duplicateTabOrder(0, tabs: ["home", "clash"], modules: ["Home", "Clash"])])
    #expect(
      found.first?.description
        == "tabs 'home' (Home) and 'clash' (Clash) have the same order 0: the default tab and Command-1 would depend "
        + "on registration order")
  }

  @Test func aParentCycleIsReportedForEveryRouteOnIt() {
    // Two short cycles and one of 20 screens (past the length where the walk switches to a set).
    func ring(_ name: String, _ count: Int) -> [RouteDefinition] {
      (0..<count).map { index in
        RouteDefinition(
          id: RouteID("\(name)\(index)"), pattern: "\(name)/\(index)",
          placement: .push(tab: "home", parent: RouteID("\(name)\((index + 1) % count)")), title: "R")
      }
    }
    let module = FixtureModule(name: "Rings", routes: ring("pair", 2) + ring("long", 20))
    let found = problems([FixtureModule.singleTab(), module])
    #expect(found.count == 22)
    #expect(found.allSatisfy { if case .parentCycle(_, "Rings") = $0 { true } else { false } })
  }

  @Test func aLongParentChainGivesEveryScreenItsAncestors() throws {
    let chain = (1...20).map { index in
      RouteDefinition(
        id: RouteID("deep\(index)"), pattern: "deep/\(index)",
        placement: .push(tab: "home", parent: index == 1 ? "home.root" : RouteID("deep\(index - 1)")), title: "D",
        links: index < 20 ? [RouteID("deep\(index + 1)")] : [])
    }
    let registry = try RouteRegistry(
      app: .fixture, modules: [FixtureModule.singleTab(), FixtureModule(name: "Deep", routes: chain)])
    #expect(registry.route("deep20")?.ancestors == ["home.root"] + (1...19).map { RouteID("deep\($0)") })
  }

  @Test func tabsAreOrderedAndTheFirstIsTheDefault() throws {
    let extra = FixtureModule(
      name: "Extra",
      tabs: [TabDefinition(id: "aaa", title: "A", icon: "a", order: -1)],
      routes: [RouteDefinition(id: "aaa.root", pattern: "aaa", placement: .tabRoot("aaa"), title: "A")])
    let registry = try RouteRegistry(app: .fixture, modules: [FixtureModule.singleTab(), extra])
    #expect(registry.tabs.map(\.id) == ["aaa", "home"])
    #expect(registry.defaultTab == "aaa")
  }

  /// A route without parameters has one screen, made at registration and shared by every way to it; a screen
  /// made with a payload, or changed afterwards, is a screen of its own and leaves the shared one as it was.
  @Test func aFixedRoutesScreenIsSharedAndAPayloadOrChangeGivesAScreenOfItsOwn() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [FixtureApp.Module()])
    let today = try #require(Day(year: 2024, month: 11, day: 20))
    let plain = try registry.screen("settings.goals")
    #expect(plain.path == "/settings/goals")
    #expect(plain.payload.isEmpty)
    let drafted = try registry.screen("settings.goals", payload: ["draft": "2,000"])
    #expect(drafted.payload == ["draft": "2,000"])
    #expect(drafted.path == "/settings/goals")
    var failing = try registry.screen(for: registry.resolve(path: "/settings/goals", today: today).get())
    #expect(failing == plain)
    failing.error = .literal("unavailable")
    #expect(try registry.screen("settings.goals") == plain)
    #expect(try registry.screen("settings.goals").payload.isEmpty)
    #expect(try registry.screen("settings.goals").error == nil)
  }
}
