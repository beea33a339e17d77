import Foundation
import NavigationChecks
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Redirects: an old pattern that still opens a moved route, checked at registration like any pattern.
@Suite struct LinkRedirectTests {
  static let today = Day(year: 2024, month: 11, day: 20)!

  /// The home tab with a day screen at `home/day/{date:day}` and an internal screen, plus `redirects`.
  static func module(_ redirects: [LinkRedirect], dayExposure: LinkExposure = .links) -> FixtureModule {
    FixtureModule(
      name: "Home",
      tabs: [TabDefinition(id: "home", title: "Home", icon: "house", order: 0)],
      routes: [
        RouteDefinition(
          id: "home.root", pattern: "home", placement: .tabRoot("home"), title: "Home", links: ["home.day"]),
        RouteDefinition(
          id: "home.day", pattern: "home/day/{date:day}", placement: .push(tab: "home", parent: "home.root"),
          title: "Day", exposure: dayExposure, queryKeys: ["focus"]),
      ],
      redirects: redirects)
  }

  static func problems(_ modules: [any RouteModule]) -> [RegistrationProblem] {
    do {
      _ = try RouteRegistry(app: .fixture, modules: modules)
      return []
    } catch {
      return error.problems
    }
  }

  @Test func aRedirectedLinkOpensTheTargetWithRenamedParametersAndSaysFromWhere() throws {
    let registry = try RouteRegistry(
      app: .fixture,
      modules: [Self.module([LinkRedirect(from: "home/{when:day}", to: "home.day", parameters: ["when": "date"])])])
    let match = try registry.resolve(link: "demeter://HOME/2024-11-18/?focus=lunch", today: Self.today).get()
    #expect(match.route == "home.day")
    #expect(match.parameters["date"] == "2024-11-18")
    #expect(match.parameters["when"] == nil)
    #expect(match.query["focus"] == "lunch")
    #expect(match.redirectedFrom == "home/{when:day}")
    // Printed by the target's pattern: the canonical path is the new one.
    #expect(try registry.screen(match.route, parameters: match.parameters).path == "/home/day/2024-11-18")
    // The route's own pattern is not a redirect.
    #expect(try registry.resolve(link: "demeter://home/day/2024-11-18", today: Self.today).get().redirectedFrom == nil)
  }

