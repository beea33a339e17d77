import AppComposition
import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Model-based testing of the one runtime: seeded random sequences of every kind of input through the
/// ``NavigationSession`` of the composed app, checked after every step against invariants taken from the
/// docs. A failing sequence is shrunk to a minimal one and printed with its seed, as journey-like lines.
///
/// The invariants:
/// - every state the session produces keeps every rule of a live state (``LiveRules``: consistent with the
///   registry, within every limit and the state's budget, no screen twice in a row, modals as their routes
///   say, days in range, savable); so does every state a launch restores from a generated stored state
///   (``StoredStateGenerator``: unknown tabs and routes, another tab's screens, duplicates, out-of-range days,
///   wrong parents, oversized payloads), and every sequence of inputs that starts from one;
/// - the state survives its snapshot: encode → decode gives the same snapshot, and restoring a snapshot
///   taken now shows the same tab, stacks and modals (while no app data was deleted or failed);
/// - the chrome rules: the tab bar only at a tab root with no modal; no floating button under a modal;
/// - the navigation report replays: at one random step of each sequence, the session's report (redacted in
///   every other sequence) runs as a journey to the session's state: every `--json` state key with the full
///   report, the screens (`selectedTab`, `stacks`, `modals`, `alert`, `pendingDeepLink`, `phase`, `top`,
///   `depth`) with the redacted one, and every `expect` of the report holds;
/// - nothing protected is lost silently: a modal whose dismissal a guard would ask about (a recording, a
///   transcript, an entry under review) disappears only through an answered question, the feature's own
///   buttons, or the app's end; a waiting link is applied, replaced by a newer one, or still waiting.
@Suite struct SessionModelTests {
  /// Steps per run: sequences × steps per sequence, 100,000 by default. `DEMETER_MODEL_SEQUENCES` sets
  /// fewer (or more) sequences; CI's sanitizer runs, ten times slower, use 20.
  static let sequences =
    ProcessInfo.processInfo.environment["DEMETER_MODEL_SEQUENCES"].flatMap { Int($0) }.map { max(1, $0) } ?? 200
  static let stepsPerSequence = 500
  /// The first sequence run: `DEMETER_MODEL_FIRST_SEQUENCE=121 DEMETER_MODEL_SEQUENCES=1` runs again only
  /// the sequence a failure names.
  static let firstSequence =
    ProcessInfo.processInfo.environment["DEMETER_MODEL_FIRST_SEQUENCE"].flatMap { Int($0) }.map { max(0, $0) } ?? 0

  @Test func randomSequencesKeepEveryInvariant() throws {
    let registry = try AppComposition.makeRegistry()
    var steps = 0
    for sequence in Self.firstSequence..<Self.firstSequence + Self.sequences {
      let seed = UInt64(0x5EED_0000 + sequence)
      var generator = InputGenerator(registry: registry, seed: seed)
      let inputs = (0..<Self.stepsPerSequence).map { _ in generator.next() }
      let report = ModelRun.ReportCheck(
        step: generator.random.next(below: Self.stepsPerSequence),
        privacy: sequence.isMultiple(of: 2) ? .full : .redacted)
      if let failure = ModelRun(registry: registry, report: report).firstViolation(in: inputs) {
        let shrunk = shrink(inputs, registry: registry, report: report)
        let violation = shrunk.violation ?? failure
        let how =
          shrunk.complete
          ? "minimal sequence"
          : "shortest sequence found (shrinking stopped at its budget after \(shrunk.runs) runs; not minimal)"
        Issue.record(
          """
          seed \(String(seed, radix: 16)) (sequence \(sequence), report at step \(report.step.map { $0 + 1 } ?? 0), \
          \(report.privacy)): \(violation.message) after step \(violation.step + 1); \(how):
          \(shrunk.inputs.prefix(violation.step + 1).map { "  \($0)" }.joined(separator: "\n"))
          """)
        return
      }
      steps += inputs.count
    }
    print("model-based: \(steps) steps in \(Self.sequences) seeded sequences, every invariant held")
    #expect(steps == Self.sequences * Self.stepsPerSequence)
  }

