/// Byte-level rules of the link grammar: scheme, authority, forbidden bytes, query decoding.
package enum LinkSyntax {
  /// RFC 3986 scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
  package static func isSchemeCharacter(_ byte: UInt8, first: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): true
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."): !first
    default: false
    }
  }

  /// Bytes never allowed anywhere in a link: controls, DEL, space, backslash, non-ASCII.
  static func isForbidden(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\\")
  }

  static func endsAuthority(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
  }

  /// RFC 3986 query/fragment characters: pchar / "/" / "?" (and `%` escapes, checked when decoded).
  static func isQueryCharacter(_ byte: UInt8) -> Bool {
    ParameterSyntax.isPathCharacter(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
      || byte == UInt8(ascii: "%")
  }

  /// Whether `bytes`, ASCII-lowercased, equal the lowercase ASCII `text`.
  static func equalsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    guard bytes.count == text.utf8CodeUnitCount else { return false }
    let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    for index in 0..<bytes.count where ParameterSyntax.lowercased(bytes[index]) != expected[index] { return false }
    return true
  }

  /// Whether `bytes`, ASCII-lowercased, equal the lowercase ASCII `expected`.
  static func equalsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ expected: [UInt8]) -> Bool {
    guard bytes.count == expected.count else { return false }
    for index in 0..<bytes.count where ParameterSyntax.lowercased(bytes[index]) != expected[index] { return false }
    return true
  }

  static func lowercasedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: bytes.lazy.map(ParameterSyntax.lowercased), as: UTF8.self)
  }

  /// The bytes as a String, or nil when they are not valid UTF-8 (nothing is replaced silently).
  package static func validUTF8String(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  /// Decodes `key=value` items separated by `&`, keeping only `keys`; a later duplicate replaces an earlier one.
  ///
  /// `offset` is the query's byte offset in the link, for error positions. `+` stays a plus sign.
  static func decodeQuery(
    _ query: UnsafeBufferPointer<UInt8>,
    offset: Int,
    keys: [String]
  ) -> Result<RouteParameters, DeepLinkError> {
    var result = RouteParameters()
    var itemStart = 0
    while itemStart <= query.count {
      var itemEnd = itemStart
      while itemEnd < query.count, query[itemEnd] != UInt8(ascii: "&") { itemEnd += 1 }
      var separator = itemStart
      while separator < itemEnd, query[separator] != UInt8(ascii: "=") { separator += 1 }
      if itemEnd > itemStart {
        let item = UnsafeBufferPointer(rebasing: query[itemStart..<itemEnd])
        let itemText = { String(decoding: item, as: UTF8.self) }
        let key = UnsafeBufferPointer(rebasing: query[itemStart..<separator])
        switch percentDecoded(key, offset: offset + itemStart) {
        case .failure(.invalidPercentEncoding): return .failure(.invalidPercentEncoding(segment: itemText()))
        case .failure(let error): return .failure(error)
        case .success(let name) where keys.contains(name):
          let valueStart = min(separator + 1, itemEnd)
          let value = UnsafeBufferPointer(rebasing: query[valueStart..<itemEnd])
          switch percentDecoded(value, offset: offset + valueStart) {
          case .failure(.invalidPercentEncoding): return .failure(.invalidPercentEncoding(segment: itemText()))
          case .failure(let error): return .failure(error)
          case .success(let text): result[name] = text
          }
        case .success: break
        }
      }
      itemStart = itemEnd + 1
    }
    return .success(result)
  }

  /// Percent-decodes a query's key or value once; a decoded control character is an invalid character at its
  /// `%`.
  private static func percentDecoded(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int) -> Result<String, DeepLinkError>
  {
    percentDecoded(bytes, refusingControls: true).mapError { failure in
      if case .control(let index) = failure { return .invalidCharacter(offset: offset + index) }
      return .invalidPercentEncoding(segment: "")
    }
  }

  /// Why a text could not be percent-decoded.
  package enum PercentDecodingFailure: Error {
    /// A `%` not followed by two hex digits, or decoded bytes that are not UTF-8.
    case broken
    /// The escape at byte `index` decodes to a control character (only when controls are refused).
    case control(index: Int)
  }

  /// `bytes` with every escape `%HH` decoded once to the byte it spells, as UTF-8 text: the rule the link
  /// resolver reads by, and that the report's redaction and the link export's checks mirror. With
  /// `refusingControls`, an escape of a control character (below U+0020, or U+007F) fails.
  package static func percentDecoded(
    _ bytes: UnsafeBufferPointer<UInt8>, refusingControls: Bool
  ) -> Result<String, PercentDecodingFailure> {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        output.append(bytes[index])
        index += 1
        continue
      }
      guard index + 2 < bytes.count, let high = ParameterSyntax.hexValue(bytes[index + 1]),
        let low = ParameterSyntax.hexValue(bytes[index + 2])
      else { return .failure(.broken) }
      let value = high << 4 | low
      if refusingControls, value < 0x20 || value == 0x7F { return .failure(.control(index: index)) }
      output.append(value)
      index += 3
    }
    return output.withUnsafeBufferPointer(validUTF8String).map { .success($0) } ?? .failure(.broken)
  }

  /// `text` percent-decoded (``percentDecoded(_:refusingControls:)``, controls kept), or nil when it cannot be.
  package static func percentDecoded(_ text: some StringProtocol) -> String? {
    Array(text.utf8).withUnsafeBufferPointer { try? percentDecoded($0, refusingControls: false).get() }
  }
}
