/// What a navigation report keeps of the user's own text.
public enum ReportPrivacy: Sendable, Hashable {
  /// The default: payload values the user wrote (a transcript, an edited field: every ``RouteEditing``
  /// field and every ``RouteDefinition/userTextFields`` field), the user's text in feature commands
  /// (`FeatureCommand.userTextFromWord`), and the parts of a link or an in-app path no route reads (the
  /// user-info, query values and bare query items whose names no route reads
  /// (`RouteDefinition.queryKeys`), the fragment) are replaced by placeholders that never change what the
  /// replay does: every separator stays, a number keeps its kind (`-12.5` → `-00.0`), a letter or digit
  /// becomes `x`, and the length in stored bytes is kept (`two "eggs"` → `xxx "xxxx"`). Paths, route
  /// parameters, tabs and titles are kept, so the report replays to the same screens.
  case redacted
  /// Everything as the user entered it: for an app that has the user's consent to send it.
  case full

  /// The placeholder of `value`. It is a function of the text, not of where its spaces are, and it keeps
  /// everything a replay's outcome can depend on, and nothing of the user's words:
  /// - every white space and separator (a tab, a no-break space, an ideographic space, U+2028) stays as it
  ///   is, so the value splits into the same words, and a value dictated in several parts is the
  ///   placeholder of the whole;
  /// - a word that is a number keeps its kind: its digits become `0` (`-12.5` → `-00.0`);
  /// - in any other word an ASCII letter or digit becomes `x`, a character beyond ASCII becomes a
  ///   placeholder character of the same UTF-8 length (`×`, `⨯` or `𝑥`), and ASCII punctuation and control
  ///   characters stay (they carry no word, and a quote or a backslash is two bytes in a stored JSON string).
  ///
  /// So the placeholder has the value's length in UTF-8 bytes and in stored (JSON-escaped) bytes, and a
  /// placeholder is its own placeholder.
  package static func placeholder(_ value: some StringProtocol) -> String {
    var result = ""
    var wordStart = value.startIndex
    var index = value.startIndex
    while index < value.endIndex {
      let next = value.index(after: index)
      if value[index].isWhitespace {
        if wordStart < index { result += placeholder(word: value[wordStart..<index]) }
        result.append(value[index])
        wordStart = next
      }
      index = next
    }
    if wordStart < value.endIndex { result += placeholder(word: value[wordStart...]) }
    return result
  }

