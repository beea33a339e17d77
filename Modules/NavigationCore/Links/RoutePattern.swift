/// A bidirectional path pattern such as `history/{date:day}/entry/{id:uuid}`: it matches paths and prints them.
///
/// Written without a leading slash; literals are RFC 3986 unreserved ASCII, stored lowercased; `*` matches any one
/// segment (captured as `"*"`), at most once per pattern. Precedence at each segment: literal, then a typed
/// parameter (`day`, `uuid`, `int`, `bool`), then `string`, then `*`.
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
  /// One segment of a pattern.
  package enum Segment: Hashable, Sendable {
    /// A fixed, lowercased segment, compared ASCII case-insensitively.
    case literal(String)
    /// A typed value captured under `name`.
    case parameter(name: String, kind: ParameterKind)
    /// Any one segment, captured under the name `"*"`.
    case wildcard
  }

  /// The segments, in order.
  package let segments: [Segment]
  /// The values a `string` or `int` parameter takes, by its name, as listed after `=` (`{unit:string=kcal|kj}`):
  /// the cases of a raw-value enum field. A link with any other value there is refused (`DeepLinkError.notACase`);
  /// a parameter without a list takes any value of its kind.
  package let choices: [String: [String]]
  /// How a path is printed: ``head`` (the text before the first value: slashes and literals, the leading slash
  /// included), then each value and the text after it. Made once from ``segments``; the fixed texts are kept as
  /// the bytes they print, so a path is written into one string, part after part (``absolutePath(canonical:)``).
  private let head: [UInt8]
  private let pieces: [Piece]
  /// The bytes a printed path takes besides its values.
  private let fixedLength: Int

  /// A value in a printed path and the text after it (up to the next value or the end; may be empty).
  private struct Piece: Hashable, Sendable {
    /// `"*"` for the wildcard.
    var name: String
    var kind: ParameterKind
    var text: [UInt8]
  }

  /// Parses a pattern; `{name}` without a kind means `{name:string}`.
  ///
  /// The text is read as UTF-8 bytes, split at each `/` (a parameter at its `:`). Every valid pattern is ASCII;
  /// a text with any other byte is refused, and its error reads the bytes as they are: a `/`, `{` or `:` that a
  /// combining mark (or another joining character) follows is still that byte.
  public init(_ text: String) throws(RoutePatternError) {
    guard !text.isEmpty else { throw .empty }
    guard text.utf8.first != UInt8(ascii: "/") else { throw .leadingSlash }
    let parts = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    var segments: [Segment] = []
    segments.reserveCapacity(parts.count)
    var names: Set<String> = []
    var choices: [String: [String]] = [:]
    var hasWildcard = false
    for bytes in parts {
      let part = Substring(bytes)
      guard !bytes.isEmpty else { throw .emptySegment }
      if part == "*" {
        guard !hasWildcard else { throw .multipleWildcards }
        hasWildcard = true
        segments.append(.wildcard)
      } else if bytes.first == UInt8(ascii: "{") {
        let (name, kind, values) = try Self.parseParameter(part)
        guard names.insert(name).inserted else { throw .duplicateParameter(name) }
        segments.append(.parameter(name: name, kind: kind))
        if let values { choices[name] = values }
      } else {
        guard part != ".", part != "..", bytes.allSatisfy(ParameterSyntax.isUnreserved) else {
          throw .invalidLiteral(String(part))
        }
        // ASCII-lowercased, as a link's literal is compared; most are written in lower case already.
        let isLowercase = bytes.allSatisfy { ParameterSyntax.lowercased($0) == $0 }
        segments.append(
          .literal(isLowercase ? String(part) : String(decoding: bytes.map(ParameterSyntax.lowercased), as: UTF8.self)))
      }
    }
    self.segments = segments
    self.choices = choices
    // The fixed texts around the values: before the first, between two, after the last.
    var texts: [[UInt8]] = [[]]
    var values: [(name: String, kind: ParameterKind)] = []
    for segment in segments {
      texts[texts.count - 1].append(UInt8(ascii: "/"))
      switch segment {
      case .literal(let literal): texts[texts.count - 1] += literal.utf8
      case .parameter(let name, let kind): values.append((name, kind))
      case .wildcard: values.append(("*", .string))
      }
      if values.count == texts.count { texts.append([]) }
    }
    head = texts[0]
    pieces = zip(values, texts.dropFirst()).map { value, text in Piece(name: value.name, kind: value.kind, text: text) }
    fixedLength = pieces.reduce(head.count) { $0 + $1.text.count }
  }

  /// The normalized pattern text: lowercased literals, `{name:kind}` parameters, `*`.
  public var description: String {
    segments.map { segment in
      switch segment {
      case .literal(let text): text
      case .parameter(let name, let kind):
        "{\(name):\(kind.rawValue)" + (choices[name].map { "=" + $0.joined(separator: "|") } ?? "") + "}"
      case .wildcard: "*"
      }
    }.joined(separator: "/")
  }

  /// The captured values in segment order; the wildcard appears as `(name: "*", kind: .string)`.
  @_spi(Fuzzing) public var parameters: [(name: String, kind: ParameterKind)] {
    segments.compactMap { segment in
      switch segment {
      case .literal: nil
      case .parameter(let name, let kind): (name: name, kind: kind)
      case .wildcard: (name: "*", kind: .string)
      }
    }
  }

  /// How many values the pattern captures (its parameters and its wildcard).
  var parameterCount: Int {
    segments.reduce(0) { count, segment in
      if case .literal = segment { count } else { count + 1 }
    }
  }

  /// The canonical path for `parameters`, without a leading slash (`history/2024-11-18`).
  ///
  /// Every value must already be canonical for its kind (a lower-case UUID, an unpadded integer, a real day); string
  /// values are percent-encoded. Extra parameters are ignored.
  @_spi(Fuzzing) public func path(for parameters: RouteParameters) throws(RoutePatternError) -> String {
    String(try absolutePath(for: parameters).dropFirst())
  }

  /// The canonical path for `parameters` with its leading slash (`/history/2024-11-18`): a screen's path, the one
  /// printing of it (a resolved link's path is printed here, however the link was spelled).
  ///
  /// Every value is checked first (``checkValues(_:)``), then printed by ``absolutePath(canonical:)``.
  package func absolutePath(for parameters: RouteParameters) throws(RoutePatternError) -> String {
    try checkValues(parameters)
    return try absolutePath(canonical: parameters)
  }

  /// ``absolutePath(for:)`` for parameters known to be canonical for this pattern: a match the resolver read
  /// from it (``RouteMatch/parametersAreCanonical``). Their values are printed without being checked again; a
  /// missing one is still an error.
  ///
  /// The path is written as bytes into one string the size of the fixed texts and all the values, each value as it
  /// is stored, each part once. When a value is missing, or is a string that percent-encoding changes,
  /// nothing is written and ``appendedPath(canonical:)``, the plain reference, prints the path or names the
  /// missing value.
  package func absolutePath(canonical parameters: RouteParameters) throws(RoutePatternError) -> String {
    var writtenAsStored = true
    // The pattern's values are distinct parameters, each written as it is stored: they fit in the length of all.
    let path = String(unsafeUninitializedCapacity: fixedLength + parameters.valueLength) { buffer in
      var count = Self.write(head, into: buffer, at: 0)
      for piece in pieces {
        guard var value = parameters[piece.name], piece.kind != .string || ParameterSyntax.printsUnescaped(value)
        else {
          writtenAsStored = false
          return 0
        }
        count = value.withUTF8 { Self.write($0, into: buffer, at: count) }
        count = Self.write(piece.text, into: buffer, at: count)
      }
      return count
    }
    return writtenAsStored ? path : try appendedPath(canonical: parameters)
  }

  /// ``absolutePath(canonical:)`` by appending each part, a string value percent-encoded: the plain reference, and
  /// the printing of a value the bytes are not written for.
  package func appendedPath(canonical parameters: RouteParameters) throws(RoutePatternError) -> String {
    var path = String(decoding: head, as: UTF8.self)
    path.reserveCapacity(fixedLength + parameters.valueLength)
    for piece in pieces {
      guard let value = parameters[piece.name] else { throw .missingValue(name: piece.name) }
      path.append(piece.kind == .string ? ParameterSyntax.percentEncoded(value) : value)
      if !piece.text.isEmpty { path.append(String(decoding: piece.text, as: UTF8.self)) }
    }
    return path
  }

  /// Writes `bytes` into `buffer` from `offset` on and returns the offset after them.
  private static func write(
    _ bytes: some Collection<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) -> Int {
    UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(fromContentsOf: bytes) + offset
  }

  /// Checks that `parameters` hold, for each of the pattern's values, a canonical value of its kind (a lower-case
  /// UUID, an unpadded integer, a real day, an acceptable string); throws for the first that is missing or not
  /// canonical, in segment order. Extra parameters are ignored.
  func checkValues(_ parameters: RouteParameters) throws(RoutePatternError) {
    for piece in pieces {
      guard let value = parameters[piece.name] else { throw .missingValue(name: piece.name) }
      guard ParameterSyntax.isCanonical(value, for: piece.kind), choices[piece.name]?.contains(value) ?? true else {
        throw .invalidValue(name: piece.name, value: value, kind: piece.kind)
      }
    }
  }

  /// How this pattern relates to `other`: nil when no path can match both.
  ///
  /// A literal overlaps a typed parameter only when it has that kind's shape (`2024-01-01` vs `{d:day}`);
  /// `day`, `uuid` and `int` are mutually disjoint; `string` and `*` overlap everything.
  package func overlap(with other: RoutePattern) -> PatternOverlap? {
    guard segments.count == other.segments.count else { return nil }
    var verdict: PatternOverlap?
    for (mine, theirs) in zip(segments, other.segments) {
      guard Self.canShareValue(mine, theirs) else { return nil }
      if verdict == nil {
        let (left, right) = (Precedence(mine), Precedence(theirs))
        if left < right { verdict = .shadows } else if left > right { verdict = .shadowedBy }
      }
    }
    return verdict ?? .ambiguous
  }

  // MARK: - Private

  /// `{name}`, `{name:kind}`, or `{name:kind=a|b|c}` for a `string` or `int` parameter that takes only the values
  /// listed (each canonical for its kind, RFC 3986 unreserved, none twice).
  private static func parseParameter(
    _ part: Substring
  ) throws(RoutePatternError) -> (String, ParameterKind, [String]?) {
    guard part.utf8.count >= 3, part.utf8.last == UInt8(ascii: "}") else { throw .invalidParameter(String(part)) }
    let body = part.utf8.dropFirst().dropLast()
    let pieces = body.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map(Substring.init)
    guard pieces.count <= 2, let nameText = pieces.first, isIdentifier(nameText) else {
      throw .invalidParameter(String(part))
    }
    guard pieces.count == 2 else { return (String(nameText), .string, nil) }
    let kindAndValues = pieces[1].split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard let kind = ParameterKind(rawValue: String(kindAndValues[0])) else {
      throw .unknownKind(String(kindAndValues[0]))
    }
    guard kindAndValues.count == 2 else { return (String(nameText), kind, nil) }
    let values = kindAndValues[1].split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    guard kind == .string || kind == .int, Set(values).count == values.count,
      values.allSatisfy({
        !$0.isEmpty && ParameterSyntax.printsUnescaped($0) && ParameterSyntax.isCanonical($0, for: kind)
      })
    else { throw .invalidChoices(String(part)) }
    return (String(nameText), kind, values)
  }

  /// Letters, digits and `_`, not starting with a digit.
  private static func isIdentifier(_ text: Substring) -> Bool {
    guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
    return text.utf8.allSatisfy { byte in
      byte == UInt8(ascii: "_") || ParameterSyntax.isAlphanumeric(byte)
    }
  }

  /// Whether some single path segment can match both pattern segments.
  private static func canShareValue(_ lhs: Segment, _ rhs: Segment) -> Bool {
    switch (lhs, rhs) {
    case (.wildcard, _), (_, .wildcard): true
    case (.parameter(_, .string), _), (_, .parameter(_, .string)): true
    case (.literal(let left), .literal(let right)): left == right
    case (.literal(let text), .parameter(_, let kind)), (.parameter(_, let kind), .literal(let text)):
      literalHasShape(text, of: kind)
    case (.parameter(_, let left), .parameter(_, let right)): left == right
    }
  }

  private static func literalHasShape(_ text: String, of kind: ParameterKind) -> Bool {
    var text = text
    return text.withUTF8 { ParameterSyntax.typedKind(of: $0) == kind }
  }
}
