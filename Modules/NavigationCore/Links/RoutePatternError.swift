/// Why a pattern text could not be parsed, or why a path could not be printed from parameters.
public enum RoutePatternError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The pattern text is empty.
  case empty
  /// The pattern starts with `/`; patterns are written without one (`history/{date:day}`).
  case leadingSlash
  /// Two slashes in a row, or a trailing slash.
  case emptySegment
  /// A literal segment with a character outside RFC 3986 `unreserved`, or a `.`/`..` segment.
  case invalidLiteral(String)
  /// A `{...}` segment that is not `{name:kind}` with an identifier name.
  case invalidParameter(String)
  /// A parameter kind other than `day`, `uuid`, `int`, `string` or `bool`.
  case unknownKind(String)
  /// A list of values (`{unit:string=kcal|kj}`) on a kind other than `string` or `int`, or with a value that is
  /// empty, not canonical for its kind, not RFC 3986 unreserved, or listed twice.
  case invalidChoices(String)
  /// Two parameters with one name.
  case duplicateParameter(String)
  /// More than one `*` in one pattern.
  case multipleWildcards
  /// `RoutePattern.path(for:)` was given no value for a parameter.
  case missingValue(name: String)
  /// `RoutePattern.path(for:)` was given a value that is not canonical for the parameter's kind.
  case invalidValue(name: String, value: String, kind: ParameterKind)

  /// A human explanation, echoing at most about 100 characters of input.
  public var description: String {
    switch self {
    case .empty: "The route pattern is empty."
    case .leadingSlash: "A route pattern is written without a leading slash."
    case .emptySegment: "The route pattern has an empty segment (two slashes in a row or a trailing slash)."
    case .invalidLiteral(let text): "'\(text.prefix(100))' is not a valid literal segment (letters, digits, - . _ ~)."
    case .invalidParameter(let text): "'\(text.prefix(100))' is not a parameter of the form {name:kind}."
    case .unknownKind(let kind): "'\(kind.prefix(100))' is not a parameter kind (day, uuid, int, string, bool)."
    case .invalidChoices(let text):
      "'\(text.prefix(100))' does not list the values of a string or int parameter ({name:kind=a|b}: each canonical, "
        + "letters, digits, - . _ ~, none twice)."
    case .duplicateParameter(let name): "The parameter '\(name)' appears more than once."
    case .multipleWildcards: "A route pattern may contain at most one '*'."
    case .missingValue(let name): "No value for the parameter '\(name)'."
    case .invalidValue(let name, let value, let kind):
      "'\(value.prefix(100))' is not a canonical \(kind.rawValue) for the parameter '\(name)'."
    }
  }
}
