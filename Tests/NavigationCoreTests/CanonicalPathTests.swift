import NavigationCore
import NavigationTesting
import Testing

/// However a path or link is spelled (as the pattern prints it, with escapes, in upper case, through a redirect's
/// old pattern), the screen it opens is the one the route's pattern prints.
@Suite struct CanonicalPathTests {
  static let today = Day(year: 2024, month: 11, day: 20)!

  static let registry = try! RouteRegistry(
    app: .fixture,
    modules: [
      FixtureModule(
        name: "Home",
        tabs: [TabDefinition(id: "home", title: "Home", icon: "house", order: 0)],
        routes: [
          RouteDefinition(id: "home.root", pattern: "home", placement: .tabRoot("home"), title: "Home"),
          RouteDefinition(
            id: "home.entry", pattern: "home/{date:day}/entry/{id:uuid}",
            placement: .push(tab: "home", parent: "home.root"), title: "Entry"),
          RouteDefinition(
            id: "home.page", pattern: "home/page/{number:int}", placement: .push(tab: "home", parent: "home.root"),
            title: "Page", queryKeys: ["focus"]),
          RouteDefinition(
            id: "home.tag", pattern: "home/tag/{name}", placement: .push(tab: "home", parent: "home.root"),
            title: "Tag"),
          RouteDefinition(
            id: "home.any", pattern: "home/any/*", placement: .push(tab: "home", parent: "home.root"), title: "Any"),
        ],
        redirects: [LinkRedirect(from: "old/{number:int}", to: "home.page")])
    ])

  /// Written as printed (a trailing slash aside, which no path keeps).
  static let canonical = [
    "/home/", "/home/page/7/",
    "/home", "home", "/home/2024-11-18/entry/0a1b2c3d-0000-4000-8000-00000000000f", "/home/page/7",
    "/home/page/7?focus=lunch", "/home/tag/Lunch-2_b.c~", "/home/any/x", "/home/page/7#top",
  ]

  /// Spelled otherwise: escapes, upper case where the pattern prints lowercase, a value percent-encoding
  /// changes, a redirect's old pattern.
  static let printed = [
    "/HOME", "/home/", "/home/2024-11-18/entry/0A1B2C3D-0000-4000-8000-00000000000F", "/Home/page/7",
    "/home/page/%37", "/home/tag/caf%C3%A9", "/home/tag/a:b", "/home/tag/a%20b", "/home/any/x@y", "/old/7",
    "/home/2024-11-18/ENTRY/0a1b2c3d-0000-4000-8000-00000000000f",
  ]

  @Test(arguments: canonical + printed)
  func theScreenOfAResolvedPathIsTheOneItsPatternPrints(_ path: String) throws {
    let match = try Self.registry.resolve(path: path, today: Self.today).get()
    let printed = try Self.registry.screen(match.route, parameters: match.parameters)
    #expect(try Self.registry.screen(for: match) == printed)
  }

  @Test(arguments: canonical + printed)
  func theScreenOfAResolvedLinkIsTheOneItsPatternPrints(_ path: String) throws {
    let link = "demeter://" + path.drop { $0 == "/" }
    let match = try Self.registry.resolve(link: link, today: Self.today).get()
    let printed = try Self.registry.screen(match.route, parameters: match.parameters)
    #expect(try Self.registry.screen(for: match) == printed)
  }

  @Test func everySpellingOfAPathOpensTheScreenAtItsCanonicalPath() throws {
    let path = "/home/2024-11-18/entry/0a1b2c3d-0000-4000-8000-00000000000f"
    let match = try Self.registry.resolve(path: path, today: Self.today).get()
    #expect(try Self.registry.screen(for: match).path == path)
    // The same route and parameters are the same match, and the same screen, however they were written.
    let upper = try Self.registry.resolve(path: path.uppercased(), today: Self.today).get()
    #expect(upper == match)
    #expect(try Self.registry.screen(for: upper).path == path)
    let escaped = path.split(separator: "-", omittingEmptySubsequences: false).joined(separator: "%2D")
    let unescaped = try Self.registry.resolve(path: escaped, today: Self.today).get()
    #expect(try Self.registry.screen(for: unescaped).path == path)
  }

  /// A resolved match's values are printed as the resolver read them; once its parameters or route are changed,
  /// they are checked again like any handed-in values, so a value that is not canonical is refused, not printed.
  @Test func aMatchChangedAfterResolvingIsCheckedAgainBeforeItIsPrinted() throws {
    let path = "/home/2024-11-18/entry/0a1b2c3d-0000-4000-8000-00000000000f"
    var match = try Self.registry.resolve(path: path, today: Self.today).get()
    match.parameters["id"] = "0A1B2C3D-0000-4000-8000-00000000000F"
    #expect(throws: NavigationError.self) { try Self.registry.screen(for: match) }
    match.parameters["id"] = nil
    #expect(throws: NavigationError.self) { try Self.registry.screen(for: match) }
    var page = try Self.registry.resolve(path: "/home/page/7", today: Self.today).get()
    page.route = "home.tag"
    #expect(throws: NavigationError.self) { try Self.registry.screen(for: page) }
    page.parameters = ["name": "a b"]
    #expect(try Self.registry.screen(for: page).path == "/home/tag/a%20b")
  }
}
