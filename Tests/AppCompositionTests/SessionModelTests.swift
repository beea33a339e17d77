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
/// - every state the session produces is consistent with the registry;
/// - the state survives its snapshot: encode → decode gives the same snapshot, and restoring a snapshot
///   taken now shows the same tab, stacks and modals (while no app data was deleted);
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

  @Test func randomSequencesKeepEveryInvariant() throws {
    let registry = try AppComposition.makeRegistry()
    var steps = 0
    for sequence in 0..<Self.sequences {
      let seed = UInt64(0x5EED_0000 + sequence)
      var generator = InputGenerator(registry: registry, seed: seed)
      let inputs = (0..<Self.stepsPerSequence).map { _ in generator.next() }
      let report = ModelRun.ReportCheck(
        step: generator.random.next(below: Self.stepsPerSequence),
        privacy: sequence.isMultiple(of: 2) ? .full : .redacted)
      if let failure = ModelRun(registry: registry, report: report).firstViolation(in: inputs) {
        let minimal = shrink(inputs, registry: registry, report: report)
        let violation = ModelRun(registry: registry, report: report).firstViolation(in: minimal) ?? failure
        Issue.record(
          """
          seed \(String(seed, radix: 16)): \(violation.message) after step \(violation.step + 1); minimal sequence:
          \(minimal.prefix(violation.step + 1).map { "  \($0)" }.joined(separator: "\n"))
          """)
        return
      }
      steps += inputs.count
    }
    print("model-based: \(steps) steps in \(Self.sequences) seeded sequences, every invariant held")
    #expect(steps == Self.sequences * Self.stepsPerSequence)
  }

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
    #expect(minimal == recording + [.send(.request(.dismiss))])
  }

  /// Removes chunks of the sequence while it still fails, halving the chunk size down to single inputs.
  func shrink(
    _ inputs: [ModelInput], registry: RouteRegistry, bypassGuardsFor bypassed: NavigationInput? = nil,
    report: ModelRun.ReportCheck? = nil
  ) -> [ModelInput] {
    // Shrunk with the report checked after every step, so a removed input cannot move the failure away.
    let everyStep = report.map { ModelRun.ReportCheck(step: nil, privacy: $0.privacy) }
    func run() -> ModelRun { ModelRun(registry: registry, bypassGuardsFor: bypassed, report: everyStep) }
    func fails(_ candidate: [ModelInput]) -> Bool {
      run().firstViolation(in: candidate) != nil
    }
    var current = inputs
    if let violation = run().firstViolation(in: current) {
      current = Array(current.prefix(violation.step + 1))
    }
    var chunk = max(1, current.count / 2)
    while chunk >= 1 {
      var start = 0
      var removedAny = false
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, current.count))
        if !candidate.isEmpty, fails(candidate) {
          current = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    return current
  }
}

/// One step of a model run: an input to the session, time passing, the app data changing, or a launch.
enum ModelInput: Hashable, CustomStringConvertible {
  case send(NavigationInput)
  case wait(seconds: Double)
  case launch
  case deleteEntry(String)

  var description: String {
    switch self {
    case .send(let input): input.description
    case .wait(let seconds): "wait \(Int(seconds))s"
    case .launch: "launch"
    case .deleteEntry(let id): "data delete entry \(id)"
    }
  }
}

/// A seeded generator of inputs drawn from the composition: its tabs, its routes' paths, its links (good
/// and bad), its feature commands and key commands, and every chrome and lifecycle input.
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
    case 20: return .send(.reduceMotion(random.next(below: 2) == 0))
    case 21:
      return pick([.send(.background), .send(.foreground), .send(.terminate), .send(.forceQuit), .launch])
    case 22: return .wait(seconds: pick([0.1, 1, 600, 1_801]))
    default: return random.next(below: 8) == 0 ? .deleteEntry(entry) : .send(.request(.recover))
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

  init(registry: RouteRegistry, bypassGuardsFor bypassed: NavigationInput? = nil, report: ReportCheck? = nil) {
    self.registry = registry
    self.bypassed = bypassed
    self.report = report
  }

  func firstViolation(in inputs: [ModelInput]) -> Violation? {
    let clock = FakeClock(now: JourneyClock.standard.now)
    let data = InMemoryDataSource()
    let engine = NavigationEngine(
      registry: registry,
      environment: NavigationEnvironment(now: clock.nowProvider, timeZone: JourneyClock.standard.timeZone, data: data))
    var session = NavigationSession(engine: engine, store: InMemoryStateStore())
    session.launch()
    var deletedAny = false
    for (index, input) in inputs.enumerated() {
      let before = session.state
      var result: NavigationResult?
      switch input {
      case .send(let navigationInput) where navigationInput == bypassed:
        var state = session.state
        if !state.modals.isEmpty { state.modals.removeLast() }
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
    let inconsistencies = engine.inconsistencies(in: state)
    if !inconsistencies.isEmpty { return "inconsistent state: \(inconsistencies)" }

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
    "payload",
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
        focus: session.focus, transition: session.lastTransition))
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
      return before.alert?.actions.first?.caseInsensitiveCompare(title) == .orderedSame
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
