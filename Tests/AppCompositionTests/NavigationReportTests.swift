import AppComposition
import Foundation
import NavigationCore
import NavigationJourneys
import Testing

/// A navigation report is a journey that reproduces the session it was written from: every user story's
/// journey, run and reported, replays to the same state; its report is the report; the user's text stays
/// out of it by default; and the recording stays bounded.
@Suite struct NavigationReportTests {
  static let registry = Result { try AppComposition.makeRegistry() }

  /// Runs `text` (a journey or a report) from its headers, as `composer simulate` does.
  static func replay(_ text: String) throws -> JourneyRunner {
    try JourneyRunner.replaying(text, registry: registry.get())
  }

  static func failures(of runner: JourneyRunner) -> [String] {
    runner.failures.map {
      "line \($0.line ?? 0): \($0.expectation.map { "\($0.key) \($0.expected) ≠ \($0.actual)" } ?? "")"
    }
  }

  @Test(arguments: JourneyFileTests.files.map(\.lastPathComponent), [ReportPrivacy.redacted, .full])
  func theReportOfAJourneyReplaysToItsStateAndReportsItself(_ name: String, privacy: ReportPrivacy) throws {
    let text = try String(contentsOf: JourneyFileTests.directory.appendingPathComponent(name), encoding: .utf8)
    let original = try Self.replay(text)
    let report = original.navigationReport(privacy: privacy)
    let replayed = try Self.replay(report)
    #expect(Self.failures(of: replayed).isEmpty, "\(name): \(Self.failures(of: replayed))\n\(report)")
    #expect(report.contains("\nexpect top "))
    let again = replayed.navigationReport(privacy: privacy)
    #expect(again == report, "\(name): the report of the replay differs")
  }

  @Test func aDefaultReportHoldsNoWordOfADictatedTranscriptAndStillReplays() throws {
    let journey = """
      fab
      voice start
      voice transcribe zucchini omelette with feta
      voice stop
      expect modal voice.input
      """
    let runner = try Self.replay(journey)
    #expect(runner.state.topModal?.screen.payload["transcript"] == "zucchini omelette with feta")
    let report = runner.navigationReport()
    for word in ["zucchini", "omelette", "with", "feta"] { #expect(!report.contains(word), "\(word) in\n\(report)") }
    #expect(report.contains("voice transcribe xxxxxxxxxxxxxxxxxxxxxxxxxxx"))
    let replayed = try Self.replay(report)
    #expect(Self.failures(of: replayed).isEmpty, "\(Self.failures(of: replayed))\n\(report)")
    #expect(replayed.state.modals.map(\.screen.path) == runner.state.modals.map(\.screen.path))
    let full = runner.navigationReport(privacy: .full)
    #expect(full.contains("voice transcribe zucchini omelette with feta"))
  }

  @Test func placeholdersKeepKindAndLengthAndAreTheirOwnPlaceholders() {
    #expect(ReportPrivacy.placeholder("two eggs") == "xxxxxxxx")
    #expect(ReportPrivacy.placeholder("1850") == "0000")
    #expect(ReportPrivacy.placeholder("-12.5") == "-00.0")
    #expect(ReportPrivacy.placeholder("café") == "xxxxx")
    #expect(ReportPrivacy.placeholder("") == "")
    for value in ["two eggs", "1850", "-12.5", "café"] {
      let once = ReportPrivacy.placeholder(value)
      #expect(ReportPrivacy.placeholder(once) == once)
    }
    #expect(
      ReportPrivacy.redact(link: "demeter://today?source=widget&name=Ann%20Lee#top", keeping: ["source"])
        == "demeter://today?source=widget&name=xxxxxxxxx#xxx")
  }

  @Test func theRecordingKeepsAtMostItsCapacityAndReplaysTheLastHalfAtLeast() throws {
    let registry = try Self.registry.get()
    var runner = JourneyRunner(registry: registry, now: JourneyClock.standard.now)
    let capacity = NavigationLimits.recordedInputs
    for index in 0..<(capacity * 3 + 7) {
      _ = try runner.run(
        JourneyStep(number: index, text: "", action: .input(.request(.selectTab(index % 2 == 0 ? "history" : "today"))))
      )
      _ = try runner.run(JourneyStep(number: index, text: "", action: .advance(seconds: 1, then: nil)))
    }
    let report = runner.navigationReport()
    let taps = report.split(separator: "\n").filter { $0.hasPrefix("tap ") }.count
    #expect(taps >= capacity / 2 && taps <= capacity, "\(taps) inputs in the report")
    let replayed = try Self.replay(report)
    #expect(Self.failures(of: replayed).isEmpty, "\(Self.failures(of: replayed))")
  }
}
