#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes entries at or above a level to standard error, one line each: `[warning] deep link failed: …`.
/// A line that cannot be written (standard error closed or full) is dropped: a logger has nowhere else to
/// report it, and logging never stops the app.
public struct PrintLogger: NavigationLogger {
  package var minimumLevel: NavigationLogEntry.Level

  public init(minimumLevel: NavigationLogEntry.Level = .info) {
    self.minimumLevel = minimumLevel
  }

  public func logs(_ level: NavigationLogEntry.Level) -> Bool { level >= minimumLevel }

  public func log(_ entry: NavigationLogEntry) {
    guard logs(entry.level) else { return }
    _ = FileDescriptorIO.writeAll(entry.description + "\n", to: STDERR_FILENO)
  }
}
