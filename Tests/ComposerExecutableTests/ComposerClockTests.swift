import Foundation
import Testing

/// Where `open` and `simulate` take their clock from: `--now` (with its offset), a journey's `# now:` header,
/// and usage errors for input that names no URL.
struct ComposerClockTests {
  @Test func simulateRunsAtTheJourneyHeadersClock() throws {
    let run = try ComposerExecutable.run(["simulate", "Tests/Journeys/story-08-lifecycle-midnight.journey"])
    #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
  }

  @Test func nowWinsOverTheHeader() throws {
    let journey = "# now: 2024-11-21T09:00:00Z\nopen demeter://history/2024-11-21\nexpect top /history/2024-11-21\n"
    let header = try ComposerExecutable.run(["simulate", "-"], input: journey)
    #expect(header.status == 0, "\(header.stdout)\n\(header.stderr)")
    let flag = try ComposerExecutable.run(["simulate", "-", "--now", "2024-11-20T09:00:00Z"], input: journey)
    #expect(flag.status == 1, "\(flag.stdout)\n\(flag.stderr)")
  }

  @Test func aHeaderThatIsNoInstantIsABadJourneyLine() throws {
    let run = try ComposerExecutable.run(["simulate", "-"], input: "# now: soon\ntap history\n")
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("composer: -: line 1: "))
  }

  /// 01:00 at +05:00 is still the 19th in UTC: only a zone read from the offset makes the 20th "today".
  @Test(arguments: ["2024-11-20T01:00:00+05:00", "2024-11-20T01:00:00+0500"])
  func anOffsetInNowSetsTheTimeZone(now: String) throws {
    let run = try ComposerExecutable.run(["open", "demeter://history/2024-11-20", "--now", now])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("top /history/2024-11-20 "), "\(run.stdout)")
  }

  @Test(arguments: ["2024-11-20T01:00:00+05", "2024-11-20T01:00:00GMT+5", "2024-11-20T01:00:00+25:00"])
  func anOffsetInNoAcceptedFormIsAUsageError(now: String) throws {
    let run = try ComposerExecutable.run(["open", "demeter://today", "--now", now])
    #expect(run.status == 64)
    #expect(run.stderr.split(separator: "\n").count == 1)
  }

  @Test(arguments: ["", "   ", "\t"])
  func openWithoutAURLIsAOneLineUsageError(link: String) throws {
    let run = try ComposerExecutable.run(["open", link, "--now", "2024-11-20T09:00:00Z"])
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "composer: open needs a URL (try 'composer open --help')\n")
  }

  @Test func openWithALinkOnTwoLinesIsAOneLineUsageError() throws {
    let run = try ComposerExecutable.run(["open", "demeter://today\nback", "--now", "2024-11-20T09:00:00Z"])
    #expect(run.status == 64)
    #expect(run.stderr == "composer: open takes one URL on one line (try 'composer open --help')\n")
  }
}

/// The composer's clock: a fraction of a second before midnight is still today, so tomorrow is in the future.
struct ComposerClockTruncationTests {
  @Test func aJourneyAFractionBeforeMidnightCannotOpenTomorrow() throws {
    let journey = "# now: 2024-11-20T23:59:59.9999999Z\nopen demeter://history/2024-11-21\nexpect top /today\n"
    let run = try ComposerExecutable.run(["simulate", "-"], input: journey)
    #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
  }

  @Test func aDateBeforeTheReformIsReadInTheProlepticGregorianCalendar() throws {
    let run = try ComposerExecutable.run(["open", "demeter://today", "--now", "1500-02-29T09:00:00Z"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("--now takes an ISO 8601 date"))
  }
}
