import NavigationChecks
import NavigationCore
import NavigationTesting
import Testing

/// Routes with `string`, `int` and `*` segments beside literals and a UUID, and a redirect: with the fixture
/// app's days, every shape the AASA export writes.
private struct ShapesModule: RouteModule {
  let name = "Shapes"
  var tabs: [TabDefinition] { [TabDefinition(id: "log", title: "Log", icon: "l", order: 0)] }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(id: "log.root", pattern: "log", placement: .tabRoot("log"), title: "Log"),
      RouteDefinition(
        id: "log.item", pattern: "log/item/{id:uuid}/{n:int}/{tag}", placement: .push(tab: "log", parent: "log.root"),
        title: "Item"),
      RouteDefinition(
        id: "log.any", pattern: "log/any/*", placement: .push(tab: "log", parent: "log.root"), title: "Any"),
    ]
  }
  var redirects: [LinkRedirect] {
    [LinkRedirect(from: "items/{id:uuid}/{count:int}/{tag}", to: "log.item", parameters: ["count": "n"])]
  }
}

/// The exported AASA opens the app for every form of a link the resolver accepts, and the forms the resolver
/// refuses are documented: those a wildcard still lets into the app show the "couldn't be found" toast.
struct UniversalLinkAgreementTests {
  private let today = Day(year: 2024, month: 11, day: 20)!

  @Test func everyVariantOfTheFixtureAppsLinksResolvesAndOpensTheApp() throws {
    let registry = try FixtureApp.registry()
    let disagreements = UniversalLinkAgreement.disagreements(in: registry, today: today)
    #expect(disagreements.isEmpty, "\(disagreements.map(\.description).joined(separator: "\n"))")
  }

  @Test func everyVariantOfStringIntWildcardAndRedirectLinksResolvesAndOpensTheApp() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [ShapesModule()])
    let disagreements = UniversalLinkAgreement.disagreements(in: registry, today: today)
    #expect(disagreements.isEmpty, "\(disagreements.map(\.description).joined(separator: "\n"))")
    let components = LinkExport.universalLinkComponents(for: registry)
    let uuid = SampleParameters(today: today).value(for: .uuid)
    #expect(LinkExport.opensApp(url: "https://demeter.app/items/\(uuid)/7/x", components: components) == "log.item")
  }

  @Test func anExportThatMissesAVariantIsCaught() throws {
    // Main's export before this change: no trailing-slash component, the path compared as written.
    let registry = try FixtureApp.registry()
    let old = LinkExport.universalLinkComponents(for: registry).filter { !$0.path.hasSuffix("/") }.map {
      UniversalLinkComponent(path: $0.path, comment: $0.comment, caseSensitive: false)
    }
    let disagreements = UniversalLinkAgreement.disagreements(in: registry, today: today, components: old)
    #expect(disagreements.contains { $0.link == "https://demeter.app/settings/goals/" && $0.opensApp == nil })
    #expect(disagreements.contains { $0.link == "https://demeter.app/%73ettings/goals" && $0.opensApp == nil })
    #expect(disagreements.allSatisfy { $0.resolved?.rawValue == $0.route })
  }

  @Test func linksTheResolverRefusesAndWhetherTheyStillOpenTheApp() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [ShapesModule()])
    let components = LinkExport.universalLinkComponents(for: registry)
    let uuid = SampleParameters(today: today).value(for: .uuid)
    let refused: [(link: String, opensApp: String?)] = [
      // Empty segments and extra segments after a literal or a fixed-width value: the browser.
      ("https://demeter.app/log//", nil),
      ("https://demeter.app/log/item//42/x", nil),
      ("https://demeter.app/log/item/\(uuid)//x", nil),
      ("https://demeter.app/log/extra/more", nil),
      // A `?*` also matches `/`: these open the app, which shows "That page couldn't be found."
      ("https://demeter.app/log/item/\(uuid)/42/x/extra", "log.item"),
      ("https://demeter.app/log/any/a/b", "log.any"),
      ("https://demeter.app/log/item/\(uuid)/042/x", "log.item"),
      ("https://demeter.app/a/b", nil),
      ("https://demeter.app/log/item/\(uuid)/42/%2F", "log.item"),
    ]
    for (link, opensApp) in refused {
      #expect(throws: DeepLinkError.self, "\(link)") { try registry.resolve(link: link, today: today).get() }
      #expect(LinkExport.opensApp(url: link, components: components) == opensApp, "\(link)")
    }
  }

  @Test func aTopLevelStringRouteOpensTheAppForEveryNonEmptyPath() throws {
    struct Tagged: RouteModule {
      let name = "Tagged"
      var tabs: [TabDefinition] { [TabDefinition(id: "tags", title: "Tags", icon: "t", order: 0)] }
      var routes: [RouteDefinition] {
        [RouteDefinition(id: "tagged", pattern: "{tag}", placement: .tabRoot("tags"), title: "Tagged")]
      }
    }
    let registry = try RouteRegistry(app: .fixture, modules: [Tagged()])
    let components = LinkExport.universalLinkComponents(for: registry)
    #expect(UniversalLinkAgreement.disagreements(in: registry, today: today).isEmpty)
    #expect(LinkExport.opensApp(url: "https://demeter.app/a/b/c", components: components) == "tagged")
    #expect(LinkExport.opensApp(url: "https://demeter.app/", components: components) == nil)
  }
}
