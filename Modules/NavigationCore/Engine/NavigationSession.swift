package import Foundation

/// The one runtime: where an input becomes a state change and its side effects.
///
/// A session owns the state, the engine (with its clock and data), the store, the logger, the bounded
/// event history, the collapse rule, the save policy and the announcement and focus bookkeeping. It is
/// synchronous and plays no animation: ``NavigationCoordinator`` wraps it for an app's UI (main actor,
/// observation, transitions), and the journey runner and the composer wrap it for tests and the terminal,
/// so what a journey shows is what the app does.
///
/// Per input, in this order:
/// 1. **Collapse.** A request or key command identical to the last accepted input (nothing else in
///    between), arriving less than `collapseWindow` after it in the engine's clock, is a repeated
///    activation of one control (a double tap on a link, a tab or Back) and changes nothing: the outcome is
///    ``NavigationOutcome/collapsed``. Ten rapid taps end in the state of one.
///    Under a journey's fake clock, steps at the same instant are rapid. Requests that name their target
///    explicitly (`NavigationRequest.isCollapsible`) never collapse.
/// 2. **Reduce.** The engine decides.
/// 3. **Save.** A snapshot the engine asks for goes to the store; a failure is logged and reported as
///    ``NavigationEvent/saveFailed(reason:)``.
/// 4. **Record.** Announcement, focus and transition are kept, every event is logged and kept in `history`.
///
/// A state handed in from outside (`adopt(_:)`) goes through the one admission
/// (`NavigationEngine.admission(of:)`) when it is handed in, as a saved state does at launch: what it cannot
/// admit is repaired by the admission's rules, each with a `truncated` event. States the engine produces need
/// no check, so no input's work grows with the depth of the stacks.
///
/// Beside the events, a flight recorder observes the session: it is told of each input (and launch)
/// before it applies and of its result after, and keeps the last inputs (at most
/// ``NavigationLimits/recordedInputs``) with their times and the app data's answers they relied on, and the
/// whole session at the start of that window: `navigationReport(privacy:)` writes them as a journey that
/// reproduces the current state.
public struct NavigationSession: Sendable {
  /// The state the UI renders.
  public private(set) var state: NavigationState
  /// What VoiceOver announced last, in the registry's language.
  package private(set) var announcement: String?
  /// ``announcement`` as what it names, so a report's start keeps it in a form a replay words again.
  private var announced: KeptAnnouncement?
  /// Where accessibility focus went last.
  package private(set) var focus: FocusTarget?
  /// ``focus`` as VoiceOver reads it, in the registry's language (what journeys and reports print).
  package var focusLabel: String? { focus.map { engine.label(of: $0, in: state) } }
  /// The transition of the last change that moved a screen.
  package private(set) var lastTransition: ScreenTransition?
  /// Recent events with their times, oldest first.
  package private(set) var history: NavigationHistory
  package let engine: NavigationEngine
  /// Identical requests closer together than this collapse into the first.
  package let collapseWindow: Duration
  /// Where snapshots go on background, termination and force-quit, and where a launch reads them.
  package let store: (any NavigationStateStore)?
  package let logger: any NavigationLogger
  /// Put before every log message (the journey runner sets it to the journey line).
  package var logContext: String?

  /// The last accepted input and when it was accepted; nil before the first since launch. A repeat of it inside
  /// ``collapseWindow`` collapses into it.
  private var lastAccepted: (input: NavigationInput, at: Date)?
  /// ``collapseWindow`` in whole milliseconds, converted once (a `Duration`'s components take a 128-bit
  /// division): the collapse compares integers, as a report's replay measures them.
  private let collapseMilliseconds: Int64
  private var launchedOnce = false
  /// The flight recorder observing the session (off with `recordingCapacity: 0`).
  private var recorder: NavigationRecorder

  /// A session on a fresh state; call ``launch()`` to restore from `store`.
  public init(
    engine: NavigationEngine,
    store: (any NavigationStateStore)? = nil,
    logger: any NavigationLogger = SilentLogger(),
    historyCapacity: Int = 200,
    collapseWindow: Duration = .milliseconds(250),
    recordingCapacity: Int = NavigationLimits.recordedInputs
  ) {
    var engine = engine
    let state = engine.freshState()
    recorder = NavigationRecorder(
      capacity: recordingCapacity, engine: &engine,
      start: SessionStart(at: engine.environment.now(), state: state, launched: false))
    self.engine = engine
    self.store = store
    self.logger = logger
    self.collapseWindow = collapseWindow
    collapseMilliseconds = WholeMilliseconds.duration(collapseWindow.timeInterval)
    history = NavigationHistory(capacity: max(1, historyCapacity))
    self.state = state
  }

  /// Now, in the engine's clock.
  package var now: Date { engine.environment.now() }

