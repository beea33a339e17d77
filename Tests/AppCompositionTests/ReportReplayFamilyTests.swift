import AppComposition
import Foundation
@_spi(Fuzzing) import NavigationCore
import NavigationJourneys
import Testing

/// The families of reports that did not replay to the state they recorded: time compared in floating
/// point, the clock printed across midnight or in the Julian calendar or beyond year 9999, and the app
/// data's events. Each journey is run, reported with the default privacy, and the report replayed: every
/// `expect` it writes must hold.
@Suite struct ReportReplayFamilyTests {
  static func replayedFailures(of runner: JourneyRunner) throws -> (report: String, failures: [String]) {
    let report = runner.navigationReport()
    let replayed = try NavigationReportTests.replay(report)
    return (report, NavigationReportTests.failures(of: replayed))
  }

  @Test func fiveWaitsOfFiftyMillisecondsAreTheWholeCollapseWindow() throws {
    let direct = try NavigationReportTests.replay("tap settings\n" + String(repeating: "wait 50ms\n", count: 5))
    var tapped = direct.session
    #expect(tapped.send(.request(.selectTab("settings"))).outcome != .collapsed, "250 ms is outside the window")
    let runner = try NavigationReportTests.replay(
      "tap settings\n" + String(repeating: "wait 50ms\n", count: 5)
        + "tap settings\npush /settings/goals\ntap settings\n")
    #expect(runner.state.stacks["settings"]?.count ?? 0 <= 1)
    let (report, failures) = try Self.replayedFailures(of: runner)
    #expect(failures.isEmpty, "\(failures)\n\(report)")
  }

  @Test func aClockAFractionBeforeMidnightIsWrittenInItsOwnDay() throws {
    let clock = try #require(JourneyClock(iso8601: "2024-11-20T23:59:59.9996Z"))
    var runner = try JourneyRunner(
      registry: NavigationReportTests.registry.get(), headers: JourneyHeaders(), clock: clock)
    _ = try runner.run("tap history\nexpect tab history")
    let (report, failures) = try Self.replayedFailures(of: runner)
    #expect(report.hasPrefix("# now: 2024-11-20T23:59:59.999Z\n"), "\(report)")
    #expect(failures.isEmpty, "\(failures)\n\(report)")
  }

  @Test(arguments: ["1500-03-01T12:00:00Z", "0001-01-01T00:00:00Z", "1582-10-10T08:00:00Z"])
  func aClockBefore1582IsWrittenInTheProlepticGregorianCalendar(_ text: String) throws {
    let clock = try #require(JourneyClock(iso8601: text))
    var runner = try JourneyRunner(
      registry: NavigationReportTests.registry.get(), headers: JourneyHeaders(), clock: clock)
    _ = try runner.run("tap settings")
    let (report, failures) = try Self.replayedFailures(of: runner)
    #expect(report.hasPrefix("# now: \(text.dropLast()).000Z\n"), "\(report.prefix(60))")
    #expect(failures.isEmpty, "\(failures)\n\(report)")
  }

  /// Issue 54, finding 6 (a round-5 contract note in DESIGN.md): a run whose clock would leave years 1–9999 is
  /// refused at the step that would carry it out (a bad line, exit 64), so the writer never writes a `# now:`
  /// its own replay refuses; a run that stays within the range still replays.
  @Test func aRunWhoseClockWouldLeaveYear9999IsRefusedWhereItWould() throws {
    let clock = try #require(JourneyClock(iso8601: "9999-12-31T23:59:59Z"))
    var runner = try JourneyRunner(
      registry: NavigationReportTests.registry.get(), headers: JourneyHeaders(), clock: clock)
    do {
      _ = try runner.run("wait 2s")
      Issue.record("the clock passed year 9999")
    } catch {
      #expect(error.line == 1)
      #expect(error.message.contains("years 1–9999"), "\(error)")
    }
    _ = try runner.run("tap settings\nwait 999ms")
    let (report, failures) = try Self.replayedFailures(of: runner)
    #expect(report.hasPrefix("# now: 9999-12-31T23:59:59.000Z"), "\(report.prefix(60))")
    #expect(failures.isEmpty, "\(failures)\n\(report)")
    #expect(JourneyClock.parse("0000-12-31T23:00:00Z") == .failure(.outOfRange))
    #expect(JourneyClock.parse("0001-01-01T00:30:00+01:00") == .failure(.outOfRange))
    #expect(JourneyClock.parse("10000-01-01T00:00:00Z") == .failure(.outOfRange))
    #expect(JourneyClock.parse("2024-13-01T00:00:00Z") == .failure(.malformed))
  }

