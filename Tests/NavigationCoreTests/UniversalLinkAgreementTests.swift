import NavigationCore
import NavigationTesting
import Testing

/// Routes with `string`, `int` and `*` segments beside literals and a UUID: with the fixture app's days, every
/// shape the AASA export writes.
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

  @Test func everyVariantOfStringIntAndWildcardLinksResolvesAndOpensTheApp() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [ShapesModule()])
    let disagreements = UniversalLinkAgreement.disagreements(in: registry, today: today)
    #expect(disagreements.isEmpty, "\(disagreements.map(\.description).joined(separator: "\n"))")
  }

  @Test func theVariantsCoverCaseSlashEncodingAndUUIDs() throws {
    let pattern = try RoutePattern("history/{date:day}/entry/{id:uuid}")
    let samples = SampleParameters(today: today)
    let uuid = samples.value(for: .uuid)
    #expect(
      LinkVariant.allCases.map { $0.path(of: pattern, samples: samples) } == [
        "/history/2024-11-19/entry/\(uuid)", "/HISTORY/2024-11-19/ENTRY/\(uuid)", "/history/2024-11-19/entry/\(uuid)/",
        "/%68istory/2024-11-19/entry/\(uuid)", "/history/2024-11-19/entry/\(uuid.uppercased())",
      ])
    let tag = try RoutePattern("{tag}")
    #expect(LinkVariant.upperCasedLiterals.path(of: tag, samples: samples) == nil)
    #expect(LinkVariant.canonical.path(of: tag, samples: samples) == "/Oat%20milk%20%26%20honey")
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
