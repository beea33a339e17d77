import Foundation

/// How long the app was away, by the one rule a launch (since the snapshot was saved) and a foreground
/// (since the app went to the background) both follow.
enum Absence: Equatable {
  /// Within the background timeout (exactly the timeout included): the state comes back.
  case within(TimeInterval)
  /// Longer than the timeout: a fresh start.
  case tooLong(TimeInterval)
  /// The clock reads earlier than when the app left, by any amount, or reads no time at all: how long
  /// the app was away is unknowable, so stale state is not trusted and the app starts fresh.
  case clockMovedBack

  /// The one rule for "was the app away too long": `then` is when the state was saved or the app went to
  /// the background; `timeout` is the background timeout.
  ///
  /// Measured in whole milliseconds (``WholeMilliseconds``), as integers: the precision a snapshot keeps its
  /// `savedAt` in, so a launch at the instant of a save is no time later, never a clock that moved back, and
  /// a navigation report's replay, whose clock is kept in milliseconds too, measures the same absence.
  init(since then: Date, now: Date, timeout: TimeInterval) {
    guard let nowMilliseconds = WholeMilliseconds.of(now), let thenMilliseconds = WholeMilliseconds.of(then),
      case (let milliseconds, false) = nowMilliseconds.subtractingReportingOverflow(thenMilliseconds),
      milliseconds >= 0
    else {
      self = .clockMovedBack
      return
    }
    let seconds = Double(milliseconds) / 1000
    self = milliseconds > WholeMilliseconds.duration(timeout) ? .tooLong(seconds) : .within(seconds)
  }
}
