import HistoryFeature
import NavigationChecks
import NavigationCore
import Testing

struct HistoryRoutesCheckTests {
  @Test func routesHaveTitlesLabelsAndRoundTrippingPatterns() {
    let today = Day(year: 2024, month: 11, day: 20)!
    let findings = CompositionCheck.localFindings(for: HistoryFeature(), today: today)
    #expect(findings.isEmpty, "\(findings.map(\.description))")
  }
}
