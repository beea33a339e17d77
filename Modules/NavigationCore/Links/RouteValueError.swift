/// Why a ``RouteValue`` could not be read from a path or screen, or printed as a path.
public enum RouteValueError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The value type's own ``RouteValue/pattern`` does not parse: a programming error of the feature.
  case invalidPattern(route: RouteID, RoutePatternError)
  /// The screen shows another route than the value type's.
  case otherRoute(expected: RouteID, found: RouteID)
  /// The path does not open the value type's route.
  case unresolved(route: RouteID, DeepLinkError)
  /// The pattern has no parameter (or the link no query item) of that name.
  case missingValue(name: String)
  /// The text given for `name` is not a value of the type read: a `{n:int}` parameter read as a `Day`, say.
  case invalidValue(name: String, value: String, kind: ParameterKind)
  /// A written value cannot be printed in a path (an empty string, a negative integer, a missing parameter).
  case unprintable(route: RouteID, RoutePatternError)
  /// A property of the value type holds what no route can (a nested value, a `Bool`, an array), or is
  /// neither a parameter of the pattern nor a query key: a programming error of the feature, which
  /// registration reports first.
  case unsupportedField(name: String, reason: String)
  /// The value type's own `init(from:)` failed for another reason than a missing or invalid field.
  case undecodable(route: RouteID, message: String)

  /// The explanation as a key of the core's table and its arguments, echoing at most about 100 characters
  /// of input (200 of a value type's own message).
  package var text: LocalizedText {
    switch self {
    case .invalidPattern(let route, let error): LocalizedText("routeValue.invalidPattern", "\(route)", "\(error)")
    case .otherRoute(let expected, let found): LocalizedText("routeValue.otherRoute", "\(found)", "\(expected)")
    case .unresolved(let route, let error): LocalizedText("routeValue.unresolved", "\(route)", "\(error)")
    case .missingValue(let name): LocalizedText("routeValue.missingValue", String(name.prefix(100)))
    case .invalidValue(let name, let value, let kind):
      LocalizedText("routeValue.invalidValue", String(value.prefix(100)), String(name.prefix(100)), kind.rawValue)
    case .unprintable(let route, let error): LocalizedText("routeValue.unprintable", "\(route)", "\(error)")
    case .unsupportedField(let name, let reason):
      LocalizedText("routeValue.unsupportedField", String(name.prefix(100)), reason)
    case .undecodable(let route, let message):
      LocalizedText("routeValue.undecodable", "\(route)", String(message.prefix(200)))
    }
  }

  /// A human explanation in English, echoing at most about 100 characters of input.
  public var description: String { text.english }
}
