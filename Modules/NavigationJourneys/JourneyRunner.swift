public import Foundation
public import NavigationCore

/// Runs journeys through the app's own runtime, a ``NavigationCore/NavigationSession``, with a fake clock,
/// a store and fake app data: what the tests and `composer simulate` use.
///
/// The runner only translates journey steps into session inputs and session results into reports: the
/// collapse of rapid repeats, the repair of an inconsistent state, saving, logging, the event history and
/// the announcement and focus bookkeeping are the session's, exactly as in the app. A journey starts with
/// the app freshly launched from the store (empty unless one is given). Time moves only with `wait` and
/// `foreground DURATION`, so steps between them are at the same instant: repeating one request there is a
/// rapid repeat, and collapses as a double tap does.
///
/// The runner keeps no report once it has returned it (only failed expectations), so its memory does not
/// grow with the journey's length.
public struct JourneyRunner: Sendable {
  /// The runtime the steps drive.
  public private(set) var session: NavigationSession
  public let clock: FakeClock
  public let data: InMemoryDataSource
  /// Where the session saves on background and reads on launch.
  public let store: any NavigationStateStore
  /// Failed expectations so far.
  public private(set) var failures: [StateReport] = []
  /// How many steps have run.
  public private(set) var stepCount = 0
  /// The events of the launch that started the journey.
  public private(set) var launchEvents: [NavigationEvent] = []

  /// 2024-11-20T09:00:00Z: the clock journeys use unless they say otherwise.
  public static let referenceDate = Date(timeIntervalSince1970: 1_732_093_200)

  /// A runner for `registry`, launched from `store` at `now` in `timeZone`.
  public init(
    registry: RouteRegistry,
    now: Date,
    timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current,
    store: any NavigationStateStore = InMemoryStateStore(),
    data: InMemoryDataSource = InMemoryDataSource(),
    logger: any NavigationLogger = SilentLogger()
  ) {
    let clock = FakeClock(now: now)
    self.clock = clock
    self.data = data
    self.store = store
    let engine = NavigationEngine(
      registry: registry, environment: NavigationEnvironment(now: clock.nowProvider, timeZone: timeZone, data: data))
    session = NavigationSession(engine: engine, store: store, logger: logger, historyCapacity: 500)
    session.logContext = "launch"
    launchEvents = session.launch().events
  }

  public var engine: NavigationEngine { session.engine }
  public var state: NavigationState { session.state }
  /// The last announcement, focus and transition any step produced.
  public var announcement: String? { session.announcement }
  public var focus: String? { session.focus }
  public var transition: ScreenTransition? { session.lastTransition }
  /// Everything the session reported, oldest first (a bounded history).
  public var history: NavigationHistory { session.history }
  public var logger: any NavigationLogger { session.logger }

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
    session.logContext = "line \(step.number)"
    var result = NavigationResult(outcome: .completed)
    var expectation: StateReport.Expectation?
    switch step.action {
    case .launch:
      if session.isRunning {
        // A journey's `launch` starts the app again after `terminate` or `force-quit`; a running app has
        // nothing to launch, as a second tap on its icon changes nothing.
        result = NavigationResult(
          outcome: .ignored("the app is already running"),
          events: [.ignored(request: "launch", reason: "the app is already running")])
      } else {
        result = NavigationResult(outcome: .completed, events: session.launch().events)
      }
    case .input(let input):
      result = try send(input, in: step)
    case .advance(let seconds, let then):
      clock.advance(by: seconds)
      if let then { result = try send(then, in: step) }
    case .expect(let key, let value):
      expectation = report(outcome: nil, events: []).check(key, value)
    case .data(let change):
      switch change {
      case .delete(let kind, let id): data.delete(kind, id: id)
      case .fail(let reason): data.setOutage(reason)
      case .recover: data.setOutage(nil)
      }
    }
    stepCount += 1
    var stepReport = report(
      outcome: expectation == nil ? result.outcome : nil, events: result.events, plan: result.plan)
    stepReport.step = stepCount
    stepReport.line = step.number
    stepReport.command = step.text
    stepReport.expectation = expectation
    if expectation?.passed == false { failures.append(stepReport) }
    return stepReport
  }

  /// Hands one input to the session. An input whose argument the engine calls malformed is a bad line.
  private mutating func send(_ input: NavigationInput, in step: JourneyStep) throws(JourneyError) -> NavigationResult {
    let result = session.send(input)
    if case .badArgument(let message) = result.outcome {
      throw JourneyError(line: step.number, text: step.text, message: message)
    }
    return result
  }

  /// The report of the current state; `outcome` is nil for a step that checks rather than acts (`expect`).
  public func report(
    outcome: NavigationOutcome?, events: [NavigationEvent], plan: DeepLinkPlan? = nil
  ) -> StateReport {
    StateReport(
      state: state, engine: engine, outcome: outcome, events: events, announcement: announcement, focus: focus,
      transition: transition, plan: plan)
  }
}
