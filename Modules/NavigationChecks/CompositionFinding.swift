public import NavigationCore

/// One thing `composer validate` reports about a composition: what is wrong, whose it is, and how to fix it.
public struct CompositionFinding: Hashable, Sendable, Encodable, CustomStringConvertible {
  /// How bad a finding is. Every finding fails validation; a warning names a design smell rather than a bug.
  public enum Severity: String, Hashable, Sendable, Encodable {
    case error
    case warning
  }

  public var severity: Severity
  /// The check that found it, in kebab case: `ambiguous-patterns`, `reachability`, `round-trip`, ...
  public var check: String
  /// The modules involved, in composition order: both owners for a conflict.
  public var modules: [String]
  public var routes: [RouteID]
  public var message: String
  /// What to change, in one sentence.
  public var fix: String

  public init(
    severity: Severity, check: String, modules: [String], routes: [RouteID], message: String, fix: String
  ) {
    self.severity = severity
    self.check = check
    self.modules = modules
    self.routes = routes
    self.message = message
    self.fix = fix
  }

  /// `error [check] modules: message` (`error [check]: message` when it names no module), then `  fix: ...`
  /// on a line of its own, as `composer validate` prints it. Every part may echo stored text (a baseline's
  /// routes and links): control characters are escaped, so no part can start a line of its own.
  public var description: String {
    let modules = modules.isEmpty ? "" : " " + modules.joined(separator: ", ").escapedForLog
    return
      "\(severity.rawValue) [\(check.escapedForLog)]\(modules): \(message.escapedForLog)\n  fix: \(fix.escapedForLog)"
  }
}