  /// Stored states as a file could hold them, not only as the app wrote them: each restores to a state that
  /// keeps every rule a live one does, and a sequence of inputs from there keeps every invariant.
  @Test func restoredGeneratedStatesKeepEveryRuleOfALiveState() throws {
    let app = TestApp(registry: try AppComposition.makeRegistry())
    let (registry, clock, engine) = (app.registry, app.clock, app.engine)
    var restored = 0
    for sequence in Self.firstSequence..<Self.firstSequence + Self.sequences {
      let seed = UInt64(0x5707_0000 + sequence)
      var states = StoredStateGenerator(registry: registry, random: SeededGenerator(seed: seed))
      for index in 0..<Self.storedStatesPerSequence {
        let snapshot = states.next(savedAt: clock.now.addingTimeInterval(-60))
        let launched = engine.launch(from: .success(snapshot))
        if launched.restored { restored += 1 }
        if let broken = LiveRules.violation(in: launched.state, engine: engine) {
          Issue.record("seed \(String(seed, radix: 16)), stored state \(index): \(broken)\n\(snapshot)")
          return
        }
      }
      // A sequence of inputs from a restored generated state keeps every invariant, as one from a fresh start.
      let snapshot = states.next(savedAt: clock.now.addingTimeInterval(-60))
      guard let bytes = try? snapshot.encoded() else { continue }
      var generator = InputGenerator(registry: registry, seed: seed)
      let inputs = (0..<Self.stepsPerSequence / 10).map { _ in generator.next() }
      if let failure = ModelRun(registry: registry, stored: bytes).firstViolation(in: inputs) {
        let steps = inputs.prefix(failure.step + 1).map { "  \($0)" }.joined(separator: "\n")
        Issue.record(
          "seed \(String(seed, radix: 16)) from a stored state: \(failure.message) after step \(failure.step + 1):\n\(steps)"
        )
        return
      }
    }
    print(
      "model-based: \(Self.sequences * Self.storedStatesPerSequence) generated stored states, \(restored) restored, every rule held"
    )
    #expect(restored > 0)
  }

  /// Generated stored states restored per sequence.
  static let storedStatesPerSequence = 8

  /// The checker can fail: a session whose recording is dropped by a plain dismissal is caught and shrunk.
  @Test func aSilentlyLostRecordingIsFoundAndShrunk() throws {
    let registry = try AppComposition.makeRegistry()
    var run = ModelRun(registry: registry)
    let recording: [ModelInput] = [.send(.request(.floatingButton)), .send(.command(verb: "voice", argument: "start"))]
    let clean = run.firstViolation(in: recording)
    #expect(clean == nil, "\(String(describing: clean))")
    // Past the guards, as a bug that skipped them would: the recording is gone without a question.
    run = ModelRun(registry: registry, bypassGuardsFor: .request(.dismiss))
    let noisy: [ModelInput] =
      [.send(.reduceMotion(true))] + recording + [.send(.scroll(.up)), .send(.request(.dismiss))]
    let violation = try #require(run.firstViolation(in: noisy))
    #expect(violation.message.contains("lost"))
    let minimal = shrink(noisy, registry: registry, bypassGuardsFor: .request(.dismiss))
    #expect(minimal.complete)
    #expect(minimal.inputs == recording + [.send(.request(.dismiss))])
  }

