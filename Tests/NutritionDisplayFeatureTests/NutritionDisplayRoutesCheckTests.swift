import NavigationChecks
import NavigationCore
import NutritionDisplayFeature
import Testing

struct NutritionDisplayRoutesCheckTests {
  @Test func routesHaveTitlesLabelsAndRoundTrippingPatterns() {
    let today = Day(year: 2024, month: 11, day: 20)!
    let findings = CompositionCheck.localFindings(for: NutritionDisplayFeature(), today: today)
    #expect(findings.isEmpty, "\(findings.map(\.description))")
  }
}