  /// The placeholder of one word (no white space in it).
  private static func placeholder(word: some StringProtocol) -> String {
    var sawDigit = false
    var isNumber = true
    for (offset, byte) in word.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
      case UInt8(ascii: "-") where offset == 0, UInt8(ascii: "."): break
      default: isNumber = false
      }
      if !isNumber { break }
    }
    if isNumber, sawDigit {
      return String(String.UnicodeScalarView(word.unicodeScalars.map { isDigit($0) ? "0" : $0 }))
    }
    var result = String.UnicodeScalarView()
    for scalar in word.unicodeScalars { result.append(placeholder(scalar: scalar)) }
    return String(result)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  /// One scalar's stand-in: `x` for an ASCII letter or digit, the same scalar for other ASCII and for a
  /// control character, and a placeholder of the same UTF-8 length beyond ASCII.
  private static func placeholder(scalar: Unicode.Scalar) -> Unicode.Scalar {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar) ? "x" : scalar
    }
    if scalar.properties.generalCategory == .control { return scalar }
    switch UTF8.width(scalar) {
    case 2: return "\u{D7}"  // ×
    case 3: return "\u{2A2F}"  // ⨯
    default: return "\u{1D465}"  // 𝑥
    }
  }

  /// `link` (a link, or an in-app path) with what no route reads replaced: the user-info, the values of
  /// query items whose names (percent-decoded) are not in `kept`, the query items without `=` whose names
  /// are not, and the fragment.
  ///
  /// Every replaced part keeps its length in bytes, every byte that is not an ASCII letter or digit, and
  /// the validity and meaning of its percent escapes (``linkPlaceholder(_:)``): a link the resolver refused
  /// is refused once redacted, for the same reason, and one it opened opens the same screens.
  package static func redact(link: String, keeping kept: Set<String>) -> String {
    var rest = Substring(link)
    var fragment: Substring?
    if let hash = rest.firstIndex(of: "#") {
      fragment = rest[rest.index(after: hash)...]
      rest = rest[..<hash]
    }
    var query: Substring?
    if let question = rest.firstIndex(of: "?") {
      query = rest[rest.index(after: question)...]
      rest = rest[..<question]
    }
    var result = String(rest)
    if let schemeEnd = rest.firstRange(of: "://") {
      let authority = rest[schemeEnd.upperBound...].prefix { $0 != "/" }
      if let at = authority.lastIndex(of: "@") {
        result =
          String(rest[..<authority.startIndex]) + linkPlaceholder(authority[..<at])
          + String(rest[at...])
      }
    }
    if let query {
      result += "?"
      result += query.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
        guard let equals = item.firstIndex(of: "=") else {
          return LinkSyntax.percentDecoded(item).map(kept.contains) == true ? String(item) : linkPlaceholder(item)
        }
        let name = item[..<equals]
        let value = item[item.index(after: equals)...]
        return LinkSyntax.percentDecoded(name).map(kept.contains) == true
          ? String(item) : name + "=" + linkPlaceholder(value)
      }.joined(separator: "&")
    }
    if let fragment { result += "#" + linkPlaceholder(fragment) }
    return result
  }

  /// ``placeholder(_:)`` for a part of a link, escape by escape: a percent escape of a letter or digit
  /// becomes `%78` (`x`), a run of escapes that spells a character beyond ASCII spells its placeholder
  /// (`%C3%97` for `×`), and an escape of anything else (punctuation, a control, bytes that are not UTF-8)
  /// stays, so decoding the part fails or succeeds as it did.
  package static func linkPlaceholder(_ part: some StringProtocol) -> String {
    let bytes = Array(part.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      guard hex(bytes, at: index) != nil else {
        // Not an escape: the text, up to the next `%`, by the plain rule.
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "%") { end += 1 }
        output += Array(placeholder(String(decoding: bytes[index..<end], as: UTF8.self)).utf8)
        index = end
        continue
      }
      // A run of escapes, read as the bytes they spell.
      var decoded: [UInt8] = []
      var end = index
      while let byte = hex(bytes, at: end) {
        decoded.append(byte)
        end += 3
      }
      output += escapedPlaceholder(decoded, original: Array(bytes[index..<end]))
      index = end
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The escapes of the placeholder of the bytes a run of escapes spells (`original`).
  private static func escapedPlaceholder(_ decoded: [UInt8], original: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    var offset = 0
    var iterator = decoded.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let count = encoded.count
        let scalar = Unicode.UTF8.decode(encoded)
        let replaced = placeholder(scalar: scalar)
        if replaced == scalar {
          output += original[(offset * 3)..<((offset + count) * 3)]
        } else {
          for byte in String(Character(replaced)).utf8 { output += Array(("%" + hexDigits(byte)).utf8) }
        }
        offset += count
      case .error(let length):
        output += original[(offset * 3)..<((offset + length) * 3)]
        offset += length
      case .emptyInput:
        return output
      }
    }
  }

  private static func hexDigits(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
  }

  /// The byte the escape `%HH` at `index` spells, or nil when there is none.
  private static func hex(_ bytes: [UInt8], at index: Int) -> UInt8? {
    guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: "%"),
      let high = ParameterSyntax.hexValue(bytes[index + 1]), let low = ParameterSyntax.hexValue(bytes[index + 2])
    else { return nil }
    return high << 4 | low
  }
}
