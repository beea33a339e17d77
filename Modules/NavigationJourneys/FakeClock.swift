public import Foundation

/// A clock that moves only when told: journeys and tests fix "now" and skip 30 minutes in no time.
public final class FakeClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current: Date

  public init(now: Date) {
    current = now
  }

  public var now: Date {
    lock.withLock { current }
  }

  public func advance(by seconds: TimeInterval) {
    lock.withLock { current += seconds }
  }

  public func set(_ date: Date) {
    lock.withLock { current = date }
  }

  /// A `now` closure for ``NavigationCore/NavigationEnvironment``.
  public var nowProvider: @Sendable () -> Date {
    { [self] in now }
  }
}
