import Foundation
import Testing

/// `composer simulate` and where a journey's headers may stand (DESIGN.md, round 5; issue 52): before the first
/// step, after any comment and blank lines, each once; anything else is exit 64 naming the line.
struct JourneyHeaderCommandTests {
  /// A comment first, then `# now:`: the journey runs at the header's clock, where it ran at the real clock
  /// without a word. 2024-11-21 is a day to come at the header's clock, so its link is refused.
  @Test func aClockAfterALeadingCommentIsHonoured() throws {
    let journey =
      "# no day to come opens\n\n# now: 2024-11-20T09:00:00Z\nopen demeter://history/2024-11-21\nexpect top /today\n"
    let run = try ComposerExecutable.run(["simulate", "-"], input: journey)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
  }

  /// A header after the first step, from a file (checked whole: nothing runs) and from stdin (where it arrives).
  @Test(arguments: [true, false])
  func aHeaderAfterTheFirstStepIsExit64(fromFile: Bool) throws {
    let journey = "# now: 2024-11-20T09:00:00Z\ntap history\n# locale: de\nexpect tab history\n"
    let run: ComposerExecutable.Run
    if fromFile {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("late-header-\(UUID()).journey")
      try journey.write(to: file, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: file) }
      run = try ComposerExecutable.run(["simulate", file.path])
      #expect(run.stdout.isEmpty, "a journey file is checked whole before it runs: \(run.stdout)")
    } else {
      run = try ComposerExecutable.run(["simulate", "-"], input: journey)
    }
    #expect(run.status == 64, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("line 3: a header comes before the first step (line 2)"), "\(run.stderr)")
  }

  @Test func aHeaderGivenTwiceIsExit64WithItsLine() throws {
    let journey = "# time-zone: Europe/Paris\n# now: 2024-11-20T09:00:00Z\n# time-zone: Asia/Tokyo\ntap history\n"
    let run = try ComposerExecutable.run(["simulate", "-"], input: journey)
    #expect(run.status == 64, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("line 3: the header is given twice (first on line 1)"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test func simulateHelpListsEveryHeader() throws {
    let help = try ComposerExecutable.run(["simulate", "--help"]).stdout
    for header in ["# now:", "# time-zone:", "# locale:", "# start:", "# store:"] {
      #expect(help.contains("\n  \(header) "), "\(header) is not in the HEADERS of simulate --help")
    }
  }
}
