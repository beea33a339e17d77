import Foundation
public import Observation

/// The navigation model an app's UI observes: a ``NavigationSession`` on the main actor, plus the
/// transitions it plays and the completions that wait for them.
///
/// Every decision and side effect (collapse of rapid repeats, repair, reduce, save, logging, history,
/// announcements) is the session's, so the journeys and the composer, which drive the same session, show
/// what the app does. The coordinator adds what only a UI has:
/// - **Observation**: the state, announcement, focus and the transition in flight are observable.
/// - **Interruption**: a change arriving while a transition plays is applied at once; the state is
///   always the newest request's, never a mix, and the interrupted request reports
///   ``NavigationOutcome/interrupted``.
/// - **One transition task**: however many inputs arrive before the main actor runs, at most one task plays
///   transitions, and it plays only the newest.
@Observable
@MainActor
public final class NavigationCoordinator {
  /// The whole navigation state; the UI renders it. Setting it hands a state in from outside: it is checked
  /// against the registry, and repaired, before the next input.
  public internal(set) var state: NavigationState {
    get { session.state }
    set { session.adopt(newValue) }
  }
  /// What VoiceOver announced last.
  package var announcement: String? { session.announcement }
  /// Where accessibility focus went last.
  package var focus: FocusTarget? { session.focus }
  /// The transition playing now, if any.
  package private(set) var transitionInFlight: ScreenTransition?
  /// The transition of the last input applied, nil when it moved no screen: ``ScreenTransition/unanimated``
  /// tells a presenter publishing a change it did not send that the change must not animate.
  @ObservationIgnored package private(set) var lastTransition: ScreenTransition?

  /// The runtime every input goes through.
  package private(set) var session: NavigationSession
  /// Called with every event, in order, after the state changed: the app's own handler (analytics, logs).
  /// The observers added with `addEventObserver(_:)` (a presenter's) hear each event after it, whenever
  /// either was set.
  @ObservationIgnored public var onEvent: ((NavigationEvent) -> Void)?
  /// Everything else that listens to the events (a presenter), in the order added: one list, so a listener
  /// neither has to wrap the handler before it nor is lost when `onEvent` is set again.
  @ObservationIgnored private var eventObservers: [(NavigationEvent) -> Void] = []
  /// Called when a request from code names a screen nothing registers (a typo in a route id, a module left
  /// out), after the session logged it as an error and the request failed with it (``UnregisteredTarget``).
  /// By default it stops a debug build (`assertionFailure`); a release build goes on with the failure. A
  /// test that sends such a request on purpose sets its own hook.
  @ObservationIgnored package var onUnregisteredTarget: (UnregisteredTarget) -> Void = { target in
    assertionFailure(target.description)
  }

  @ObservationIgnored private let driver: any TransitionDriver
  /// How long past a transition's own length the driver may take before the transition counts as ended.
  @ObservationIgnored private let driverGrace: Duration
  @ObservationIgnored private var playing: Playing?
  @ObservationIgnored private var player: Task<Void, Never>?
  @ObservationIgnored private var animation: Task<Void, Never>?
  @ObservationIgnored private var deadline: Task<Void, Never>?
  /// Resumed when the transition playing ends: by its driver, its time, or a newer change interrupting it.
  @ObservationIgnored private var playingEnded: OneShot<Void>?
  @ObservationIgnored private var transitionCount = 0
  /// The engine's clock and time zone, kept beside the session so that reading today observes nothing that
  /// every input changes (they are fixed when the engine is made).
  @ObservationIgnored private let clock: NavigationEnvironment
  /// The session's logger, held here too: what is logged from outside the engine (a root's debug report, in
  /// a view's body) must not observe the session.
  @ObservationIgnored private let logger: any NavigationLogger

  /// A transition waiting for, or in, the player task, and who waits for it.
  private struct Playing {
    var id: Int
    var transition: ScreenTransition
    var started = false
    var completions: [PendingCompletion] = []
  }

  /// A coordinator on a fresh state; call ``launch()`` to restore from `store`. A transition the driver has
  /// not ended `driverGrace` after its own length counts as ended (the state is already there): a driver
  /// that never ends one holds no one's `navigate` for ever.
  public init(
    engine: NavigationEngine,
    store: (any NavigationStateStore)? = nil,
    logger: any NavigationLogger = SilentLogger(),
    driver: any TransitionDriver = ImmediateTransitionDriver(),
    historyCapacity: Int = 200,
    collapseWindow: Duration = .milliseconds(250),
    recordingCapacity: Int = NavigationLimits.recordedInputs,
    driverGrace: Duration = .seconds(5)
  ) {
    self.driver = driver
    self.driverGrace = driverGrace
    clock = engine.environment
    self.logger = logger
    session = NavigationSession(
      engine: engine, store: store, logger: logger, historyCapacity: historyCapacity, collapseWindow: collapseWindow,
      recordingCapacity: recordingCapacity)
  }

