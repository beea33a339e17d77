import Foundation

/// Writes entries at or above a level to standard error, one line each: `[warning] deep link failed: …`.
public struct PrintLogger: NavigationLogger {
  public var minimumLevel: NavigationLogEntry.Level

  public init(minimumLevel: NavigationLogEntry.Level = .info) {
    self.minimumLevel = minimumLevel
  }

  public func logs(_ level: NavigationLogEntry.Level) -> Bool { level >= minimumLevel }

  public func log(_ entry: NavigationLogEntry) {
    guard logs(entry.level) else { return }
    FileHandle.standardError.write(Data((entry.description + "\n").utf8))
  }
}