  /// Shrinking stops at its budget and still gives the failing sequence it got to, with its violation.
  @Test func shrinkingStopsAtItsBudgetWithTheShortestSequenceFound() throws {
    let registry = try AppComposition.makeRegistry()
    let recording: [ModelInput] = [.send(.request(.floatingButton)), .send(.command(verb: "voice", argument: "start"))]
    let noisy: [ModelInput] =
      [.send(.reduceMotion(true)), .send(.keyboard(shown: false))] + recording + [
        .send(.scroll(.up)), .send(.request(.dismiss)),
      ]
    let stopped = shrink(noisy, registry: registry, bypassGuardsFor: .request(.dismiss), runs: 4)
    #expect(!stopped.complete)
    #expect(stopped.runs == 4)
    #expect(stopped.violation?.message.contains("lost") == true)
    #expect(stopped.inputs.count < noisy.count && stopped.inputs.last == .send(.request(.dismiss)))
  }

  /// What shrinking found: the shortest failing sequence, its violation, and whether it is minimal (no
  /// single input can be removed) or the budget ran out first.
  struct Shrunk {
    var inputs: [ModelInput]
    var violation: ModelRun.Violation?
    var complete: Bool
    var runs: Int
  }

  /// The most a shrink may cost: model runs and wall-clock time. A failure always reports its seed and the
  /// shortest sequence found, never a run that looks like a hang.
  static let shrinkRuns = 2_000
  static let shrinkTime: Duration = .seconds(60)

  /// Removes chunks of the sequence while it still fails, halving the chunk size down to single inputs,
  /// within ``shrinkRuns`` and ``shrinkTime``.
  func shrink(
    _ inputs: [ModelInput], registry: RouteRegistry, bypassGuardsFor bypassed: NavigationInput? = nil,
    report: ModelRun.ReportCheck? = nil, runs budget: Int = shrinkRuns, time: Duration = shrinkTime
  ) -> Shrunk {
    // A candidate ends at its failing step, so its report is checked after its last input only: one replay
    // a run (checked after every step, a run replayed hundreds of reports and shrinking took minutes).
    func violation(_ candidate: [ModelInput]) -> ModelRun.Violation? {
      let check = report.map { ModelRun.ReportCheck(step: candidate.count - 1, privacy: $0.privacy) }
      return ModelRun(registry: registry, bypassGuardsFor: bypassed, report: check).firstViolation(in: candidate)
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: time)
    var runs = 0
    var current = inputs
    var found: ModelRun.Violation?
    found = ModelRun(registry: registry, bypassGuardsFor: bypassed, report: report).firstViolation(in: current)
    runs += 1
    if let found { current = Array(current.prefix(found.step + 1)) }
    guard found != nil else { return Shrunk(inputs: inputs, violation: nil, complete: false, runs: runs) }
    var chunk = max(1, current.count / 2)
    while chunk >= 1 {
      var start = 0
      var removedAny = false
      while start < current.count {
        guard runs < budget, clock.now < deadline else {
          return Shrunk(inputs: current, violation: found, complete: false, runs: runs)
        }
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, current.count))
        runs += 1
        if !candidate.isEmpty, let failure = violation(candidate) {
          current = Array(candidate.prefix(failure.step + 1))
          found = failure
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    return Shrunk(inputs: current, violation: found, complete: true, runs: runs)
  }
}

/// One step of a model run: an input to the session, time passing, the app data changing, or a launch.
enum ModelInput: Hashable, CustomStringConvertible {
  case send(NavigationInput)
  case wait(seconds: Double)
  case launch
  case deleteEntry(String)
  /// The app data fails every lookup and save with a reason, or recovers (nil).
  case dataOutage(String?)
  /// The app data refuses saves only (lookups answer), or takes them again (nil).
  case saveRefusal(String?)

  var description: String {
    switch self {
    case .send(let input): input.description
    case .wait(let seconds): "wait \(Int(seconds))s"
    case .launch: "launch"
    case .deleteEntry(let id): "data delete entry \(id)"
    case .dataOutage(let reason): reason.map { "data fail \($0)" } ?? "data recover"
    case .saveRefusal(let reason): reason.map { "data fail-save \($0)" } ?? "data recover saves"
    }
  }
}

/// A seeded generator of inputs drawn from the composition: its tabs, its routes' paths, its links (good
/// and bad), its feature commands and key commands, every chrome and lifecycle input (badges included), and
/// the app data changing under it (an entry deleted, an outage, refused saves).
struct InputGenerator {
  let registry: RouteRegistry
  var random: SeededGenerator
  static let entries = ["0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f", "11111111-2222-4333-8444-555555555555"]

