import NavigationChecks
import NavigationCore
import SettingsFeature
import Testing

struct SettingsRoutesCheckTests {
  @Test func routesHaveTitlesLabelsAndRoundTrippingPatterns() {
    let today = Day(year: 2024, month: 11, day: 20)!
    let findings = CompositionCheck.localFindings(for: SettingsFeature(), today: today)
    #expect(findings.isEmpty, "\(findings.map(\.description))")
  }
}
