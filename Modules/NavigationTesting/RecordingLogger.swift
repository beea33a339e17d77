import Foundation
public import NavigationCore

/// A logger that keeps every entry, for tests to assert on what was logged.
public final class RecordingLogger: NavigationLogger, @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [NavigationLogEntry] = []

  public init() {}

  public func log(_ entry: NavigationLogEntry) {
    lock.withLock { recorded.append(entry) }
  }

  /// Every entry, oldest first.
  public var entries: [NavigationLogEntry] { lock.withLock { recorded } }

  /// The entries at `level` or above.
  public func entries(atLeast level: NavigationLogEntry.Level) -> [NavigationLogEntry] {
    entries.filter { $0.level >= level }
  }
}
