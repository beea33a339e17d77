/// Byte-level shapes and canonical checks of parameter values, shared by ``RoutePattern`` and the matcher.
///
/// "Shape" is syntax only (what a trie edge accepts); "canonical" adds the rules a value must meet to be stored.
package enum ParameterSyntax {
  /// Which typed kind a segment has the shape of; the four shapes are mutually exclusive.
  package static func typedKind(of bytes: UnsafeBufferPointer<UInt8>) -> ParameterKind? {
    if Day.hasDayShape(bytes) { return .day }
    if hasUUIDShape(bytes) { return .uuid }
    if hasIntShape(bytes) { return .int }
    if boolValue(bytes) != nil { return .bool }
    return nil
  }

  /// `true` or `false`, exactly as a `bool` parameter prints them; any other spelling is nil.
  static func boolValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    if bytes.elementsEqual("true".utf8) { return true }
    if bytes.elementsEqual("false".utf8) { return false }
    return nil
  }

  /// `8-4-4-4-12` hexadecimal digits, either case.
  static func hasUUIDShape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count == 36 else { return false }
    for index in 0..<36 {
      let byte = bytes[index]
      if index == 8 || index == 13 || index == 18 || index == 23 {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        guard isHexDigit(byte) else { return false }
      }
    }
    return true
  }

  /// One or more ASCII digits (leading zeros and overflow are checked later, by ``intValue(_:)``).
  static func hasIntShape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !bytes.isEmpty else { return false }
    for byte in bytes where byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") { return false }
    return true
  }

  /// The value of a canonical non-negative decimal (no sign, no leading zero, fits in `Int`), else nil.
  static func intValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard hasIntShape(bytes), bytes.count == 1 || bytes[0] != UInt8(ascii: "0") else { return nil }
    var value = 0
    for byte in bytes {
      let (product, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = product.addingReportingOverflow(Int(byte &- UInt8(ascii: "0")))
      if overflow1 || overflow2 { return nil }
      value = sum
    }
    return value
  }

  /// Whether `text` is already the canonical form of a value of `kind` (what ``RoutePattern/path(for:)`` accepts).
  static func isCanonical(_ text: String, for kind: ParameterKind) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      switch kind {
      case .day: return Day(utf8: bytes) != nil
      case .uuid: return hasUUIDShape(bytes) && !bytes.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "F") }
      case .int: return intValue(bytes) != nil
      case .string: return isAcceptableString(bytes)
      case .bool: return boolValue(bytes) != nil
      }
    }
  }

  /// A decoded string value: non-empty, not `.`/`..`, no `/`, no control characters.
  static func isAcceptableString(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !bytes.isEmpty, !isDotSegment(bytes) else { return false }
    for byte in bytes where byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "/") { return false }
    return true
  }

  static func isDotSegment(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    switch bytes.count {
    case 1: bytes[0] == UInt8(ascii: ".")
    case 2: bytes[0] == UInt8(ascii: ".") && bytes[1] == UInt8(ascii: ".")
    default: false
    }
  }

  /// RFC 3986 `unreserved`: ALPHA / DIGIT / "-" / "." / "_" / "~".
  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      true
    default: false
    }
  }

  /// RFC 3986 `pchar` minus `%` (which starts an escape): unreserved / sub-delims / ":" / "@".
  static func isPathCharacter(_ byte: UInt8) -> Bool {
    if isUnreserved(byte) { return true }
    switch byte {
    case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
      UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"):
      return true
    default: return false
    }
  }

  package static func isAlphanumeric(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: false
    }
  }

  static func isHexDigit(_ byte: UInt8) -> Bool { hexValue(byte) != nil }

  /// What one byte is, for reading a path a byte at a time with one lookup (``byteClasses``).
  struct ByteClass: OptionSet {
    let rawValue: UInt8
    /// ``isPathCharacter(_:)``.
    static let path = ByteClass(rawValue: 1 << 0)
    /// ``isUnreserved(_:)``.
    static let unreserved = ByteClass(rawValue: 1 << 1)
    /// `0`...`9`.
    static let digit = ByteClass(rawValue: 1 << 2)
    /// `0`...`9` or `-`.
    static let digitOrDash = ByteClass(rawValue: 1 << 3)
    /// A hexadecimal digit, either case, or `-`.
    static let hexOrDash = ByteClass(rawValue: 1 << 4)
    /// `A`...`Z`; the bit is 0x20, the one that makes an ASCII letter lower case.
    static let upper = ByteClass(rawValue: 0x20)
    static let all: ByteClass = [.path, .unreserved, .digit, .digitOrDash, .hexOrDash, .upper]

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(of byte: UInt8) {
      var classes: ByteClass = []
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      let isDash = byte == UInt8(ascii: "-")
      if ParameterSyntax.isPathCharacter(byte) { classes.insert(.path) }
      if ParameterSyntax.isUnreserved(byte) { classes.insert(.unreserved) }
      if isDigit { classes.insert(.digit) }
      if isDigit || isDash { classes.insert(.digitOrDash) }
      if ParameterSyntax.isHexDigit(byte) || isDash { classes.insert(.hexOrDash) }
      if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { classes.insert(.upper) }
      self = classes
    }
  }

  /// The ``ByteClass`` of every byte value, by value.
  static let byteClasses: [UInt8] = (0...255).map { ByteClass(of: UInt8($0)).rawValue }

  package static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
    default: nil
    }
  }

  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }

  /// FNV-1a over the ASCII-lowercased bytes: the key of a literal edge.
  static func literalHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(lowercased(byte))) &* 0x100_0000_01b3 }
    return hash
  }

  /// Whether ``percentEncoded(_:)`` leaves `text` as it is: every byte is `unreserved`.
  static func printsUnescaped(_ text: String) -> Bool {
    text.utf8.allSatisfy(isUnreserved)
  }

  /// Percent-encodes every byte that is not `unreserved` (so the result is one safe path segment).
  static func percentEncoded(_ text: String) -> String {
    if printsUnescaped(text) { return text }
    let hex = Array("0123456789ABCDEF".utf8)
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if isUnreserved(byte) {
        result.append(byte)
      } else {
        result.append(UInt8(ascii: "%"))
        result.append(hex[Int(byte >> 4)])
        result.append(hex[Int(byte & 0xF)])
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
