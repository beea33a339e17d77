import Foundation
import Testing

/// `composer simulate J --record R`, then `composer simulate R`, exits 0 for every journey in
/// Tests/Journeys, and the report of the report's replay is the report, byte for byte.
struct NavigationReportReplayTests {
  @Test(arguments: JourneyReplayTests.journeys)
  func theRecordedReportOfAJourneyReplaysAndReportsItself(_ name: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("report.journey").path
    let again = folder.appendingPathComponent("again.journey").path
    let recorded = try ComposerExecutable.run(["simulate", "Tests/Journeys/\(name)", "--record", report])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    let replayed = try ComposerExecutable.run(["simulate", report, "--record", again])
    #expect(replayed.status == 0, "\(replayed.stderr)")
    #expect(!replayed.stdout.contains("✘"))
    let first = try String(contentsOfFile: report, encoding: .utf8)
    #expect(first.contains("\nexpect top "))
    #expect(try String(contentsOfFile: again, encoding: .utf8) == first)
  }

  @Test func openRecordsAReportThatRedactsQueryValuesNoRouteReadsAndReplays() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("open.journey").path
    let opened = try ComposerExecutable.run([
      "open", "demeter://history/2024-11-18?campaign=spring-sale", "--now", "2024-11-20T09:00:00Z", "--record", report,
    ])
    #expect(opened.status == 0, "\(opened.stderr)")
    let text = try String(contentsOfFile: report, encoding: .utf8)
    #expect(text.contains("open demeter://history/2024-11-18?campaign=xxxxxx-xxxx\n"))
    #expect(!text.contains("spring-sale"))
    let replayed = try ComposerExecutable.run(["simulate", report])
    #expect(replayed.status == 0, "\(replayed.stderr)")
  }

  @Test func aReportThatCannotBeWrittenIsAnError() throws {
    let run = try ComposerExecutable.run(["open", "demeter://today", "--record", "/nonexistent/folder/report"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("cannot write the navigation report"))
  }
}
