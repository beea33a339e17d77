import AppComposition
import Foundation
import NavigationCore
import NavigationTesting
import Testing

/// The lifecycle stories (1 and 8) as journey files under Tests/Journeys, run against the assembled app.
///
/// Each runs at 2024-11-20T09:00:00Z UTC unless its first line is `# now: <ISO8601>`, the convention of the
/// generic journey-file runner; this suite can go once that runner covers every file.
struct LifecycleJourneyTests {
  static let journeys = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Journeys")

  @Test(arguments: [
    "story-01-launch-on-today.journey", "story-08-lifecycle.journey", "story-08-lifecycle-midnight.journey",
  ])
  func theStoryHoldsForTheAssembledApp(file: String) throws {
    let text = try String(contentsOf: Self.journeys.appendingPathComponent(file), encoding: .utf8)
    var now = Date(timeIntervalSince1970: 1_732_093_200)
    if let first = text.split(separator: "\n").first, first.hasPrefix("# now:") {
      let stamp = first.dropFirst("# now:".count).trimmingCharacters(in: .whitespaces)
      now = try #require(ISO8601DateFormatter().date(from: stamp), "bad '# now:' header in \(file)")
    }
    var runner = JourneyRunner(registry: try AppComposition.makeRegistry(), now: now)
    let reports = try runner.run(text)
    #expect(reports.contains { $0.expectation != nil })
    for failure in runner.failures {
      Issue.record("\(file): \(failure.text)")
    }
  }
}
