/// Why a link or in-app path did not open a screen. The app shows Today with `userMessage` and logs ``description``.
///
/// Input echoed in an error is truncated (to about 100 characters) so a hostile link cannot flood a log.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The link is the empty string.
  case empty
  /// The link is longer than 2,048 UTF-8 bytes.
  case tooLong(length: Int)
  /// A scheme other than the app's link schemes or `https` (the scheme as written, lowercased).
  case unsupportedScheme(String)
  /// An `https` link whose authority is none of the app's universal-link hosts exactly (with user info or a port
  /// it is never accepted); `accepted` lists the hosts that are.
  case unknownHost(String, accepted: [String])
  /// The link is not shaped like `scheme://path` or `https://host/path`.
  case malformed(String)
  /// A byte not allowed at that UTF-8 offset (control, space, backslash, non-ASCII, a decoded `/`...).
  case invalidCharacter(offset: Int)
  /// A `%` not followed by two hex digits, or an escape decoding to invalid UTF-8.
  case invalidPercentEncoding(segment: String)
  /// Two slashes in a row inside the path.
  case emptySegment
  /// A `.` or `..` segment, also when percent-encoded.
  case dotSegment
  /// No registered pattern matches the path.
  case noMatchingRoute(path: String)
  /// A segment matched a typed parameter's shape but is not a valid value of that kind.
  case invalidParameter(name: String, value: String, kind: ParameterKind)
  /// A `day` parameter after today.
  /// A value that is none of the values its parameter or query item takes (an enum field's cases).
  case notACase(name: String, value: String, cases: [String])
  case futureDay(Day)
  /// A `day` parameter before the app's earliest supported day.
  case dayBeforeEarliest(Day, earliest: Day)
  /// The route exists but may not be opened by this kind of link.
  case notExposed(RouteID)
  /// The route's own validator refused the parameters.
  case validationFailed(route: RouteID, message: LocalizedText)

  /// A technical explanation for logs.
  public var description: String {
    switch self {
    case .empty: "Empty link."
    case .tooLong(let length): "Link is \(length) bytes long; the limit is \(DeepLinkResolver.maximumLength)."
    case .unsupportedScheme(let scheme): "Unsupported scheme '\(Self.clip(scheme))'."
    case .unknownHost(let host, let accepted) where accepted.isEmpty:
      "Unknown host '\(Self.clip(host))'; the app accepts no universal links."
    case .unknownHost(let host, let accepted):
      "Unknown host '\(Self.clip(host))'; accepted: \(Self.clip(accepted.joined(separator: ", ")))."
    case .malformed(let reason): "Malformed link: \(Self.clip(reason))."
    case .invalidCharacter(let offset): "Invalid character at byte offset \(offset)."
    case .invalidPercentEncoding(let segment): "Invalid percent-encoding in segment '\(Self.clip(segment))'."
    case .emptySegment: "Empty path segment."
    case .dotSegment: "A '.' or '..' path segment."
    case .noMatchingRoute(let path): "No route matches the path '\(Self.clip(path))'."
    case .invalidParameter(let name, let value, let kind):
      "'\(Self.clip(value))' is not a valid \(kind.rawValue) for the parameter '\(Self.clip(name))'."
    case .notACase(let name, let value, let cases):
      "'\(Self.clip(value))' is not one of \(Self.clip(cases.joined(separator: ", "))) for '\(Self.clip(name))'."
    case .futureDay(let day): "The day \(day) is in the future."
    case .dayBeforeEarliest(let day, let earliest): "The day \(day) is before the earliest day \(earliest)."
    case .notExposed(let route): "The route \(route) is not exposed to this kind of link."
    case .validationFailed(let route, let message):
      "The route \(route) refused the link: \(Self.clip(message.english))"
    }
  }

  /// A short, friendly text for a toast, kept as its key so it is worded in the language it is shown in: the
  /// core's, or the key a route's validator kept.
  @_spi(Fuzzing) public var userMessage: LocalizedText {
    switch self {
    case .futureDay: LocalizedText("toast.link.futureDay")
    case .dayBeforeEarliest: LocalizedText("toast.link.tooLongAgo")
    case .noMatchingRoute, .notExposed: LocalizedText("toast.link.notFound")
    case .validationFailed(_, let message): message
    default: LocalizedText("toast.linkFailed")
    }
  }

  private static func clip(_ text: String) -> String {
    text.count <= 100 ? text : text.prefix(100) + "…"
  }
}
