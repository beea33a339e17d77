public import Foundation

/// A clock that moves only when told: journeys and tests fix "now" and skip 30 minutes in no time.
public final class FakeClock: @unchecked Sendable {
  private let lock = NSLock()
  /// The instant it was set to, and the whole nanoseconds it has advanced since: time is summed as an
  /// integer, so fifty waits of 5 ms are 250 ms exactly, not a `Double`'s running sum.
  private var base: Date
  private var advanced: Int64 = 0

  public init(now: Date) {
    base = now
  }

  public var now: Date {
    lock.withLock { base + Double(advanced) / 1e9 }
  }

  /// Moves the clock `seconds` on, to the nearest nanosecond.
  public func advance(by seconds: TimeInterval) {
    let nanoseconds = (seconds * 1e9).rounded()
    lock.withLock {
      guard nanoseconds.isFinite, abs(nanoseconds) < 9.0e18,
        case (let sum, false) = advanced.addingReportingOverflow(Int64(nanoseconds))
      else {
        // Beyond what an Int64 of nanoseconds holds (about 292 years): start summing from here.
        base = base + Double(advanced) / 1e9 + seconds
        advanced = 0
        return
      }
      advanced = sum
    }
  }

  public func set(_ date: Date) {
    lock.withLock {
      base = date
      advanced = 0
    }
  }

  /// A `now` closure for `NavigationEnvironment`.
  public var nowProvider: @Sendable () -> Date {
    { [self] in now }
  }
}