  init(registry: RouteRegistry, seed: UInt64) {
    self.registry = registry
    random = SeededGenerator(seed: seed)
  }

  mutating func next() -> ModelInput {
    let entry = pick(Self.entries)
    let day = pick(["2024-11-18", "2024-11-20", "2024-11-21", "1999-12-31"])
    let paths = [
      "/today/entry/\(entry)", "/history/\(day)", "/history/\(day)/entry/\(entry)", "/settings/goals",
      "/settings/preferences", "/settings/about", "/history", "/today",
    ]
    let links = [
      "demeter://history/\(day)", "https://demeter.app/settings/goals", "demeter://today/entry/\(entry)",
      "demeter://history/\(day)/entry/\(entry)", "demeter://nowhere", "https://evil.example/today", "demeter://%zz",
    ]
    let commands = registry.commands.map(\.verb)
    let tabs = registry.tabs.map(\.id)
    switch random.next(below: 24) {
    case 0, 1: return .send(.request(.selectTab(pick(tabs))))
    case 2, 3, 4: return .send(.request(.show(path: pick(paths))))
    case 5, 6: return .send(.request(.back))
    case 7: return .send(.request(.swipeBack))
    case 8: return .send(.request(.dismiss))
    case 9, 10: return .send(.request(.openLink(pick(links))))
    case 11, 12: return .send(.request(.floatingButton))
    case 13, 14:
      let verb = pick(commands)
      let argument =
        verb == "voice" ? pick(["start", "stop", "cancel", "complete", "transcribe two eggs", "transcribe toast"]) : ""
      return .send(.command(verb: verb, argument: argument))
    case 15: return .send(.alertAction(pick(["Discard", "Keep Recording", "Keep Editing", "Keep", "Nope"])))
    case 16: return .send(.keyboard(shown: random.next(below: 2) == 0))
    case 17: return .send(.scroll(pick([.up, .down, .none])))
    case 18: return .send(.key(pick(["cmd+1", "cmd+2", "cmd+3", "escape", "cmd+shift+v"])))
    case 19:
      return .send(.edit(field: pick(["calories", "phase", "transcript", "note"]), value: pick(["1850", "x", ""])))
    case 20:
      if random.next(below: 2) == 0 { return .send(.reduceMotion(random.next(below: 2) == 0)) }
      return .send(.badge(tab: pick(tabs), value: pick(["1", "New", nil])))
    case 21:
      return pick([.send(.background), .send(.foreground), .send(.terminate), .send(.forceQuit), .launch])
    case 22: return .wait(seconds: pick([0.1, 1, 600, 1_801]))
    default:
      switch random.next(below: 16) {
      case 0, 1: return .deleteEntry(entry)
      case 2: return .dataOutage(pick(["database unavailable", "offline", nil, nil]))
      case 3: return .saveRefusal(pick(["disk full", nil]))
      default: return .send(.request(.recover))
      }
    }
  }

  mutating func pick<T>(_ values: [T]) -> T { values[random.next(below: values.count)] }
}

/// Runs a sequence through a fresh session of the app and reports the first broken invariant.
struct ModelRun {
  struct Violation: Equatable {
    var step: Int
    var message: String
  }

  /// Where the navigation report is replayed and compared: after step `step` (after every step when nil).
  struct ReportCheck {
    var step: Int?
    var privacy: ReportPrivacy
  }

  let registry: RouteRegistry
  /// For the checker's own test: this input skips the guards, as a bug would.
  let bypassed: NavigationInput?
  let report: ReportCheck?

