import Foundation
import NavigationChecks
import NavigationCore
import NavigationTesting
import Testing

/// One tab; a universal-link day, a scheme-only entry, an internal sheet.
private struct ExportModule: RouteModule {
  let name = "Export"
  var exposure: LinkExposure = .customScheme
  var tabs: [TabDefinition] { [TabDefinition(id: "log", title: "Log", icon: "l", order: 0)] }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: "log.root", pattern: "log", placement: .tabRoot("log"), title: "Log", exposure: .universalLink,
        links: ["log.day", "log.item", "log.sheet"]),
      RouteDefinition(
        id: "log.day", pattern: "log/{date:day}", placement: .push(tab: "log", parent: "log.root"), title: "Day",
        exposure: .universalLink),
      RouteDefinition(
        id: "log.item", pattern: "log/item/{id:uuid}/{n:int}/{tag}", placement: .push(tab: "log", parent: "log.root"),
        title: "Item", exposure: exposure),
      RouteDefinition(
        id: "log.sheet", pattern: "sheet", placement: .modal(.sheet), title: "Sheet", exposure: .internalOnly),
    ]
  }
}

struct LinkExportTests {
  @Test func aasaListsUniversalLinkRoutesWithWildcardsCaseInsensitively() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [ExportModule()])
    let text = try LinkExport.appleAppSiteAssociation(for: registry, appID: "ABCDE12345.app.demeter")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let applinks = try #require(json["applinks"] as? [String: Any])
    #expect(Set(applinks.keys) == ["details"])
    let details = try #require(applinks["details"] as? [[String: Any]])
    #expect(details.count == 1)
    #expect(details[0]["appIDs"] as? [String] == ["ABCDE12345.app.demeter"])
    let components = try #require(details[0]["components"] as? [[String: Any]])
    #expect(components.map { $0["/"] as? String } == ["/log", "/log/", "/log/????-??-??", "/log/????-??-??/"])
    #expect(components.map { $0["comment"] as? String } == ["log.root", "log.root", "log.day", "log.day"])
    #expect(components.allSatisfy { $0["caseSensitive"] as? Bool == false })
    #expect(components.allSatisfy { $0["percentEncoded"] as? Bool == false })
    #expect(components.allSatisfy { Set($0.keys) == ["/", "comment", "caseSensitive", "percentEncoded"] })
  }

  @Test func parametersBecomeQuestionMarksForFixedWidthKindsAndOneOrMoreOtherwise() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [ExportModule(exposure: .universalLink)])
    let text = try LinkExport.appleAppSiteAssociation(for: registry)
    #expect(text.contains(#""/" : "/log/item/????????-????-????-????-????????????/?*/?*""#))
    // A final `?*` already matches one trailing slash: no second component.
    #expect(!text.contains(#"/?*/?*/""#))
    #expect(text.contains(AppDefinition.fixture.placeholderAppID))
  }

  @Test func urlTypesDeclaresTheSchemeWhenSomeRouteIsExposedToIt() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [ExportModule()])
    let text = try #require(try LinkExport.urlTypes(for: registry, appID: "ABCDE12345.app.demeter"))
    let plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
    let root = try #require(plist as? [String: Any])
    let types = try #require(root["CFBundleURLTypes"] as? [[String: Any]])
    #expect(types.count == 1)
    #expect(types[0]["CFBundleURLSchemes"] as? [String] == ["demeter"])
    #expect(types[0]["CFBundleURLName"] as? String == "app.demeter")
    #expect(types[0]["CFBundleTypeRole"] as? String == "Viewer")
  }

  @Test func urlTypesIsNilWithoutCustomSchemeRoutes() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [ExportModule(exposure: .universalLink)])
    #expect(try LinkExport.urlTypes(for: registry) == nil)
  }

  @Test(arguments: ["", "app.demeter", "TEAM", "TEAM.", "TE AM.app", "TEAM.app/x", "TEAM.app."])
  func malformedAppIDIsATypedError(appID: String) throws {
    let registry = try RouteRegistry(app: .fixture, modules: [ExportModule()])
    #expect(throws: LinkExportError.invalidAppID(appID)) {
      try LinkExport.appleAppSiteAssociation(for: registry, appID: appID)
    }
  }
}
