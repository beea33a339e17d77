package import Foundation

/// What a session tells its recorder, in order: a step about to be applied, the step's end, and a state
/// handed in from outside.
package enum SessionObservation {
  /// A launch that read `saved` from the store is about to run.
  case launching(saved: Result<NavigationSnapshot?, SnapshotError>)
  /// `input` is about to be applied (collapsed or reduced).
  case sending(NavigationInput)
  /// The step just announced was applied, with `outcome` (nil for a launch); not sent for a collapsed
  /// input, which read nothing.
  case applied(NavigationOutcome?)
  /// The session now starts at `start`, a state from outside (``NavigationSession/adopt(_:)``, a report's
  /// start): the window starts again there.
  case restarted(SessionStart)
}

/// The flight recorder: it observes a session (each input, the app data's answers it relied on, its result)
/// and keeps the ``NavigationRecording`` a navigation report is written from. The session only tells it
/// what happens (``SessionObservation``); what is kept, and when a window half starts, is the recorder's.
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

  /// Notes `observation`, made at `date`; `session` is the session as it is, asked for only when the
  /// recorder keeps it (a new window half).
  package mutating func observe(
    _ observation: SessionObservation, at date: Date, session: (Date) -> SessionStart
  ) {
    switch observation {
    case .launching(let saved):
      let stored: NavigationRecording.StoredAtLaunch
      switch saved {
      case .success(.none): stored = .empty
      case .success(.some(let snapshot)): stored = .snapshot(snapshot)
      case .failure: stored = .unreadable
      }
      append(.launch(stored), at: date, session: session)
    case .sending(let input):
      append(.input(input), at: date, session: session)
    case .applied(let outcome):
      let answers = data.take()
      if !answers.isEmpty { recording.attach(answers) }
      if case .badArgument = outcome { recording.markNewestRejected() }
    case .restarted(let start):
      recording.restart(at: start)
    }
  }

  /// Records `step`, first starting a new half of the window from the session as it is when the newer
  /// half is full.
  private mutating func append(_ step: NavigationRecording.Step, at date: Date, session: (Date) -> SessionStart) {
    if recording.needsNewHalf { recording.beginHalf(at: session(date)) }
    recording.append(step, at: date)
  }
}