  // MARK: - Launch

  /// Starts the app from what the store holds: restored when the saved state still applies, otherwise
  /// fresh on the default tab, with why logged either way. The announcement and focus go to the first
  /// screen.
  @discardableResult
  public mutating func launch() -> LaunchResult {
    let saved = store?.loadResult() ?? .success(nil)
    if case .failure(let error) = saved {
      log(.warning, "the saved state could not be read: \(error)")
    }
    let now = self.now
    offerRecorderSession(at: now)
    recorder.willLaunch(reading: saved, at: now)
    let launched = engine.launch(from: saved)
    recorder.didApply(nil)
    launchedOnce = true
    lastAccepted = nil
    lastTransition = nil
    state = launched.state
    let top = engine.topScreen(of: state)
    announced = KeptAnnouncement(screen: top.path)
    announcement = announced.map { engine.words(of: $0, in: state) }
    focus = .screen(path: top.path)
    record(launched.events)
    return launched
  }

  /// Whether the app has launched and has not been terminated or force-quit since.
  package var isRunning: Bool { launchedOnce && state.phase != .notRunning }

  // MARK: - Input

  /// Applies one input: collapse, reduce, save, record. With `animated` false, a change it makes
  /// shows without animation (`ScreenTransition.unanimated`); the recording keeps the input alone, so a
  /// report's replay of it animates.
  @discardableResult
  public mutating func send(_ input: NavigationInput, animated: Bool = true) -> NavigationResult {
    let now = self.now
    offerRecorderSession(at: now)
    recorder.willSend(input, at: now)
    if collapses(input, at: now) {
      let result = NavigationResult(outcome: .collapsed, events: [.collapsed(request: input.description)])
      record(result.events)
      return result
    }
    var result = engine.reduce(&state, input, animated: animated)
    recorder.didApply(result.outcome)
    saveAndRecord(&result)
    if let unregistered = result.unregistered { log(.error, unregistered.description) }
    return consume result
  }

  /// Steps 3 and 4 for a reduced input: the snapshot it asks for is saved, its announcement, focus and
  /// transition are kept, and its events are recorded.
  private mutating func saveAndRecord(_ result: inout NavigationResult) {
    if let snapshot = result.snapshot { result.events += save(snapshot) }
    // An input that announces nothing, or moves no focus, keeps the last announcement and focus.
    if result.announcement != nil {
      announcement = result.announcement
      announced = result.announced
    }
    if result.focus != nil { focus = result.focus }
    if let transition = result.transition { lastTransition = transition }
    record(result.events)
  }

  /// Replaces the state with one from outside (a hand-over, a test), through the one admission
  /// (`NavigationEngine.admission(of:)`): a state it admits whole is taken as it is, any other is repaired by
  /// its rules (what a launch would restore of it), each repair logged as a `truncated` event.
  package mutating func adopt(_ newState: NavigationState) {
    let admission = engine.admission(of: AdmissionCandidate(newState))
    state = admission.problems.isEmpty ? newState : admission.state
    state.recountBudget()
    if !admission.problems.isEmpty {
      log(.error, "a state handed in was repaired: " + admission.problems.map(\.description).joined(separator: "; "))
    }
    record(admission.events)
    // Focus stays only where something is still shown; else it goes to the screen on top.
    if let focus, engine.focusProblem(.target(focus), in: state) != nil {
      self.focus = .screen(path: engine.topScreen(of: state).path)
    }
    // A state from outside is where a replay has to start.
    if recorder.isOn {
      let start = sessionStart(at: now)
      recorder.restart(at: start)
    }
  }

  // MARK: - Navigation report

  /// The navigation report of the recent inputs: a journey that `composer simulate` runs as it is and that
  /// ends in the state the session is in now (see the DocC article "Reproducing a navigation bug").
  ///
  /// It holds the clock and time zone, the session at the start of the recording window, what the store
  /// held when a launch in the window read it, the window's inputs with the time between them, the app
  /// data's answers they relied on as `data` steps, and `expect` steps for the current state. By default the
  /// user's own text is replaced by placeholders (``ReportPrivacy/redacted``); an app with the user's consent
  /// may pass ``ReportPrivacy/full``. Empty when the recording is off (`recordingCapacity: 0`).
  package func navigationReport(privacy: ReportPrivacy = .redacted) -> String {
    guard recorder.isOn else { return "" }
    return NavigationReport.text(
      of: recorder.recording,
      ending: NavigationReport.Ending(
        state: state, announcement: announcement, focus: focusLabel, transition: lastTransition),
      engine: engine, privacy: privacy)
  }

