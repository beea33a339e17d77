import HistoryFeature
import NavigationCore
import Testing

struct HistoryRoutesCheckTests {
  @Test func routesHaveTitlesLabelsAndRoundTrippingPatterns() {
    let today = Day(year: 2024, month: 11, day: 20)!
    let findings = CompositionCheck.findings(for: [HistoryFeature()], today: today)
      .filter { CompositionCheck.moduleLocalChecks.contains($0.check) }
    #expect(findings.isEmpty, "\(findings.map(\.description))")
  }
}
