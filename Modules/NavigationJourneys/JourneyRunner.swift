public import Foundation
public import NavigationCore

/// Runs journeys through the app's own runtime, a `NavigationSession`, with a fake clock,
/// a store and fake app data: what the tests and `composer simulate` use.
///
/// The runner only translates journey steps into session inputs and session results into reports: the
/// collapse of rapid repeats, the admission of a state handed in, saving, logging, the event history and
/// the announcement and focus bookkeeping are the session's, exactly as in the app. A journey starts with
/// the app freshly launched from the store (empty unless one is given). Time moves only with `wait` and
/// `foreground DURATION`, so steps between them are at the same instant: repeating one request there is a
/// rapid repeat, and collapses as a double tap does.
///
/// The runner keeps no report once it has returned it (only the first ``keptFailures`` failed expectations,
/// and a count of all), so its memory does not grow with the journey's length.
public struct JourneyRunner: Sendable {
  /// The runtime the steps drive.
  public private(set) var session: NavigationSession
  public let clock: FakeClock
  public let data: InMemoryDataSource
  /// Where the session saves on background and reads on launch.
  public let store: any NavigationStateStore
  /// The first failed expectations, at most ``keptFailures`` of them; ``failureCount`` counts them all.
  public private(set) var failures: [StateReport] = []
  /// How many expectations have failed so far.
  public private(set) var failureCount = 0
  /// How many failed expectations the runner keeps (the first ones): enough to say what went wrong, flat in
  /// the journey's length.
  public static let keptFailures = 100
  /// How many steps have run.
  public private(set) var stepCount = 0
  /// How many of them were `expect` steps. A journey that ran none checked nothing: it is reported
  /// (``noExpectation``), never passed silently.
  public private(set) var expectationCount = 0
  /// The events of the launch that started the journey.
  public private(set) var launchEvents: [NavigationEvent] = []

  /// What is reported for a journey without an `expect` step: it ran, but checked nothing.
  public static let noExpectation = "the journey has no expect step: it ran, but checked nothing"

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
    self.init(registry: registry, now: now, timeZone: timeZone, store: store, data: data, logger: logger, launch: true)
  }

  /// A runner for a journey with `headers`: a navigation report continues from the session its `# start:`
  /// header describes, with the store holding what its `# store:` header says; any other journey starts
  /// as ``init(registry:now:timeZone:store:data:logger:)`` does. The clock is `clock` (the `# now:` header,
  /// or what replaces it), read in the header's time zone when it names one.
  public init(
    registry: RouteRegistry,
    headers: JourneyHeaders,
    clock: JourneyClock,
    store: any NavigationStateStore = InMemoryStateStore(),
    data: InMemoryDataSource = InMemoryDataSource(),
    logger: any NavigationLogger = SilentLogger()
  ) throws(JourneyError) {
    let timeZone = headers.timeZone ?? clock.timeZone
    // The journey's `# locale:` is the language of what it shows; without one, the registry's stands.
    var registry = registry
    if let localization = headers.localization { registry.localization = localization }
    // A report is checked whole before the store is touched: a refused report leaves the store as it was.
    let now = clock.now
    let checking = NavigationEngine(
      registry: registry, environment: NavigationEnvironment(now: { now }, timeZone: timeZone, data: data))
    guard let start = try headers.checkedStart(engine: checking, at: now) else {
      self.init(registry: registry, now: now, timeZone: timeZone, store: store, data: data, logger: logger)
      return
    }
    self.init(
      registry: registry, now: now, timeZone: timeZone, store: headers.store?.plant(in: store) ?? store, data: data,
      logger: logger, launch: false)
    session.resume(from: start)
  }

  private init(
    registry: RouteRegistry, now: Date, timeZone: TimeZone, store: any NavigationStateStore,
    data: InMemoryDataSource, logger: any NavigationLogger, launch: Bool
  ) {
    let clock = FakeClock(now: now)
    self.clock = clock
    self.data = data
    self.store = store
    let engine = NavigationEngine(
      registry: registry, environment: NavigationEnvironment(now: clock.nowProvider, timeZone: timeZone, data: data))
    session = NavigationSession(engine: engine, store: store, logger: logger, historyCapacity: 500)
    session.logContext = "launch"
    if launch { launchEvents = session.launch().events }
  }

  public var engine: NavigationEngine { session.engine }
  public var state: NavigationState { session.state }
  /// The last announcement, focus and transition any step produced.
  public var announcement: String? { session.announcement }
  /// Where focus went last, as VoiceOver reads it.
  public var focus: String? { session.focusLabel }
  public var transition: ScreenTransition? { session.lastTransition }
  /// Everything the session reported, oldest first (a bounded history).
  package var history: NavigationHistory { session.history }
  public var logger: any NavigationLogger { session.logger }

  /// The navigation report of the run so far (see `NavigationSession.navigationReport(privacy:)`).
  public func navigationReport(privacy: ReportPrivacy = .redacted) -> String {
    session.navigationReport(privacy: privacy)
  }

  /// A runner that has run the whole of `text`, a journey or a navigation report, from its headers on:
  /// its ``failures`` say whether every `expect` held.
  public static func replaying(
    _ text: String, registry: RouteRegistry, clock: JourneyClock = .standard
  ) throws(JourneyError) -> JourneyRunner {
    let headers = try JourneyHeaders(text: text)
    var runner = try JourneyRunner(registry: registry, headers: headers, clock: headers.clock ?? clock)
    _ = try runner.run(text)
    return runner
  }

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
          outcome: .ignored(.alreadyRunning),
          events: [.ignored(request: JourneySteps.launch, reason: NavigationRefusal.alreadyRunning.description)])
      } else {
        result = NavigationResult(outcome: .completed, events: session.launch().events)
      }
    case .input(let input):
      result = try send(input, in: step)
    case .advance(let seconds, let then):
      // A clock past the years a journey can write would start a report its replay refuses.
      guard clock.now.addingTimeInterval(seconds) < JourneyClock.end else {
        throw JourneyError(
          line: step.number, text: step.text,
          message: "the clock would leave years 1–9999: it would pass 9999-12-31T23:59:59.999Z")
      }
      clock.advance(by: seconds)
      if let then { result = try send(then, in: step) }
    case .expect(let key, let value):
      expectation = report(outcome: nil, events: []).check(key, value)
      expectationCount += 1
    case .data(let change):
      data.apply(change)
    }
    stepCount += 1
    var stepReport = report(
      outcome: expectation == nil ? result.outcome : nil, events: result.events, plan: result.plan)
    stepReport.step = stepCount
    stepReport.line = step.number
    stepReport.command = step.text
    stepReport.expectation = expectation
    if expectation?.passed == false {
      failureCount += 1
      if failures.count < Self.keptFailures { failures.append(stepReport) }
    }
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
  package func report(
    outcome: NavigationOutcome?, events: [NavigationEvent], plan: DeepLinkPlan? = nil
  ) -> StateReport {
    StateReport(
      state: state, engine: engine, outcome: outcome, events: events, announcement: announcement, focus: focus,
      transition: transition, plan: plan)
  }
}