  static let entry = "0b8f3c1e-4a6d-4f1e-9c2b-7d5e6f708192"

  @Test func aSaveThatWorksAfterAnOutageEndsTheOutageInTheReport() throws {
    let runner = try NavigationReportTests.replay(
      """
      data fail db down
      push /today/entry/\(Self.entry)
      recover
      data recover
      tap settings
      push /settings/goals
      edit calories 1850
      save
      expect top /settings
      """)
    #expect(NavigationReportTests.failures(of: runner).isEmpty)
    let (report, failures) = try Self.replayedFailures(of: runner)
    #expect(failures.isEmpty, "\(failures)\n\(report)")
  }

  @Test func aSaveRefusedUnderAChangedOutageReasonIsWrittenAsTheNewOutage() throws {
    let runner = try NavigationReportTests.replay(
      """
      data fail db down
      push /today/entry/\(Self.entry)
      recover
      data fail disk gone
      tap settings
      push /settings/goals
      edit calories 1850
      save
      expect toast Couldn’t save (disk gone).
      """)
    #expect(NavigationReportTests.failures(of: runner).isEmpty)
    let (report, failures) = try Self.replayedFailures(of: runner)
    #expect(failures.isEmpty, "\(failures)\n\(report)")
  }

  @Test func anEntryRestoredAfterMoreMissingEntriesThanTheLimitIsRecordedAsRestored() throws {
    let registry = try NavigationReportTests.registry.get()
    var runner = JourneyRunner(registry: registry, now: JourneyClock.standard.now)
    func id(_ index: Int) -> String { String(format: "00000000-0000-4000-8000-%012d", index) }
    let count = NavigationLimits.recordedDataAnswers + 1
    for index in 0..<count {
      _ = try runner.run("data delete entry \(id(index))\nopen demeter://today/entry/\(id(index))\nwait 1s")
    }
    _ = try runner.run("data restore entry \(id(count - 1))\nopen demeter://today/entry/\(id(count - 1))")
    #expect(runner.state.stacks["today"]?.last?.path == "/today/entry/\(id(count - 1))")
    let (report, failures) = try Self.replayedFailures(of: runner)
    #expect(failures.isEmpty, "\(failures)\n\(report.suffix(2000))")
  }

  /// Family 9: a report's starting state goes through the restore's checks before anything runs.
  @Test(arguments: ["modals", "stack", "route", "budget", "tab"])
  func aStartingStateTheAppCannotBeInIsRefused(_ change: String) throws {
    let runner = try NavigationReportTests.replay("tap history\npush /history/2024-11-18\nfab\n")
    // A state handed in starts the window: the report's `# start:` holds the stack and the modal.
    var session = runner.session
    session.adopt(session.state)
    session.send(.keyboard(shown: true))
    var lines = session.navigationReport().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = try #require(lines.firstIndex { $0.hasPrefix(JourneyHeaders.startPrefix) })
    var header = try ReportStartHeader.decode(lines[index].dropFirst(JourneyHeaders.startPrefix.count)).get()
    let screen = try #require(header.stacks["history"]?.last)
    let expected: String
    switch change {
    case "modals":
      let modal = try #require(header.modals.first)
      header.modals = Array(repeating: modal, count: 2_000)
      expected = "2000 modals, more than the limit of \(NavigationLimits.modalDepth)"
    case "stack":
      header.stacks["history"] = Array(repeating: screen, count: 1_000)
      expected = "more than the limit of \(NavigationLimits.stackDepth)"
    case "route":
      var unknown = screen
      unknown.route = "nowhere.route"
      header.stacks["history"] = [unknown]
      expected = "'nowhere.route' is not registered"
    case "budget":
      var heavy = screen
      heavy.payload = ["note": String(repeating: "x", count: 8_000)]
      header.stacks["history"] = Array(repeating: heavy, count: 200)
      expected = "bytes, more than the saved state holds"
    default:
      header.stacks["nowhere"] = [screen]
      expected = "tab 'nowhere' is not registered"
    }
    lines[index] = JourneyHeaders.startPrefix + " " + header.encodedLine()
    let started = ContinuousClock.now
    do {
      _ = try NavigationReportTests.replay(lines.joined(separator: "\n"))
      Issue.record("the report ran")
    } catch {
      #expect("\(error)".contains(expected), "\(error)")
    }
    #expect(ContinuousClock.now - started < .seconds(5))
  }
}
