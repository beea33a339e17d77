package import Foundation

/// The one way the package turns an instant into whole milliseconds since 1970: what a snapshot's
/// `savedAt`, a navigation report's clock and waits, an absence and the collapse window are counted in, so
/// that they compare as integers and a replay, whose clock a report writes in milliseconds, measures exactly
/// what the app measured.
///
/// The instant is read to the nearest microsecond (a `Date` near today holds about a quarter of one, so a
/// sum of waits that a `Double` holds as 0.24999999 s is 250 ms) and then truncated to its millisecond,
/// never rounded up: 23:59:59.9996 is still that day.
package enum WholeMilliseconds {
  /// `date` in whole milliseconds since 1970; nil when it is not finite or beyond what an `Int64` holds.
  package static func of(_ date: Date) -> Int64? {
    let microseconds = (date.timeIntervalSince1970 * 1_000_000).rounded()
    guard microseconds.isFinite else { return nil }
    guard abs(microseconds) < 9.2e18, let whole = Int64(exactly: microseconds) else {
      // Past what an Int64 of microseconds holds (±292,000 years), where a `Date` is not precise to the
      // microsecond anyway: the milliseconds themselves, truncated.
      return Int64(exactly: (date.timeIntervalSince1970 * 1000).rounded(.down))
    }
    return whole >= 0 ? whole / 1000 : -((-whole + 999) / 1000)
  }

  /// The instant `milliseconds` after 1970.
  package static func date(_ milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// `seconds` in whole milliseconds, to the nearest (a duration, not an instant); clamped to what an
  /// `Int64` holds.
  package static func duration(_ seconds: TimeInterval) -> Int64 {
    let milliseconds = (seconds * 1000).rounded()
    guard milliseconds.isFinite else { return milliseconds > 0 ? .max : .min }
    return Int64(max(-9.0e18, min(9.0e18, milliseconds)))
  }
}
