import AppComposition
import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
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
    #expect(report.contains("voice transcribe xxxxxxxx xxxxxxxx xxxx xxxx"))
    let replayed = try Self.replay(report)
    #expect(Self.failures(of: replayed).isEmpty, "\(Self.failures(of: replayed))\n\(report)")
    #expect(replayed.state.modals.map(\.screen.path) == runner.state.modals.map(\.screen.path))
    let full = runner.navigationReport(privacy: .full)
    #expect(full.contains("voice transcribe zucchini omelette with feta"))
  }

  @Test func theAppDataAnswersAnInputReliedOnAreDataStepsBeforeIt() throws {
    let entry = "0b8f3c1e-4a6d-4f1e-9c2b-7d5e6f708192"
    let journey = """
      data fail database unavailable
      push /today/entry/\(entry)
      data recover
      back
      data delete entry \(entry)
      open demeter://history/2024-11-18/entry/\(entry)
      """
    let runner = try Self.replay(journey)
    let report = runner.navigationReport()
    let steps = report.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("expect") }
    #expect(
      steps == [
        "launch", "data fail database unavailable", "push /today/entry/\(entry)", "back", "data recover",
        "data delete entry \(entry)", "open demeter://history/2024-11-18/entry/\(entry)",
      ], "\(report)")
    let replayed = try Self.replay(report)
    #expect(Self.failures(of: replayed).isEmpty, "\(Self.failures(of: replayed))\n\(report)")
  }

  @Test func aStateHandedInFromOutsideStartsTheWindowAndTheReportStartsThere() throws {
    let registry = try Self.registry.get()
    var runner = JourneyRunner(registry: registry, now: JourneyClock.standard.now)
    _ = try runner.run("tap history\npush /history/2024-11-18")
    var session = runner.session
    var handedIn = NavigationState(selectedTab: "settings")
    handedIn.toast = .literal("Welcome back")
    session.adopt(handedIn)
    session.send(.keyboard(shown: true))
    let report = session.navigationReport()
    // The inputs before the hand-over are not steps (the last one stays in the collapse bookkeeping).
    let steps = report.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("expect") }
    #expect(steps == ["keyboard show"], "\(report)")
    #expect(report.contains("\"selectedTab\":\"settings\""))
    // The state was admitted when it was handed in: nothing is left to check at the next input.
    #expect(!report.contains("needsConsistencyCheck"))
    let replayed = try Self.replay(report)
    #expect(Self.failures(of: replayed).isEmpty, "\(Self.failures(of: replayed))\n\(report)")
    #expect(replayed.state == session.state)
  }

  /// The report keeps times in whole milliseconds and a snapshot its `savedAt`: a terminate and a launch
  /// at an instant between two milliseconds restore the same screens in the app and in the replay.
  @Test(arguments: [0.0004, 0.0006, 0.1 + 0.1 + 0.1])
  func aRelaunchBetweenTwoMillisecondsReplays(offset: Double) throws {
    let app = TestApp(registry: try Self.registry.get(), data: AllAvailableDataSource())
    var session = app.session(store: InMemoryStateStore())
    session.launch()
    app.clock.advance(by: offset)
    session.send(.request(.selectTab("settings")))
    session.send(.request(.show(path: "/settings/goals")))
    session.send(.terminate)
    session.launch()
    #expect(session.state.stacks["settings"]?.map(\.path) == ["/settings/goals"], "\(session.history.events)")
    let report = session.navigationReport(privacy: .full)
    let replayed = try Self.replay(report)
    #expect(Self.failures(of: replayed).isEmpty, "\(Self.failures(of: replayed))\n\(report)")
    #expect(replayed.state == session.state)
  }

  @Test func aSessionWithTheRecordingOffWritesNoReport() throws {
    var session = TestApp(registry: try Self.registry.get()).session(recordingCapacity: 0)
    session.launch()
    session.send(.request(.selectTab("history")))
    #expect(session.navigationReport() == "")
  }

  @Test func placeholdersKeepKindAndLengthAndAreTheirOwnPlaceholders() {
    #expect(ReportPrivacy.placeholder("two eggs") == "xxx xxxx")
    #expect(ReportPrivacy.placeholder("1850") == "0000")
    #expect(ReportPrivacy.placeholder("-12.5") == "-00.0")
    #expect(ReportPrivacy.placeholder("café") == "xxx×")
    #expect(ReportPrivacy.placeholder("") == "")
    for value in ["two eggs", "1850", "-12.5", "café", "a\tb\u{A0}c\u{3000}d", "say \"hi\" \\ 12 日本"] {
      let once = ReportPrivacy.placeholder(value)
      #expect(ReportPrivacy.placeholder(once) == once)
      #expect(once.utf8.count == value.utf8.count, "\(value)")
    }
    #expect(
      ReportPrivacy.redact(link: "demeter://today?source=widget&name=Ann%20Lee#top", keeping: ["source"])
        == "demeter://today?source=widget&name=xxx%20xxx#xxx")
  }

  /// Family 7: a placeholder costs a stored snapshot what the text did (a quote is two bytes there), so a
  /// state near the budget replays to the same depth.
  @Test(arguments: ["\"\"\"\"\"", "say \"no\"", "back\\slash", "tab\there", "日本 \"語\""])
  func aPlaceholderCostsTheStoredBytesOfItsValue(_ value: String) {
    let placeholder = ReportPrivacy.placeholder(value)
    #expect(StateBudget.stored(placeholder) == StateBudget.stored(value), "\(value) → \(placeholder)")
    #expect(placeholder.utf8.count == value.utf8.count)
  }

  /// Family 3: the first word of a dictation is the user's whatever separates it from `transcribe`.
  @Test(arguments: ["\t", "\u{A0}", "\u{3000}", "\u{2028}", "  "])
  func noWordOfADictationLeavesWhateverSpaceFollowsTheCommandWord(_ space: String) throws {
    let registry = try Self.registry.get()
    var runner = JourneyRunner(registry: registry, now: JourneyClock.standard.now)
    _ = try runner.run("fab\nvoice start")
    var session = runner.session
    session.send(.command(verb: "voice", argument: "transcribe\(space)zucchini\(space)omelette"))
    #expect(session.state.topModal?.screen.payload["transcript"] == "zucchini\(space)omelette")
    let report = session.navigationReport()
    for word in ["zucchini", "omelette"] { #expect(!report.contains(word), "\(word) in\n\(report)") }
  }

  /// Family 7: a transcript dictated in two steps is the placeholder of the whole, so the report's
  /// `expect draft` holds in its replay.
  @Test func aDictationInTwoStepsReplaysToTheDraftTheReportExpects() throws {
    let runner = try Self.replay(
      "fab\nvoice start\nvoice transcribe two eggs\nvoice transcribe and 12 toasts\nvoice stop\nvoice complete\n")
    let report = runner.navigationReport()
    for word in ["eggs", "toasts"] { #expect(!report.contains(word), "\(word) in\n\(report)") }
    #expect(report.contains("expect draft transcript xxx xxxx xxx 00 xxxxxx"), "\(report)")
    let replayed = try Self.replay(report)
    #expect(Self.failures(of: replayed).isEmpty, "\(Self.failures(of: replayed))\n\(report)")
  }

  /// Family 4: every part of a link or a path no route reads is redacted: a push path's query and fragment,
  /// a link's user-info, query items without `=`.
  @Test func aPushPathsQueryAndALinksUserInfoAndBareItemsAreRedacted() throws {
    let runner = try Self.replay(
      """
      push /settings/goals?secretname#secretfragment
      open demeter://secretuser:secretpass@history/2024-11-18?secretflag&other=secretvalue
      open https://demeter.app/today?secretbare#secretfrag
      """)
    let report = runner.navigationReport()
    #expect(!report.contains("secret"), "\(report)")
    let replayed = try Self.replay(report)
    #expect(Self.failures(of: replayed).isEmpty, "\(Self.failures(of: replayed))\n\(report)")
  }

  /// Family 7: a link refused before redaction is refused after, and one that opened opens the same screens.
  @Test(arguments: [
    "demeter://today#caf\u{E9}", "demeter://today?note=caf\u{E9}", "demeter://today?%C3", "demeter://today?%41%C3",
    "demeter://today?x%00", "demeter://history/2024-11-18?a=%zz#%C3%A9", "demeter://today?%64ay=1",
    "demeter://history/2024-11-18?\u{7F}",
  ])
  func redactionNeverChangesWhetherALinkOpens(_ link: String) throws {
    let registry = try Self.registry.get()
    let redacted = ReportPrivacy.redact(link: link, keeping: Set(registry.routes.flatMap(\.definition.queryKeys)))
    // The kind of outcome (a refusal's reason may quote the link) and the screens it leads to.
    func outcome(_ text: String) -> (String, [String]) {
      var session = JourneyRunner(registry: registry, now: JourneyClock.standard.now).session
      let outcome = session.send(.request(.openLink(text))).outcome
      return (
        "\(outcome)".prefix { $0 != ":" }.description, session.state.stacks.values.flatMap { $0.map(\.path) }.sorted()
      )
    }
    #expect(outcome(redacted) == outcome(link), "\(link) → \(redacted)")
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
