import AppComposition
import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Runs every journey file under Tests/Journeys: each is a user story's acceptance scenarios, and each of
/// its `expect` lines must hold.
///
/// The clock is ``JourneyClock/standard`` (2024-11-20T09:00:00Z in UTC) unless a `# now: <ISO8601>` header
/// names one (an offset such as `-05:00` also sets the time zone), and the language English unless a
/// `# locale:` header names another, as in `composer simulate`.
@Suite struct JourneyFileTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Journeys")

  static var files: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".journey") }.sorted().map { directory.appendingPathComponent($0) }
  }

  @Test func everyUserStoryHasAJourneyFile() {
    let stories = Set(
      Self.files.compactMap { url -> Int? in
        let name = url.lastPathComponent
        guard name.hasPrefix("story-") else { return nil }
        return Int(name.dropFirst(6).prefix(2))
      })
    #expect(stories == Set(1...10), "journeys exist for stories \(stories.sorted())")
  }

  @Test(arguments: files.map(\.lastPathComponent))
  func journeyHolds(_ name: String) throws {
    let url = Self.directory.appendingPathComponent(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    let clock = try JourneyClock.header(of: text) ?? .standard
    // The headers as `composer simulate` reads them: a `# locale:` line sets the language of the texts.
    var runner = try JourneyRunner(
      registry: try AppComposition.makeRegistry(), headers: JourneyHeaders(text: text), clock: clock)
    let reports = try runner.run(text)
    let expectations = reports.compactMap(\.expectation)
    #expect(!expectations.isEmpty, "\(name) has no expect line")
    for report in reports {
      if let expectation = report.expectation, !expectation.passed {
        Issue.record(
          "\(name) line \(report.line ?? 0): expect \(expectation.key): expected \"\(expectation.expected)\", actual \"\(expectation.actual)\""
        )
      }
    }
  }
}
