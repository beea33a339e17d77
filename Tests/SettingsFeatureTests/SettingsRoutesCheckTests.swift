import NavigationCore
import SettingsFeature
import Testing

struct SettingsRoutesCheckTests {
  @Test func routesHaveTitlesLabelsAndRoundTrippingPatterns() {
    let today = Day(year: 2024, month: 11, day: 20)!
    let findings = CompositionCheck.findings(for: [SettingsFeature()], today: today)
      .filter { CompositionCheck.moduleLocalChecks.contains($0.check) }
    #expect(findings.isEmpty, "\(findings.map(\.description))")
  }
}
