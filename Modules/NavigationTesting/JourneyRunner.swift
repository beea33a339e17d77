public import Foundation
public import NavigationCore

/// Runs journeys against the pure engine with a fake clock, a store and fake app data: what the tests and
/// `composer simulate` use.
///
/// A journey starts with the app freshly launched from the store (empty unless one is given). Time moves
/// only with `wait` and `foreground DURATION`.
public struct JourneyRunner: Sendable {
  public private(set) var engine: NavigationEngine
  public let clock: FakeClock
  public let store: any NavigationStateStore
  public let data: InMemoryDataSource
  /// Every event is also logged here, with the journey line it came from (the composer's `--verbose`).
  public let logger: any NavigationLogger
  public private(set) var state: NavigationState
  /// The last announcement, focus and transition any step produced.
  public private(set) var announcement: String?
  public private(set) var focus: String?
  public private(set) var transition: ScreenTransition?
  /// Reports of the steps run so far.
  public private(set) var reports: [StateReport] = []
  /// Everything the engine reported, oldest first (a bounded history).
  public private(set) var history = NavigationHistory(capacity: 500)
  /// The events of the launch that started the journey.
  public private(set) var launchEvents: [NavigationEvent] = []

  /// A runner for `registry`, launched from `store` at `now` in `timeZone`.
  public init(
    registry: RouteRegistry,
    now: Date,
    timeZone: TimeZone = TimeZone(identifier: "UTC")!,
    store: any NavigationStateStore = InMemoryStateStore(),
    data: InMemoryDataSource = InMemoryDataSource(),
    logger: any NavigationLogger = SilentLogger()
  ) {
    let clock = FakeClock(now: now)
    self.clock = clock
    self.store = store
    self.data = data
    self.logger = logger
    engine = NavigationEngine(
      registry: registry, environment: NavigationEnvironment(now: clock.nowProvider, timeZone: timeZone, data: data))
    let launched = engine.launch(from: store.loadResult())
    state = launched.state
    launchEvents = launched.events
    record(launched.events, context: "launch")
  }

  /// Failed expectations so far.
  public var failures: [StateReport] { reports.filter { $0.expectation?.passed == false } }

  /// Parses and runs a whole journey, returning one report a step. A bad line stops the run.
  public mutating func run(_ text: String) throws(JourneyError) -> [StateReport] {
    let journey = try Journey.parse(text, registry: engine.registry)
    var produced: [StateReport] = []
    for step in journey.steps { produced.append(try run(step)) }
    return produced
  }

  /// Runs one step.
  @discardableResult
  public mutating func run(_ step: JourneyStep) throws(JourneyError) -> StateReport {
    var outcome = "completed"
    var events: [NavigationEvent] = []
    var plan: DeepLinkPlan?
    var expectation: StateReport.Expectation?
    switch step.action {
    case .launch:
      if state.phase == .notRunning {
        let launched = engine.launch(from: store.loadResult())
        state = launched.state
        events = launched.events
        announcement = engine.registry.accessibilityLabel(of: engine.topScreen(of: state))
        focus = announcement
      } else {
        outcome = "ignored: the app is already running"
        events = [.ignored(request: "launch", reason: "the app is already running")]
      }
    case .input(let input):
      try checkPath(of: input, in: step)
      (outcome, events, plan) = try reduce(input, in: step)
    case .advance(let seconds, let then):
      clock.advance(by: seconds)
      if let then { (outcome, events, plan) = try reduce(then, in: step) }
    case .expect(let key, let value):
      outcome = "expect"
      expectation = report(outcome: "", events: []).check(key, value)
    case .data(let change):
      switch change {
      case .delete(let kind, let id): data.delete(kind, id: id)
      case .fail(let reason): data.setOutage(reason)
      case .recover: data.setOutage(nil)
      }
    }
    record(events, context: "line \(step.number)")
    var stepReport = report(outcome: outcome, events: events, plan: plan)
    stepReport.step = reports.count + 1
    stepReport.line = step.number
    stepReport.command = step.text
    stepReport.expectation = expectation
    reports.append(stepReport)
    return stepReport
  }

  /// A `push PATH` whose path cannot name a screen is a bad journey line, whatever the app is doing.
  ///
  /// Only the path is judged here: no route, or a path the link policy refuses (empty or dot segments,
  /// characters, percent-encoding, length). A well-formed path whose parameters the app refuses (a future
  /// day, an invalid value, a validator) is the engine's to answer, as a failed step with an event.
  private func checkPath(of input: NavigationInput, in step: JourneyStep) throws(JourneyError) {
    guard case .request(.show(let path)) = input,
      case .failure(let error) = engine.registry.resolve(path: path, today: engine.environment.today)
    else { return }
    switch error {
    case .noMatchingRoute:
      throw JourneyError(line: step.number, text: step.text, message: "no route matches \(path)")
    case .empty, .tooLong, .malformed, .invalidCharacter, .invalidPercentEncoding, .emptySegment, .dotSegment,
      .unsupportedScheme, .unknownHost:
      throw JourneyError(line: step.number, text: step.text, message: "\(path) is not a valid path: \(error)")
    case .invalidParameter, .futureDay, .notExposed, .validationFailed:
      return
    }
  }

  /// Hands one input to the engine and keeps what it produced: the last transition, announcement and focus,
  /// and the snapshot, saved to the store. An input whose argument the engine calls malformed is a bad line.
  private mutating func reduce(
    _ input: NavigationInput, in step: JourneyStep
  ) throws(JourneyError) -> (outcome: String, events: [NavigationEvent], plan: DeepLinkPlan?) {
    let result = engine.reduce(&state, input)
    if case .badArgument(let message) = result.outcome {
      throw JourneyError(line: step.number, text: step.text, message: message)
    }
    var events = result.events
    transition = result.transition ?? transition
    if let text = result.announcement { announcement = text }
    if let target = result.focus { focus = target }
    if let snapshot = result.snapshot {
      do {
        try store.save(snapshot)
        events.append(.saved(bytes: (try? snapshot.encoded().count) ?? 0))
      } catch {
        logger.log(
          NavigationLogEntry(
            level: .error, message: "line \(step.number): saving the navigation state failed: \(error)"))
        events.append(.feature(name: "store", detail: "save failed: \(error)"))
      }
    }
    return (result.outcome.description, events, result.plan)
  }

  /// The report of the current state.
  public func report(outcome: String, events: [NavigationEvent], plan: DeepLinkPlan? = nil) -> StateReport {
    StateReport(
      state: state, engine: engine, outcome: outcome, events: events, announcement: announcement, focus: focus,
      transition: transition, plan: plan)
  }

  private mutating func record(_ events: [NavigationEvent], context: String) {
    let now = clock.now
    for event in events {
      history.append(RecordedEvent(at: now, event: event))
      var entry = NavigationLogEntry(event: event)
      entry.message = "\(context): \(entry.message)"
      logger.log(entry)
    }
  }
}
