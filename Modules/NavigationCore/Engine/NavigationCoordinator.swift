import Foundation
public import Observation

/// The navigation model an app's UI observes: owns the state, feeds the engine, plays transitions,
/// saves snapshots, logs and publishes events.
///
/// Inputs are applied one at a time in arrival order (the main actor serializes them; each is one
/// synchronous call of the pure reducer). Two rules keep rapid input sane:
/// - **Collapse**: a request identical to the last accepted one, arriving less than ``collapseWindow``
///   (250 ms by default, measured with the engine's injected clock) after it, is dropped with the outcome
///   ``NavigationOutcome/collapsed``: a double tap never pushes a screen twice.
/// - **Interruption**: a change arriving while a transition plays is applied at once; the state is
///   always the newest request's, never a mix, and the interrupted request reports
///   ``NavigationOutcome/interrupted``.
@Observable
@MainActor
public final class NavigationCoordinator {
  /// The whole navigation state; the UI renders it. Checked against the registry before every input.
  public internal(set) var state: NavigationState
  /// What VoiceOver announced last.
  public private(set) var announcement: String?
  /// Where accessibility focus went last.
  public private(set) var focus: String?
  /// The transition playing now, if any.
  public private(set) var transitionInFlight: ScreenTransition?

  @ObservationIgnored public let engine: NavigationEngine
  /// Identical requests closer together than this collapse into the first.
  @ObservationIgnored public let collapseWindow: Duration
  /// Called with every event, in order, after the state changed.
  @ObservationIgnored public var onEvent: ((NavigationEvent) -> Void)?
  /// Recent events with their times, oldest first.
  @ObservationIgnored public private(set) var history: NavigationHistory

  @ObservationIgnored private let store: (any NavigationStateStore)?
  @ObservationIgnored private let logger: any NavigationLogger
  @ObservationIgnored private let driver: any TransitionDriver
  @ObservationIgnored private var lastAccepted: (input: NavigationInput, at: Date)?
  @ObservationIgnored private var playing: Playing?
  @ObservationIgnored private var transitionCount = 0

  /// A transition in flight and who waits for it.
  private struct Playing {
    var id: Int
    var task: Task<Void, Never>?
    var completions: [(NavigationOutcome) -> Void] = []
  }

  /// A coordinator on a fresh state; call ``launch()`` to restore from `store`.
  public init(
    engine: NavigationEngine,
    store: (any NavigationStateStore)? = nil,
    logger: any NavigationLogger = SilentLogger(),
    driver: any TransitionDriver = ImmediateTransitionDriver(),
    historyCapacity: Int = 200,
    collapseWindow: Duration = .milliseconds(250)
  ) {
    self.engine = engine
    self.store = store
    self.logger = logger
    self.driver = driver
    self.collapseWindow = collapseWindow
    history = NavigationHistory(capacity: historyCapacity)
    state = engine.freshState()
  }

  /// The chrome of the current state (tab bar, floating button, back label, tab items).
  public var chrome: Chrome { engine.registry.chrome(for: state) }

  // MARK: - Input

  /// Applies one input now and returns what the engine decided; a transition it starts interrupts the
  /// one in flight.
  @discardableResult
  public func send(_ input: NavigationInput) -> NavigationResult {
    apply(input).result
  }

  /// Applies a request and resumes once its transition has finished: with the engine's outcome, with
  /// ``NavigationOutcome/interrupted`` when a newer change cut the transition short, or at once with
  /// ``NavigationOutcome/collapsed`` for a duplicate.
  @discardableResult
  public func navigate(_ request: NavigationRequest) async -> NavigationOutcome {
    await withCheckedContinuation { continuation in
      navigate(request) { continuation.resume(returning: $0) }
    }
  }

  /// Applies a request and calls `completion` once its transition has finished (at once when nothing
  /// animates). The outcomes are those of ``navigate(_:)``.
  public func navigate(_ request: NavigationRequest, completion: @escaping (NavigationOutcome) -> Void) {
    let (result, transitionID) = apply(.request(request))
    guard let transitionID else { return completion(result.outcome) }
    guard playing?.id == transitionID else { return completion(.interrupted) }
    playing?.completions.append { outcome in completion(outcome == .completed ? result.outcome : outcome) }
  }

  // MARK: - Lifecycle

