import AppComposition
import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Issue 54: what main wrote before the one admission existed still restores and replays unchanged. The
/// fixtures in `Tests/Fixtures/WrittenBeforeAdmission` were written by main's composer (commit ed3cf6e):
/// `composer simulate build.journey --state-file main-snapshot.json --record main-report.journey`, and
/// `composer simulate launch.journey --state-file` (a copy of the snapshot) `--record main-launch-report.journey`.
/// They hold what the admission checks: stacks, payloads, a scroll position, the voice sheet the floating button
/// opened, the discard alert, a link waiting in the background.
struct WrittenBeforeAdmissionTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/WrittenBeforeAdmission")

  func read(_ name: String) throws -> String {
    try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
  }

  @Test(arguments: ["main-report.journey", "main-launch-report.journey"])
  func aReportMainWroteReplaysToItsState(_ name: String) throws {
    let report = try read(name)
    let replayed = try NavigationReportTests.replay(report)
    #expect(NavigationReportTests.failures(of: replayed).isEmpty, "\(NavigationReportTests.failures(of: replayed))")
    #expect(replayed.state.modals.first?.opener == .floatingButton)
    #expect(replayed.state.alert != nil)
  }

  @Test func aSnapshotMainWroteRestoresAsMainRestoredIt() throws {
    let store = InMemoryStateStore(bytes: Data(try read("main-snapshot.json").utf8))
    let clock = try #require(JourneyClock(iso8601: "2024-11-20T09:05:00Z"))
    var runner = JourneyRunner(registry: try NavigationReportTests.registry.get(), now: clock.now, store: store)
    // What main's launch of it showed (main-launch-report.journey's final state).
    _ = try runner.run(
      """
      expect tab settings
      expect top /voice
      expect modal voice.input
      expect alert Discard your recording?
      expect pending demeter://history/2024-11-19
      expect focus Voice Input
      expect draft phase paused
      expect draft transcript hello there
      """)
    #expect(runner.failures.isEmpty, "\(runner.failures)")
    #expect(!runner.launchEvents.contains { if case .truncated = $0 { true } else { false } }, "\(runner.launchEvents)")
    let state = runner.state
    #expect(
      state.stacks.mapValues { $0.map(\.path) } == [
        "history": ["/history/2024-11-18"], "settings": ["/settings/goals"],
      ])
    #expect(state.stacks["settings"]?.first?.payload == ["calories": "1800"])
    #expect(state.modals.first?.opener == .floatingButton)
    #expect(state.scrollPositions == ["/settings/goals": 120])
  }

  /// Finding 4: a starting alert its guard would not ask (no actions: the replay could never leave it).
  @Test func aStartingAlertItsGuardWouldNotAskIsRefused() throws {
    let runner = try NavigationReportTests.replay("fab\nvoice start\nvoice transcribe hello\ndismiss\n")
    var state = runner.state
    #expect(state.alert != nil)
    #expect(runner.engine.startStateProblem(state) == nil)
    var alert = try #require(state.alert)
    alert.actions = []
    state.show(alert)
    #expect(runner.engine.startStateProblem(state) == .alertNoLongerApplies(.dismiss))
  }

  /// Finding 5: a link the writer can put on a line (spaces inside it) is a step, and one it cannot is neither a
  /// step nor expected: every report the writer writes replays.
  @Test(arguments: ["demeter://today?q=a b", "demeter://today?q=a\nb"])
  func aLinkTheReplayCannotSendIsNotExpected(_ link: String) throws {
    let app = TestApp(registry: try NavigationReportTests.registry.get())
    var session = app.session()
    session.launch()
    session.send(.request(.selectTab("history")))
    session.send(.request(.openLink(link)))
    #expect(session.state.toast != nil)
    let report = session.navigationReport()
    let replayed = try NavigationReportTests.replay(report)
    #expect(NavigationReportTests.failures(of: replayed).isEmpty, "\(report)")
    if link.contains("\n") {
      #expect(report.contains("# not replayable: "))
      #expect(!report.contains("\nexpect toast"))
    } else {
      #expect(report.contains("\nopen demeter://today?"), "\(report)")
      #expect(!report.contains("# not replayable"), "\(report)")
    }
  }
}