  /// A released coordinator stops waiting for its transition: the completions still waiting are called
  /// with ``NavigationOutcome/interrupted`` (each as it is released), and the deadline stops counting.
  deinit {
    deadline?.cancel()
    animation?.cancel()
  }

  /// Logs `entry` through the session's logger without observing the session (see `logger`).
  package func log(_ entry: NavigationLogEntry) { logger.log(entry) }

  /// The engine the session feeds.
  package var engine: NavigationEngine { session.engine }
  /// Today, in the app's time zone, by the engine's clock. Unlike `engine.environment.today`, reading it does
  /// not observe the session, so a view that shows or opens today is not redrawn by every input.
  package var today: Day { clock.today }
  /// Identical requests closer together than this collapse into the first.
  package var collapseWindow: Duration { session.collapseWindow }
  /// Recent events with their times, oldest first.
  package var history: NavigationHistory { session.history }

  /// The navigation report to attach to a bug report: a journey that reproduces the current state from the
  /// recent inputs (the article "Reproducing a navigation bug" replays it); the user's text is replaced by
  /// placeholders unless `privacy` is ``ReportPrivacy/full``.
  public func navigationReport(privacy: ReportPrivacy = .redacted) -> String {
    session.navigationReport(privacy: privacy)
  }

  /// The chrome of the current state (tab bar, floating button, back label, tab items).
  package var chrome: Chrome { engine.registry.chrome(for: state) }

  // MARK: - Input

  /// Applies one input now and returns what the session decided; a transition it starts interrupts the
  /// one in flight. With `animated` false, a change it makes shows at once (``ScreenTransition/unanimated``),
  /// and still ends the transition in flight.
  @discardableResult
  package func send(_ input: NavigationInput, animated: Bool = true) -> NavigationResult {
    apply(input, animated: animated).result
  }

  /// Sets `tab`'s badge to `value` (short text: a count, "New"), or clears it with nil, at run time: the
  /// tab bar item and its VoiceOver label show it at once. A badge is not saved; set it again after a
  /// launch. An unknown tab or a text a tab bar cannot show is a `badArgument` with the reason.
  @discardableResult
  package func setBadge(_ value: String?, on tab: TabID) -> NavigationResult {
    send(.badge(tab: tab, value: value))
  }

  /// Applies a request and resumes once its transition has ended: with the engine's outcome, with
  /// ``NavigationOutcome/interrupted`` when a newer change cut the transition short, or at once with
  /// ``NavigationOutcome/collapsed`` for a duplicate. With `animated` false, the change shows without
  /// animation and it resumes at once.
  ///
  /// It never waits for ever: when the awaiting task is cancelled it resumes at once with
  /// ``NavigationOutcome/interrupted`` (the state is the request's; only the wait was cut short), and a
  /// transition the driver does not end counts as ended once its grace has passed (`driverGrace`).
  @discardableResult
  public func navigate(_ request: NavigationRequest, animated: Bool = true) async -> NavigationOutcome {
    let ended = OneShot<NavigationOutcome>()
    navigate(request, animated: animated) { ended.resume($0) }
    return await ended.wait(orWhenCancelled: .interrupted)
  }

  /// Applies a request and calls `completion` on the main actor once its transition has ended (at once when
  /// nothing animates). The outcomes are those of ``navigate(_:animated:)``; when the coordinator is released
  /// before the transition ends, `completion` is called with ``NavigationOutcome/interrupted``.
  public func navigate(
    _ request: NavigationRequest, animated: Bool = true, completion: @escaping (NavigationOutcome) -> Void
  ) {
    let (result, transitionID) = apply(.request(request), animated: animated)
    guard let transitionID else { return completion(result.outcome) }
    guard playing?.id == transitionID else { return completion(.interrupted) }
    playing?.completions.append(
      PendingCompletion { outcome in completion(outcome == .completed ? result.outcome : outcome) })
  }

  // MARK: - Lifecycle

  /// Starts the app from what the store holds: restored when the saved state still applies, otherwise
  /// fresh on the default tab; why is logged either way.
  @discardableResult
  public func launch() -> LaunchResult {
    interruptTransition()
    let result = session.launch()
    emit(result.events)
    return result
  }

