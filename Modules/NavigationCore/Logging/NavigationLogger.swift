/// Where the coordinator reports what went wrong (and, at lower levels, what happened): failed links,
/// why a launch started fresh, store errors, inconsistent stacks.
///
/// The app passes its logging system; the composer passes a ``PrintLogger``; tests pass a recording
/// logger from NavigationTesting.
///
/// ```swift
/// struct OSLogger: NavigationLogger {
///   func log(_ entry: NavigationLogEntry) { logger.log(level: entry.level.osLogType, "\(entry.message)") }
/// }
/// ```
public protocol NavigationLogger: Sendable {
  func log(_ entry: NavigationLogEntry)
  /// Whether entries at `level` are kept: the session builds no entry for a level the logger drops. All by
  /// default.
  func logs(_ level: NavigationLogEntry.Level) -> Bool
}

extension NavigationLogger {
  public func logs(_ level: NavigationLogEntry.Level) -> Bool { true }
}

/// One log line: a level, a human message and, when it came from one, the event.
public struct NavigationLogEntry: Hashable, Sendable, CustomStringConvertible {
  /// How much a reader should care, lowest first.
  public enum Level: Int, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Routine changes: navigated, announced, collapsed duplicates.
    case debug
    /// Decisions worth knowing: restored, fresh start and why, blocked, deferred.
    case info
    /// Input or data the app had to work around: a failed link, a cut stack.
    case warning
    /// Something broke: the store failed, the state was inconsistent.
    case error

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
      switch self {
      case .debug: "debug"
      case .info: "info"
      case .warning: "warning"
      case .error: "error"
      }
    }
  }

  package var level: Level
  /// Human text; outside input in it is already truncated. For an event's entry it is the event's
  /// description, built only when read, so a logger that drops an entry never builds its text.
  package var message: String {
    get {
      if let text { return text }
      let described = event?.description ?? ""
      return context.map { "\($0): \(described)" } ?? described
    }
    set { text = newValue }
  }
  package var event: NavigationEvent?
  /// Put before the event's text (the journey line it came from), without building that text early.
  package var context: String?
  private var text: String?

  package init(level: Level, message: String, event: NavigationEvent? = nil) {
    self.level = level
    self.text = message
    self.event = event
  }

  /// The entry for an event, at the level its kind deserves; `context` goes before its text.
  package init(event: NavigationEvent, context: String? = nil) {
    self.level = Self.level(of: event)
    self.event = event
    self.context = context
  }

  /// The level an event's entry has.
  package static func level(of event: NavigationEvent) -> Level {
    switch event {
    case .navigated, .announcement, .scrollToTop, .saved, .ignored, .feature, .dataChanged, .pendingLinkApplied,
      .collapsed, .transitionFinished:
      .debug
    case .blocked, .confirmationRequested, .deferred, .restored, .reset, .redirected: .info
    case .deepLinkFailed, .truncated: .warning
    case .saveFailed: .error
    }
  }

  public var description: String { "[\(level)] \(message)" }

  /// Entries are equal when they read the same: level, message and event.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.level == rhs.level && lhs.event == rhs.event && lhs.message == rhs.message
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(level)
    hasher.combine(message)
    hasher.combine(event)
  }
}

/// A logger that drops everything: the coordinator's default when none is given.
public struct SilentLogger: NavigationLogger {
  public init() {}
  public func log(_ entry: NavigationLogEntry) {}
  public func logs(_ level: NavigationLogEntry.Level) -> Bool { false }
}
