/// Why a module's ``LinkRedirect`` cannot work, one fault a problem: each is worded whole by a key of the
/// core's table, so a translation words the whole sentence.
package enum RedirectFault: Hashable, Sendable {
  /// The old pattern does not parse; the pattern's error.
  case invalidPattern(String)
  /// The target route is not registered.
  case unknownTarget(RouteID)
  /// `parameters` renames a name the old pattern does not have.
  case unknownRename(String)
  /// Two parameters of the old pattern end up with this name.
  case duplicateName(String)
  /// No parameter of the old pattern supplies this parameter of the target.
  case missingParameter(String, route: RouteID)
  /// The old pattern supplies `parameter` as `kind`, but the target takes `expected`.
  case kindMismatch(String, kind: ParameterKind, route: RouteID, expected: ParameterKind)

  /// The problem as a key of the core's table; `pattern` is the redirect's old pattern.
  func text(pattern: String) -> LocalizedText {
    switch self {
    case .invalidPattern(let message):
      LocalizedText("registration.redirect.invalidPattern", pattern, message)
    case .unknownTarget(let route):
      LocalizedText("registration.redirect.unknownTarget", pattern, "\(route)")
    case .unknownRename(let name):
      LocalizedText("registration.redirect.unknownRename", pattern, name)
    case .duplicateName(let name):
      LocalizedText("registration.redirect.duplicateName", pattern, name)
    case .missingParameter(let name, let route):
      LocalizedText("registration.redirect.missingParameter", pattern, name, "\(route)")
    case .kindMismatch(let name, let kind, let route, let expected):
      LocalizedText("registration.redirect.kindMismatch", pattern, name, kind.rawValue, "\(route)", expected.rawValue)
    }
  }
}