  /// What the store holds at the first launch (nil: nothing).
  let stored: Data?

  init(
    registry: RouteRegistry, bypassGuardsFor bypassed: NavigationInput? = nil, report: ReportCheck? = nil,
    stored: Data? = nil
  ) {
    self.registry = registry
    self.bypassed = bypassed
    self.report = report
    self.stored = stored
  }

  func firstViolation(in inputs: [ModelInput]) -> Violation? {
    let data = InMemoryDataSource()
    let app = TestApp(registry: registry, data: data)
    let clock = app.clock
    var session = app.session(store: InMemoryStateStore(bytes: stored))
    session.launch()
    var deletedAny = false
    for (index, input) in inputs.enumerated() {
      let before = session.state
      var result: NavigationResult?
      switch input {
      case .send(let navigationInput) where navigationInput == bypassed:
        var state = session.state
        if !state.modals.isEmpty { state.dismissTopModal() }
        session.adopt(state)
      case .send(let navigationInput):
        result = session.send(navigationInput)
      case .wait(let seconds):
        clock.advance(by: seconds)
      case .launch:
        if !session.isRunning { result = NavigationResult(outcome: .completed, events: session.launch().events) }
      case .deleteEntry(let id):
        data.delete("entry", id: id)
        deletedAny = true
      case .dataOutage(let reason):
        data.setOutage(reason)
        // A snapshot restored while the data fails (or after) may be cut where the data did not answer.
        deletedAny = true
      case .saveRefusal(let reason):
        data.setSaveFailure(reason)
      }
      if let message = check(before: before, input: input, result: result, session: session, deletedAny: deletedAny) {
        return Violation(step: index, message: message)
      }
      if let report, report.step == nil || report.step == index,
        let message = reportReplays(session, privacy: report.privacy)
      {
        return Violation(step: index, message: message)
      }
    }
    return nil
  }

  private func check(
    before: NavigationState, input: ModelInput, result: NavigationResult?, session: NavigationSession,
    deletedAny: Bool
  ) -> String? {
    let engine = session.engine
    let state = session.state
    if let broken = LiveRules.violation(in: state, engine: engine) { return broken }

    // The snapshot round trip, and a restore of a snapshot taken now.
    let snapshot = NavigationSnapshot(state: state, savedAt: session.now, sessionEnd: .background)
    guard let bytes = try? snapshot.encoded(), let decoded = try? NavigationSnapshot.decode(bytes) else {
      return "the snapshot does not encode and decode"
    }
    if decoded != snapshot { return "the snapshot changes through encode and decode" }
    if state.phase == .active, !deletedAny {
      let restored = engine.launch(from: .success(snapshot)).state
      if restored.selectedTab != state.selectedTab || paths(restored) != paths(state) {
        return "restoring a snapshot taken now shows \(paths(restored)) instead of \(paths(state))"
      }
    }

    // The chrome rules.
    if state.phase == .active {
      let chrome = engine.registry.chrome(for: state)
      if chrome.tabBarVisible != (state.modals.isEmpty && state.depth == 0) {
        return
          "the tab bar is \(chrome.tabBarVisible ? "shown" : "hidden") at depth \(state.depth) with \(state.modals.count) modals"
      }
      if chrome.floatingButtonVisible, !state.modals.isEmpty { return "the floating button shows under a modal" }
    }

    // Nothing protected is lost silently.
    if let protected = protectedModal(in: before), !state.modals.contains(where: { $0.screen.path == protected }) {
      if !endsSessionLegitimately(input, before: before, result: result) {
        return "\(protected) was lost without a question by '\(input)'"
      }
    }
    if let link = before.pendingDeepLink, state.pendingDeepLink != link, state.phase != .notRunning {
      let events = result?.events ?? []
      let handled = events.contains {
        switch $0 {
        case .pendingLinkApplied, .deferred, .deepLinkFailed: true
        default: false
        }
      }
      if !handled { return "the waiting link \(link) was lost by '\(input)'" }
    }
    return nil
  }

