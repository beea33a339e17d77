import Foundation
import Testing

/// `composer simulate`'s printed output grows linearly with the journey: long values are shortened with
/// their length and an unchanged payload is not printed again; `--json` keeps every value whole.
struct LinearOutputTests {
  static func dictation(_ steps: Int) -> String {
    "fab\nvoice start\n" + String(repeating: "voice transcribe two eggs and a slice of toast\n", count: steps)
      + "expect top /voice\n"
  }

  static func printedBytes(_ journey: String, json: Bool = false) throws -> Int {
    let run = try ComposerExecutable.run(
      ["simulate", "-", "--now", "2024-11-20T09:00:00Z"] + (json ? ["--json"] : []), input: journey)
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout.utf8.count
  }

  /// Before: 600 steps printed 3.9 times what 300 did (each step reprinted the whole transcript).
  @Test func twiceTheDictationPrintsAboutTwiceAsMuch() throws {
    let short = try Self.printedBytes(Self.dictation(300))
    let long = try Self.printedBytes(Self.dictation(600))
    #expect(Double(long) / Double(short) < 2.2, "\(short) then \(long) bytes")
  }

  @Test func waitsAfterLongDraftsPrintTheDraftsOnce() throws {
    let drafts = ["calories", "protein", "carbs", "fat"].map { "edit \($0) \(String(repeating: "8", count: 8_000))\n" }
    let journey =
      "tap settings\npush /settings/goals\n" + drafts.joined() + String(repeating: "wait 1s\n", count: 500)
      + "expect depth 1\n"
    #expect(try Self.printedBytes(journey) < 150_000)
  }

  @Test func jsonKeepsEveryValueWhole() throws {
    let run = try ComposerExecutable.run(
      ["simulate", "-", "--now", "2024-11-20T09:00:00Z", "--json"],
      input: "fab\nvoice start\nvoice transcribe \(String(repeating: "egg ", count: 100))\nexpect top /voice\n")
    #expect(run.stdout.contains(String(repeating: "egg ", count: 99) + "egg\""), "\(run.stdout.prefix(2_000))")
  }
}