  @Test func aRedirectOpensOnlyThroughItsTargetsExposure() throws {
    let registry = try RouteRegistry(
      app: .fixture,
      modules: [Self.module([LinkRedirect(from: "home/{date:day}", to: "home.day")], dayExposure: .customScheme)])
    #expect((try? registry.resolve(link: "demeter://home/2024-11-18", today: Self.today).get()) != nil)
    #expect(
      registry.resolve(link: "https://demeter.app/home/2024-11-18", today: Self.today)
        == .failure(.notExposed("home.day")))
    // In-app paths (and saved snapshots) ignore exposure.
    #expect((try? registry.resolve(path: "/home/2024-11-18", today: Self.today).get())?.route == "home.day")
  }

  @Test func aRedirectFollowsTheTargetsPrecedenceRules() throws {
    // `home/{date:day}` (typed) wins over a route's `home/{name:string}` for a day, loses for other text.
    var module = Self.module([LinkRedirect(from: "home/{date:day}", to: "home.day")])
    module = FixtureModule(
      name: module.name, tabs: module.tabs,
      routes: module.routes + [
        RouteDefinition(
          id: "home.named", pattern: "home/{name:string}", placement: .push(tab: "home", parent: "home.root"),
          title: "Named")
      ], redirects: module.redirects)
    let registry = try RouteRegistry(app: .fixture, modules: [module])
    #expect(try registry.resolve(path: "home/2024-11-18", today: Self.today).get().route == "home.day")
    #expect(try registry.resolve(path: "home/oats", today: Self.today).get().route == "home.named")
  }

  @Test func registrationRefusesRedirectsThatCannotOpenTheirTarget() {
    let problems = Self.problems([
      Self.module([
        LinkRedirect(from: "home//x", to: "home.day"),
        LinkRedirect(from: "old/{date:day}", to: "home.nope"),
        LinkRedirect(from: "old/{id:int}", to: "home.day"),
        LinkRedirect(from: "older/{date:int}", to: "home.day"),
        LinkRedirect(from: "oldest/{date:day}", to: "home.day", parameters: ["day": "date"]),
      ])
    ])
    #expect(
      problems == [
        .invalidRedirect("home//x", module: "Home", fault: .invalidPattern("\(RoutePatternError.emptySegment)")),
        .invalidRedirect("old/{date:day}", module: "Home", fault: .unknownTarget("home.nope")),
        .invalidRedirect("old/{id:int}", module: "Home", fault: .missingParameter("date", route: "home.day")),
        .invalidRedirect(
          "older/{date:int}", module: "Home",
          fault: .kindMismatch("date", kind: .int, route: "home.day", expected: .day)),
        .invalidRedirect("oldest/{date:day}", module: "Home", fault: .unknownRename("day")),
      ])
    #expect(
      problems.map(\.message) == [
        "redirect 'home//x' has an invalid pattern: \(RoutePatternError.emptySegment)",
        "redirect 'old/{date:day}' targets route 'home.nope', which no module registers",
        "redirect 'old/{id:int}' does not supply parameter 'date' of route 'home.day'",
        "redirect 'older/{date:int}' supplies 'date' as int, but route 'home.day' takes day",
        "redirect 'oldest/{date:day}' renames 'day', which the old pattern does not have",
      ])
    #expect(problems[1].description.hasPrefix("Home: redirect 'old/{date:day}' targets"))
    // German words each fault whole, with no English phrase inside the German sentence.
    let german = Localization(language: "de")
    #expect(
      problems.dropFirst().map { $0.text.resolved(in: german) } == [
        "Umleitung „old/{date:day}“ führt zur Route „home.nope“, die kein Modul anmeldet",
        "Umleitung „old/{id:int}“ liefert den Parameter „date“ der Route „home.day“ nicht",
        "Umleitung „older/{date:int}“ liefert „date“ als int, die Route „home.day“ erwartet aber day",
        "Umleitung „oldest/{date:day}“ benennt „day“ um, das es im alten Muster nicht gibt",
      ])
  }

  @Test func aRedirectMatchingTheSameLinksAsARouteOrAnotherRedirectIsAConflict() {
    let other = FixtureModule(
      name: "Other", redirects: [LinkRedirect(from: "HOME/{d:day}", to: "home.day", parameters: ["d": "date"])])
    let problems = Self.problems([
      Self.module([
        LinkRedirect(from: "home/day/{when:day}", to: "home.day", parameters: ["when": "date"]),
        LinkRedirect(from: "home/{date:day}", to: "home.day"),
      ]),
      other,
    ])
    #expect(
      problems == [
        .conflictingRedirect("home/day/{when:day}", module: "Home", other: .route("home.day"), otherModule: "Home"),
        .conflictingRedirect("home/{d:day}", module: "Other", other: .redirect("home/{date:day}"), otherModule: "Home"),
      ])
    #expect(
      problems.map(\.message) == [
        "Home redirect 'home/day/{when:day}' and Home route 'home.day' match the same links with equal precedence",
        "Other redirect 'home/{d:day}' and Home redirect 'home/{date:day}' match the same links with equal precedence",
      ])
    #expect(
      problems.map { $0.text.resolved(in: Localization(language: "de")) } == [
        "Home-Umleitung „home/day/{when:day}“ und Home-Route „home.day“ passen gleichrangig auf dieselben Links",
        "Other-Umleitung „home/{d:day}“ und Home-Umleitung „home/{date:day}“ passen gleichrangig auf dieselben Links",
      ])
  }

  @Test func theGraphAndTheRegistryListRedirects() throws {
    let modules = [Self.module([LinkRedirect(from: "home/{date:day}", to: "home.day")])]
    let registry = try RouteRegistry(app: .fixture, modules: modules)
    #expect(registry.redirects.map(\.pattern.description) == ["home/{date:day}"])
    let graph = try NavigationGraph(modules: modules)
    #expect(graph.redirects.map(\.path) == ["/home/{date:day}"])
    #expect(graph.redirects.map(\.to) == ["home.day"])
    #expect(graph.mermaid().contains("redirect_0>\"/home/{date:day}\"] -.->|redirect| home_day"))
    #expect(graph.dot().contains("\"redirect_0\" -> \"home.day\" [label=\"redirect\", style=dotted];"))
  }

  @Test func anInAppPathThroughARedirectIsLoggedAndCanonicalised() throws {
    let modules = [Self.module([LinkRedirect(from: "home/{date:day}", to: "home.day")])]
    var session = try TestApp(modules: modules).session()
    session.launch()
    let result = session.send(.request(.show(path: "/home/2024-11-18")))
    #expect(session.state.selectedStack.map(\.path) == ["/home/day/2024-11-18"])
    let redirected = NavigationEvent.redirected(input: "/home/2024-11-18", from: "home/{date:day}", to: "home.day")
    #expect(result.events.contains(redirected))
    #expect(
      NavigationLogEntry(event: redirected).description
        == "[info] redirected /home/2024-11-18: old pattern 'home/{date:day}' opens home.day")
  }
}
