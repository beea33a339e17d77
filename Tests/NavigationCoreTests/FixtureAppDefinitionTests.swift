import Foundation
import NavigationChecks
@_spi(Fuzzing) import NavigationCore
import NavigationTesting
import Testing

/// A second app from the same core: Acme, with its own scheme, two hosts and its own floating button. Nothing
/// of Demeter is involved.
private enum Acme {
  static let app = AppDefinition(
    name: "Acme",
    linkSchemes: ["acme"],
    universalLinkHosts: ["acme.example", "www.acme.example"],
    bundleIdentifier: "example.acme",
    floatingButton: AppDefinition.FloatingButton(
      label: "Scan button", hint: "Scans a code", keyCombo: "Shift+Cmd+S", keyTitle: "Scan"))

  struct Catalog: RouteModule {
    let name = "Catalog"
    var tabs: [TabDefinition] { [TabDefinition(id: "catalog", title: "Catalog", icon: "list", order: 0)] }
    var routes: [RouteDefinition] {
      [
        RouteDefinition(
          id: "catalog.root", pattern: "catalog", placement: .tabRoot("catalog"), title: "Catalog",
          links: ["catalog.item", "catalog.scan"]),
        RouteDefinition(
          id: "catalog.item", pattern: "catalog/item/{number:int}",
          placement: .push(tab: "catalog", parent: "catalog.root"), title: "Item"),
        RouteDefinition(
          id: "catalog.scan", pattern: "scan", placement: .modal(.sheet), title: "Scan", exposure: .internalOnly),
      ]
    }
    var floatingButtonRoute: RouteID? { "catalog.scan" }
  }

  static let today = Day(year: 2024, month: 11, day: 20)!
}

struct FixtureAppDefinitionTests {
  @Test func aSecondAppResolvesItsOwnSchemeAndEveryHostButNotAnotherApps() throws {
    let registry = try RouteRegistry(app: Acme.app, modules: [Acme.Catalog()])
    let item = RouteMatch(route: "catalog.item", parameters: ["number": "7"])
    #expect(try registry.resolve(link: "acme://catalog/item/7", today: Acme.today).get() == item)
    #expect(try registry.resolve(link: "ACME://catalog/item/7", today: Acme.today).get() == item)
    #expect(try registry.resolve(link: "https://acme.example/catalog/item/7", today: Acme.today).get() == item)
    #expect(try registry.resolve(link: "https://WWW.Acme.Example/catalog/item/7", today: Acme.today).get() == item)
    #expect(
      registry.resolve(link: "demeter://catalog/item/7", today: Acme.today) == .failure(.unsupportedScheme("demeter")))
    #expect(
      registry.resolve(link: "https://demeter.app/catalog/item/7", today: Acme.today)
        == .failure(.unknownHost("demeter.app", accepted: ["acme.example", "www.acme.example"])))
    #expect(registry.resolve(link: "acme:catalog", today: Acme.today) == .failure(.malformed("expected acme://")))
  }

  @Test func theUnknownHostErrorNamesTheAppsHosts() throws {
    let registry = try RouteRegistry(app: Acme.app, modules: [Acme.Catalog()])
    guard case .failure(let error) = registry.resolve(link: "https://acme.example.evil/catalog", today: Acme.today)
    else {
      Issue.record("an unknown host resolved")
      return
    }
    #expect(error.description == "Unknown host 'acme.example.evil'; accepted: acme.example, www.acme.example.")
  }

  @Test func exportsTheAppsSchemeHostsAndAppID() throws {
    let registry = try RouteRegistry(app: Acme.app, modules: [Acme.Catalog()])
    let aasa = try LinkExport.appleAppSiteAssociation(for: registry)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(aasa.utf8)) as? [String: Any])
    let details = try #require((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
    #expect(details.first?["appIDs"] as? [String] == ["TEAMID.example.acme"])
    let components = try #require(details.first?["components"] as? [[String: Any]])
    #expect(components.map { $0["/"] as? String } == ["/catalog", "/catalog/", "/catalog/item/?*"])

    let urlTypes = try #require(try LinkExport.urlTypes(for: registry))
    let plist = try #require(
      try PropertyListSerialization.propertyList(from: Data(urlTypes.utf8), format: nil) as? [String: Any])
    let types = try #require(plist["CFBundleURLTypes"] as? [[String: Any]])
    #expect(types.first?["CFBundleURLSchemes"] as? [String] == ["acme"])
    #expect(types.first?["CFBundleURLName"] as? String == "example.acme")

    let entitlements = try #require(LinkExport.associatedDomains(for: registry))
    let domains = try #require(
      try PropertyListSerialization.propertyList(from: Data(entitlements.utf8), format: nil) as? [String: Any])
    #expect(
      domains["com.apple.developer.associated-domains"] as? [String] == [
        "applinks:acme.example", "applinks:www.acme.example",
      ])
  }

  @Test func validatesCleanAndABadDefinitionIsAFinding() {
    #expect(CompositionCheck.findings(for: Acme.app, modules: [Acme.Catalog()], today: Acme.today).isEmpty)
    var broken = Acme.app
    broken.linkSchemes = ["https", "ac me"]
    broken.universalLinkHosts = ["acme.example:443"]
    let findings = CompositionCheck.findings(for: broken, modules: [Acme.Catalog()], today: Acme.today)
    #expect(findings.map(\.check) == ["app-definition", "app-definition", "app-definition"])
  }

  @Test func theFloatingButtonsTextsAndKeyCommandAreTheApps() throws {
    let engine = try TestApp(app: Acme.app, modules: [Acme.Catalog()]).engine
    let command = try #require(
      KeyCommand.all(for: engine.registry).first { $0.request(for: engine.freshState()) == .floatingButton })
    #expect(command.combo == "cmd+shift+s")
    #expect(command.title == "Scan")
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.floatingButton))
    #expect(state.topModal?.opener == .floatingButton)
  }
}