  /// Starts the app from what the store holds: restored when the saved state still applies, otherwise
  /// fresh on the default tab; why is logged either way.
  @discardableResult
  public func launch() -> LaunchResult {
    let saved = store?.loadResult() ?? .success(nil)
    if case .failure(let error) = saved {
      logger.log(NavigationLogEntry(level: .warning, message: "the saved state could not be read: \(error)"))
    }
    let launched = engine.launch(from: saved)
    interruptTransition()
    state = launched.state
    let title = engine.registry.accessibilityLabel(of: engine.topScreen(of: state))
    announcement = title
    focus = title
    publish(launched.events)
    return launched
  }

  /// The app went to the background: the snapshot goes to the store (a failure is logged as an error).
  @discardableResult
  public func didEnterBackground() -> NavigationResult { send(.background) }

  /// The app came back; a long absence means a fresh start.
  @discardableResult
  public func willEnterForeground() -> NavigationResult { send(.foreground) }

  /// The system is ending the app: the last snapshot stays restorable.
  @discardableResult
  public func willTerminate() -> NavigationResult { send(.terminate) }

  // MARK: - Applying

  private func apply(_ input: NavigationInput) -> (result: NavigationResult, transitionID: Int?) {
    if collapses(input) {
      logger.log(NavigationLogEntry(level: .debug, message: "collapsed duplicate \(input)"))
      return (NavigationResult(outcome: .collapsed), nil)
    }
    var next = state
    let problems = engine.repairInconsistencies(&next)
    if !problems.isEmpty {
      let reason = "inconsistent state: " + problems.map(\.description).joined(separator: "; ")
      logger.log(NavigationLogEntry(level: .error, message: "reset to the tab roots, \(reason)"))
      publish([.reset(reason: reason)])
    }
    var result = engine.reduce(&next, input)
    state = next
    if let snapshot = result.snapshot { result.events += save(snapshot) }
    if let text = result.announcement { announcement = text }
    if let target = result.focus { focus = target }
    publish(result.events)
    guard let transition = result.transition else { return (result, nil) }
    return (result, play(transition))
  }

  private func collapses(_ input: NavigationInput) -> Bool {
    switch input {
    case .request, .key: break
    default: return false
    }
    let now = engine.environment.now()
    if let last = lastAccepted, last.input == input {
      let elapsed = now.timeIntervalSince(last.at)
      if elapsed >= 0, elapsed < collapseWindow.seconds { return true }
    }
    lastAccepted = (input, now)
    return false
  }

  private func save(_ snapshot: NavigationSnapshot) -> [NavigationEvent] {
    guard let store else { return [] }
    do {
      let bytes = try snapshot.encoded().count
      try store.save(snapshot)
      return [.saved(bytes: bytes)]
    } catch {
      logger.log(NavigationLogEntry(level: .error, message: "saving the navigation state failed: \(error)"))
      return []
    }
  }

  private func publish(_ events: [NavigationEvent]) {
    let now = engine.environment.now()
    for event in events {
      history.append(RecordedEvent(at: now, event: event))
      logger.log(NavigationLogEntry(event: event))
      onEvent?(event)
    }
  }

  // MARK: - Transitions

  private func play(_ transition: ScreenTransition) -> Int {
    let interrupted = takePlaying()
    transitionCount += 1
    let id = transitionCount
    playing = Playing(id: id)
    transitionInFlight = transition
    let driver = driver
    // Weak: an animation that never ends (a driver that ignores cancellation) must not keep the
    // coordinator, its state and its history alive.
    playing?.task = Task { [weak self] in
      await driver.play(transition)
      self?.transitionEnded(id)
    }
    finish(interrupted, .interrupted)
    return id
  }

  private func transitionEnded(_ id: Int) {
    guard playing?.id == id else { return }
    finish(takePlaying(), .completed)
  }

  private func interruptTransition() {
    finish(takePlaying(), .interrupted)
  }

  private func takePlaying() -> Playing? {
    guard let current = playing else { return nil }
    playing = nil
    transitionInFlight = nil
    current.task?.cancel()
    return current
  }

  private func finish(_ playing: Playing?, _ outcome: NavigationOutcome) {
    guard let playing else { return }
    if outcome == .interrupted, !playing.completions.isEmpty {
      logger.log(NavigationLogEntry(level: .debug, message: "a transition was interrupted by a newer change"))
    }
    for completion in playing.completions { completion(outcome) }
  }
}

extension Duration {
  /// The duration in seconds, for comparing with `Date` intervals.
  fileprivate var seconds: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
