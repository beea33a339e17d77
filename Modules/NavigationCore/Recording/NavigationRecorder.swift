package import Foundation

/// The flight recorder: it observes a session (each input, the app data's answers it relied on, its result)
/// and keeps the ``NavigationRecording`` a navigation report is written from. The session only tells it
/// what happens, in order: a step about to be applied (``willLaunch(reading:at:)``,
/// ``willSend(_:at:)``), that step's end (``didApply(_:)``), and a state handed in from outside
/// (``restart(at:)``); what is kept, and when a window half starts, is the recorder's.
package struct NavigationRecorder: Sendable {
  package private(set) var recording: NavigationRecording
  /// The engine's data source, which notes the answers a replay must give again; nil when not recording.
  private let data: RecordingDataSource?

  /// A recorder of at most `capacity` inputs, whose data source wraps `engine`'s (so that it hears every
  /// answer); with `capacity` 0 it records nothing, and the engine is left as it is.
  package init(capacity: Int, engine: inout NavigationEngine, start: SessionStart) {
    recording = NavigationRecording(capacity: capacity, start: start)
    guard recording.isOn else {
      data = nil
      return
    }
    let data = RecordingDataSource(base: engine.environment.data)
    engine.environment.data = data
    self.data = data
  }

  package var isOn: Bool { recording.isOn }

  /// Whether the next step starts a new window half at the session as it is: the session then hands
  /// itself in (``beginHalf(at:)``) before it tells the step. Asked per step: a step inside a half hands
  /// nothing in.
  package var needsSession: Bool { recording.isOn && recording.needsNewHalf }

  /// Starts a new window half at `start`, the session as it is (see ``needsSession``).
  package mutating func beginHalf(at start: SessionStart) {
    recording.beginHalf(at: start)
  }

  /// A launch that read `saved` from the store is about to run.
  package mutating func willLaunch(reading saved: Result<NavigationSnapshot?, SnapshotError>, at date: Date) {
    guard isOn else { return }
    let stored: NavigationRecording.StoredAtLaunch
    switch saved {
    case .success(.none): stored = .empty
    case .success(.some(let snapshot)): stored = .snapshot(snapshot)
    case .failure: stored = .unreadable
    }
    recording.append(.launch(stored), at: date)
  }

  /// `input` is about to be applied (collapsed or reduced).
  package mutating func willSend(_ input: NavigationInput, at date: Date) {
    guard isOn else { return }
    recording.append(.input(input), at: date)
  }

  /// The step just announced was applied, with `outcome` (nil for a launch): the app data's answers it read
  /// are kept, and an input refused as malformed is marked. Not called for a collapsed input, which read
  /// nothing.
  package mutating func didApply(_ outcome: NavigationOutcome?) {
    guard let data else { return }
    let answers = data.take()
    if !answers.isEmpty { recording.attach(answers) }
    if case .badArgument = outcome { recording.markNewestRejected() }
  }

  /// The session now starts at `start`, a state from outside (``NavigationSession/adopt(_:)``, a report's
  /// start): the window starts again there.
  package mutating func restart(at start: SessionStart) {
    guard isOn else { return }
    recording.restart(at: start)
  }
}
