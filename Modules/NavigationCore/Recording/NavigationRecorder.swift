package import Foundation

/// The flight recorder: it observes a session (each input, the app data's answers it relied on, its result)
/// and keeps the ``NavigationRecording`` a navigation report is written from. The session only tells it
/// what happens, in order: a step about to be applied (``willLaunch(reading:at:session:)``,
/// ``willSend(_:at:session:)``), that step's end (``didApply(_:)``), and a state handed in from outside
/// (``restart(at:)``); what is kept, and when a window half starts, is the recorder's.
package struct NavigationRecorder: Sendable {
  package private(set) var recording: NavigationRecording
  /// The engine's data source, which notes the answers a replay must give again.
  private let data: RecordingDataSource

  /// A recorder of at most `capacity` inputs, whose data source wraps `engine`'s (so that it hears every
  /// answer); nil when `capacity` is 0, and the engine is left as it is.
  package init?(capacity: Int, engine: inout NavigationEngine, start: SessionStart) {
    guard capacity > 0 else { return nil }
    data = RecordingDataSource(base: engine.environment.data)
    engine.environment.data = data
    recording = NavigationRecording(capacity: capacity, start: start)
  }

  /// Whether the next step keeps the session as it is (a new window half starts there): only then does
  /// the session build it and hand it in.
  package var keepsSessionOnNextStep: Bool { recording.needsNewHalf }

  /// A launch that read `saved` from the store is about to run; `session` is the session as it is, when
  /// ``keepsSessionOnNextStep`` asked for it.
  package mutating func willLaunch(
    reading saved: Result<NavigationSnapshot?, SnapshotError>, at date: Date, session: SessionStart?
  ) {
    let stored: NavigationRecording.StoredAtLaunch
    switch saved {
    case .success(.none): stored = .empty
    case .success(.some(let snapshot)): stored = .snapshot(snapshot)
    case .failure: stored = .unreadable
    }
    append(.launch(stored), at: date, session: session)
  }

  /// `input` is about to be applied (collapsed or reduced); `session` as for a launch.
  package mutating func willSend(_ input: NavigationInput, at date: Date, session: SessionStart?) {
    append(.input(input), at: date, session: session)
  }

  /// The step just announced was applied, with `outcome` (nil for a launch): the app data's answers it read
  /// are kept, and an input refused as malformed is marked. Not called for a collapsed input, which read
  /// nothing.
  package mutating func didApply(_ outcome: NavigationOutcome?) {
    let answers = data.take()
    if !answers.isEmpty { recording.attach(answers) }
    if case .badArgument = outcome { recording.markNewestRejected() }
  }

  /// The session now starts at `start`, a state from outside (``NavigationSession/adopt(_:)``, a report's
  /// start): the window starts again there.
  package mutating func restart(at start: SessionStart) {
    recording.restart(at: start)
  }

  /// Records `step`, first starting a new half of the window from the session as it is when the newer
  /// half is full.
  private mutating func append(_ step: NavigationRecording.Step, at date: Date, session: SessionStart?) {
    if recording.needsNewHalf, let session { recording.beginHalf(at: session) }
    recording.append(step, at: date)
  }
}