  /// The `--json` state keys (every one that describes the state; none here is a timestamp) compared for a
  /// full report, and the screens compared for a redacted one.
  static let stateKeys = [
    "selectedTab", "stacks", "modals", "tabBarVisible", "fabVisible", "alert", "toast", "pendingDeepLink",
    "backLabel", "top", "depth", "title", "phase", "announcement", "focus", "transition", "tabLabels", "error",
    "payload", "tabBadges",
  ]
  static let screenKeys = ["selectedTab", "stacks", "modals", "alert", "pendingDeepLink", "phase", "top", "depth"]

  /// Why the session's navigation report does not replay to its state, or nil when it does.
  private func reportReplays(_ session: NavigationSession, privacy: ReportPrivacy) -> String? {
    let report = session.navigationReport(privacy: privacy)
    let replayed: JourneyRunner
    do {
      replayed = try JourneyRunner.replaying(report, registry: registry)
    } catch {
      return "the \(privacy) report is not a journey: \(error)\n\(report)"
    }
    if let failure = replayed.failures.first, let expectation = failure.expectation {
      return
        "the \(privacy) report's expect \(expectation.key) fails: \(expectation.actual) ≠ \(expectation.expected)\n\(report)"
    }
    var expected = session.state
    if privacy == .redacted {
      let keys = Set(registry.routes.flatMap(\.definition.queryKeys))
      expected.pendingDeepLink = expected.pendingDeepLink.map { ReportPrivacy.redact(link: $0, keeping: keys) }
    }
    let original = Self.json(
      StateReport(
        state: expected, engine: session.engine, outcome: nil, announcement: session.announcement,
        focus: session.focusLabel, transition: session.lastTransition))
    let replay = Self.json(replayed.report(outcome: nil, events: []))
    for key in privacy == .full ? Self.stateKeys : Self.screenKeys where original[key] != replay[key] {
      return
        "the \(privacy) report replays to \(key) \(replay[key] ?? "nil") instead of \(original[key] ?? "nil")\n\(report)"
    }
    return nil
  }

  /// Each key of a report's `--json` object, as sorted-key JSON text.
  static func json(_ report: StateReport) -> [String: String] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(report),
      let object = try? JSONSerialization.jsonObject(with: data, options: []) as? [String: Any]
    else { return [:] }
    var values: [String: String] = [:]
    for (key, value) in object {
      let valueData = try? JSONSerialization.data(
        withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
      values[key] = valueData.map { String(decoding: $0, as: UTF8.self) }
    }
    return values
  }

  /// The top modal's path when a guard would ask before dismissing it.
  private func protectedModal(in state: NavigationState) -> String? {
    guard state.phase == .active, let top = state.modals.last else { return nil }
    for navigationGuard in registry.guards {
      if case .confirm = navigationGuard.decide(.dismiss, in: state) { return top.screen.path }
    }
    return nil
  }

  /// The ways a protected modal may go: the user answered the question with its confirming button, used
  /// the feature's own buttons (cancel, complete, confirm), or the app ended or started fresh.
  private func endsSessionLegitimately(_ input: ModelInput, before: NavigationState, result: NavigationResult?) -> Bool
  {
    switch input {
    case .send(.alertAction(let title)):
      return before.alert?.actions.first?.english.caseInsensitiveCompare(title) == .orderedSame
    case .send(.command): return true
    case .send(.forceQuit), .send(.terminate), .launch: return true
    case .send(.foreground):
      return result?.events.contains { if case .reset = $0 { true } else { false } } == true
    default: return false
    }
  }

  private func paths(_ state: NavigationState) -> [String] {
    registry.tabs.map { tab in "\(tab.id): " + (state.stacks[tab.id] ?? []).map(\.path).joined(separator: " ") }
      + state.modals.map { "modal \($0.screen.path)" }
  }
}