  /// The app went to the background: the snapshot goes to the store (a failure is logged as an error).
  @discardableResult
  package func didEnterBackground() -> NavigationResult { send(.background) }

  /// The app came back; a long absence means a fresh start.
  @discardableResult
  package func willEnterForeground() -> NavigationResult { send(.foreground) }

  /// The system is ending the app: the last snapshot stays restorable.
  @discardableResult
  package func willTerminate() -> NavigationResult { send(.terminate) }

  // MARK: - Events

  /// Adds `observer`, called with every event after ``onEvent``, in order, for as long as the coordinator
  /// lives (an observer that must not keep its owner alive captures it weakly).
  public func addEventObserver(_ observer: @escaping (NavigationEvent) -> Void) {
    eventObservers.append(observer)
  }

  /// Hands each event to the app's handler, then to every observer, event by event.
  private func emit(_ events: [NavigationEvent]) {
    for event in events {
      onEvent?(event)
      for observer in eventObservers { observer(event) }
    }
  }

  // MARK: - Applying

  private func apply(
    _ input: NavigationInput, animated: Bool = true
  ) -> (result: NavigationResult, transitionID: Int?) {
    let result = session.send(input, animated: animated)
    lastTransition = result.transition
    emit(result.events)
    if let unregistered = result.unregistered { onUnregisteredTarget(unregistered) }
    guard let transition = result.transition else { return (result, nil) }
    guard transition.isAnimated else {
      // Nothing to play, but the state moved under the transition in flight: it ends interrupted, as it
      // would for an animated change.
      interruptTransition()
      return (result, nil)
    }
    return (result, play(transition))
  }

  // MARK: - Transitions

  /// Queues `transition` as the one to play, interrupting the one in flight; starts the player task only
  /// when none runs.
  private func play(_ transition: ScreenTransition) -> Int {
    let interrupted = takePlaying()
    transitionCount += 1
    let id = transitionCount
    playing = Playing(id: id, transition: transition)
    transitionInFlight = transition
    finish(interrupted, .interrupted)
    if player == nil {
      // The player holds the coordinator only while it starts or ends a transition, never while one plays:
      // an animation that never ends must not keep the coordinator, its state and its history alive.
      player = Task { [weak self] in
        while let next = self?.startNextTransition() {
          await next.ended.wait()
          self?.transitionEnded(next.id)
        }
      }
    }
    return id
  }

  /// Starts the newest queued transition, which ends when the driver ends it or when its length and the
  /// driver's grace have passed, whichever is first; nil, and the player ends, when none is queued.
  private func startNextTransition() -> (id: Int, ended: OneShot<Void>)? {
    guard let next = playing, !next.started else {
      player = nil
      return nil
    }
    playing?.started = true
    let ended = OneShot<Void>()
    playingEnded = ended
    let driver = driver
    let transition = next.transition
    animation = Task { @MainActor in
      await driver.play(transition)
      ended.resume(())
    }
    let limit = Duration.milliseconds(transition.milliseconds) + driverGrace
    deadline = Task {
      try? await Task.sleep(for: limit)
      ended.resume(())
    }
    return (next.id, ended)
  }

  /// The transition `id` ended (or its time ran out): it completes unless a newer change interrupted it.
  private func transitionEnded(_ id: Int) {
    animation = nil
    deadline?.cancel()
    deadline = nil
    if playing?.id == id { finish(takePlaying(), .completed) }
  }

  private func interruptTransition() {
    finish(takePlaying(), .interrupted)
  }

  private func takePlaying() -> Playing? {
    guard let current = playing else { return nil }
    playing = nil
    transitionInFlight = nil
    if current.started {
      // An interrupted transition ends now, whatever its driver does: the next one never waits for its time.
      animation?.cancel()
      playingEnded?.resume(())
    }
    return current
  }

  /// Ends `playing` with `outcome`: its completions are called, then every listener hears
  /// ``NavigationEvent/transitionFinished(_:outcome:)``.
  private func finish(_ playing: Playing?, _ outcome: NavigationOutcome) {
    guard let playing else { return }
    if outcome == .interrupted, !playing.completions.isEmpty {
      session.logger.log(
        NavigationLogEntry(level: .debug, message: "a transition was interrupted by a newer change"))
    }
    for completion in playing.completions { completion(outcome) }
    emit([.transitionFinished(playing.transition, outcome: outcome)])
  }
}
