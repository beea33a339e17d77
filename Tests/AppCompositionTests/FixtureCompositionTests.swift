import AppComposition
import Foundation
import NavigationChecks
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

private let today = Day(year: 2024, month: 11, day: 20)!
/// 2024-11-20T09:00:00Z.
private let now = Date(timeIntervalSince1970: 1_732_093_200)

struct FixtureCompositionTests {
  @Test func aFeatureJoinsWithoutChangesAndValidatesClean() throws {
    let findings = CompositionCheck.findings(for: AppComposition.modules + [LateJoinerFixture()], today: today)
    #expect(findings.isEmpty, "\(findings.map(\.description))")
    let registry = try AppComposition.makeRegistry(adding: [LateJoinerFixture()])
    #expect(registry.tabs.map(\.id) == (try AppComposition.makeRegistry()).tabs.map(\.id) + ["lateJoiner"])
  }

  @Test func theJoiningFeaturesLinksResolve() throws {
    let registry = try AppComposition.makeRegistry(adding: [LateJoinerFixture()])
    #expect(
      try registry.resolve(link: "demeter://late-joiner/12", today: today).get()
        == RouteMatch(route: LateJoinerFixture.entryID, parameters: ["number": "12"]))
    #expect(
      try registry.resolve(link: "https://demeter.app/Late-Joiner/search/oat%20milk", today: today).get()
        == RouteMatch(route: LateJoinerFixture.searchID, parameters: ["query": "oat milk"]))
    // Search is exposed to universal links only.
    #expect(throws: DeepLinkError.self) {
      try registry.resolve(link: "demeter://late-joiner/search/oat", today: today).get()
    }
  }

  @Test func theJoiningFeaturesJourneyWorks() throws {
    var runner = JourneyRunner(registry: try AppComposition.makeRegistry(adding: [LateJoinerFixture()]), now: now)
    let reports = try runner.run(
      """
      tap lateJoiner
      expect top /late-joiner
      push /late-joiner/12
      expect top /late-joiner/12
      expect back-label Back to Late Joiner
      open demeter://history/2024-11-18
      expect tab history
      open https://demeter.app/late-joiner/search/soup
      expect tab lateJoiner
      expect top /late-joiner/search/soup
      expect depth 1
      """)
    #expect(reports.count == 11)
    let failures = reports.filter { $0.expectation?.passed == false }
    #expect(failures.isEmpty, "\(failures.map(\.text))")
  }

  @Test func conflictingFixtureIsNamedWithHistoryByValidate() {
    let findings = CompositionCheck.findings(for: AppComposition.modules + [ConflictingFixture()], today: today)
    let duplicate = findings.first { $0.check == "duplicate-route" }
    #expect(duplicate?.modules == ["History", "Conflicting"])
    #expect(duplicate?.routes == ["history.calendar"])
    let ambiguous = findings.first { $0.check == "ambiguous-patterns" }
    #expect(ambiguous?.modules == ["History", "Conflicting"])
    #expect(ambiguous?.routes == ["history.dayDetail", "conflicting.day"])
    #expect(throws: RegistrationError.self) { try AppComposition.makeRegistry(adding: [ConflictingFixture()]) }
  }
}
