import NavigationChecks
import NavigationCore
import Testing
import TodayFeature

struct TodayRoutesCheckTests {
  @Test func routesHaveTitlesLabelsAndRoundTrippingPatterns() {
    let today = Day(year: 2024, month: 11, day: 20)!
    let findings = CompositionCheck.localFindings(for: TodayFeature(), today: today)
    #expect(findings.isEmpty, "\(findings.map(\.description))")
  }
}