  /// Continues from a report's starting point: the state, the accessibility outputs and the collapse
  /// bookkeeping of `start`, which also starts the recording window, so the replay's report is the report.
  package mutating func resume(from start: SessionStart) {
    state = start.state
    // A state handed in is counted against the budget as it is, as `adopt` does: a replay refuses what the
    // recorded app refused.
    state.recountBudget()
    // Kept as what it names, the starting announcement is worded in the replay's language.
    announced = start.announced
    announcement = announced.map { engine.words(of: $0, in: state) }
    focus = start.focus?.target(
      floatingButton: engine.registry.app.floatingButton?.label.english, screen: engine.topScreen(of: state).path)
    lastTransition = start.transition
    if let input = start.lastInput, let at = start.lastAcceptedAt {
      lastAccepted = (input, at)
    } else {
      lastAccepted = nil
    }
    launchedOnce = start.launched
    recorder.restart(at: start)
  }

  /// The session as it is now, as the start of a recording window.
  private func sessionStart(at date: Date) -> SessionStart {
    SessionStart(
      at: date, state: state, announced: announced, focus: focus.map(SavedFocus.target),
      transition: lastTransition,
      lastInput: lastAccepted?.input, lastAcceptedAt: lastAccepted?.at, launched: launchedOnce)
  }

  /// Hands the recorder the session as it is when it asks for it: a new window half starts at the next
  /// step, and only then does the recorder need to know where the session stood.
  private mutating func offerRecorderSession(at date: Date) {
    guard recorder.needsSession else { return }
    let start = sessionStart(at: date)
    recorder.beginHalf(at: start)
  }

  // MARK: - Collapse, save, record

  /// Whether `input` repeats the last accepted input, with nothing else in between, inside the window
  /// measured from that accepted one.
  private mutating func collapses(_ input: NavigationInput, at now: Date) -> Bool {
    if input.isCollapsible, let lastAccepted, lastAccepted.input == input {
      // Whole milliseconds, as integers: five waits of 50 ms are 250 ms, never a float's 249.99999.
      if let nowMilliseconds = WholeMilliseconds.of(now), let thenMilliseconds = WholeMilliseconds.of(lastAccepted.at),
        case (let elapsed, false) = nowMilliseconds.subtractingReportingOverflow(thenMilliseconds),
        elapsed >= 0, elapsed < collapseMilliseconds
      {
        return true
      }
    }
    lastAccepted = (input, now)
    return false
  }

  private func save(_ snapshot: NavigationSnapshot) -> [NavigationEvent] {
    guard let store else { return [] }
    let bytes: Data
    do { bytes = try snapshot.encoded() } catch {
      // A snapshot that cannot be encoded reaches no store and leaves it untouched: what it holds stays.
      return [.saveFailed(reason: "\(error); the state saved before is kept")]
    }
    do {
      try store.write(bytes)
      return [.saved(bytes: bytes.count)]
    } catch {
      // What the store still holds is older than the state the user left: a relaunch must not restore it as
      // if it were current, so it goes, and the next launch starts fresh. Logged as an error through the
      // event, like every event.
      do {
        try store.clear()
        return [.saveFailed(reason: "\(error); the older saved state was removed")]
      } catch let clearing {
        return [.saveFailed(reason: "\(error); the older saved state could not be removed either (\(clearing))")]
      }
    }
  }

  private mutating func record(_ events: [NavigationEvent]) {
    let now = self.now
    history.append(events, at: now)
    // No entry is built for a level the logger drops.
    for index in events.indices where logger.logs(NavigationLogEntry.level(of: events[index])) {
      logger.log(NavigationLogEntry(event: events[index], context: logContext))
    }
  }

  private func log(_ level: NavigationLogEntry.Level, _ message: String) {
    logger.log(NavigationLogEntry(level: level, message: logContext.map { "\($0): \(message)" } ?? message))
  }
}

extension NavigationInput {
  /// Whether a rapid repeat of this input is a repeated activation of one control, collapsed by the
  /// session: requests (but not those naming an explicit target, see ``NavigationRequest/isCollapsible``)
  /// and key commands. Chrome inputs, alert buttons, edits and the lifecycle never collapse.
  package var isCollapsible: Bool {
    switch self {
    case .request(let request): request.isCollapsible
    case .key: true
    default: false
    }
  }
}

extension NavigationRequest {
  /// Whether a rapid repeat is a second activation of the same control. Every request a control sends is;
  /// ``popTo(depth:)`` names its target explicitly (a long press on Back picking a screen) and never
  /// collapses.
  package var isCollapsible: Bool {
    switch self {
    case .selectTab, .show, .route, .replace, .back, .swipeBack, .popToRoot, .dismiss, .dismissAll, .openLink,
      .floatingButton, .recover, .save, .cancel:
      true
    case .popTo:
      false
    }
  }
}

extension Duration {
  /// The duration in seconds, for comparing with `Date` intervals.
  var timeInterval: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
