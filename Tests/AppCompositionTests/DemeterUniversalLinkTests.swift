import AppComposition
import NavigationChecks
import NavigationCore
import NavigationTesting
import Testing

/// Demeter's exported apple-app-site-association opens the app for every form of a link its resolver accepts.
struct DemeterUniversalLinkTests {
  private let today = Day(year: 2024, month: 11, day: 20)!

  @Test func everyVariantOfEveryUniversalLinkResolvesAndOpensTheApp() throws {
    let registry = try AppComposition.makeRegistry()
    let disagreements = UniversalLinkAgreement.disagreements(in: registry, today: today)
    #expect(disagreements.isEmpty, "\(disagreements.map(\.description).joined(separator: "\n"))")
    #expect(registry.routes.contains { $0.definition.exposure.contains(.universalLink) })
  }

  @Test func everyUniversalLinkOfTheCommittedBaselineOpensTheApp() throws {
    let registry = try AppComposition.makeRegistry()
    let baseline = try LinkBaseline.read(from: AppComposition.linkBaseline)
    let disagreements = UniversalLinkAgreement.disagreements(of: baseline, registry: registry, today: today)
    #expect(disagreements.isEmpty, "\(disagreements.map(\.description).joined(separator: "\n"))")
    #expect(baseline.entries.contains { $0.links.contains("https://demeter.app/settings/goals/") })
  }

  @Test func theGoalsLinkWithATrailingSlashOpensTheApp() throws {
    let registry = try AppComposition.makeRegistry()
    let components = LinkExport.universalLinkComponents(for: registry)
    let link = "https://demeter.app/settings/goals/"
    #expect(try registry.resolve(link: link, today: today).get().route == "settings.goals")
    #expect(LinkExport.opensApp(url: link, components: components) == "settings.goals")
  }

  @Test func linksTheResolverRefusesStayInTheBrowser() throws {
    let registry = try AppComposition.makeRegistry()
    let components = LinkExport.universalLinkComponents(for: registry)
    for link in [
      "https://demeter.app/settings//goals", "https://demeter.app/settings/goals//",
      "https://demeter.app/settings/goals/extra", "https://demeter.app/history/2024-11-19/extra",
      "https://demeter.app/history//entry/3f2504e0-4f89-41d3-9a0c-0305e82c3301", "https://demeter.app/",
    ] {
      #expect(throws: DeepLinkError.self, "\(link)") { try registry.resolve(link: link, today: today).get() }
      #expect(LinkExport.opensApp(url: link, components: components) == nil, "\(link)")
    }
  }

  @Test func aMalformedDayOfTheRightLengthOpensTheAppAndIsRefusedThere() throws {
    // `????-??-??` cannot say "digits": the app opens and shows "That page couldn't be found."
    let registry = try AppComposition.makeRegistry()
    let link = "https://demeter.app/history/2024-13-45"
    #expect(throws: DeepLinkError.self) { try registry.resolve(link: link, today: today).get() }
    #expect(
      LinkExport.opensApp(url: link, components: LinkExport.universalLinkComponents(for: registry))
        == "history.dayDetail")
  }
}
