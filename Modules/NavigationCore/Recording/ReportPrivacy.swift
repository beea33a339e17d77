/// What a navigation report keeps of the user's own text.
public enum ReportPrivacy: Sendable, Hashable {
  /// The default: payload values the user wrote (a transcript, an edited field: every ``RouteEditing``
  /// field and every ``RouteDefinition/userTextFields`` field), the user's text in feature commands
  /// (``FeatureCommand/userTextFromWord``), and link query values and fragments that no route reads
  /// (``RouteDefinition/queryKeys``) are replaced by placeholders of the same kind and length: a number's
  /// digits become `0`, any other text becomes as many `x` as it has UTF-8 bytes. Paths, route
  /// parameters, tabs and titles are kept, so the report replays to the same screens.
  case redacted
  /// Everything as the user entered it: for an app that has the user's consent to send it.
  case full

  /// The placeholder of `value`: its digits as `0` when it is a number (`-12.5` → `-00.0`), otherwise one
  /// `x` for each of its UTF-8 bytes (so a limit on bytes decides the same). A placeholder is its own
  /// placeholder.
  package static func placeholder(_ value: some StringProtocol) -> String {
    var sawDigit = false
    var isNumber = true
    for (offset, byte) in value.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
      case UInt8(ascii: "-") where offset == 0, UInt8(ascii: "."): break
      default: isNumber = false
      }
      if !isNumber { break }
    }
    if isNumber, sawDigit {
      return String(value.map { $0.isASCII && $0.isNumber ? "0" : $0 })
    }
    return String(repeating: "x", count: value.utf8.count)
  }

  /// `link` with the values of query items whose names are not in `kept`, and its fragment, replaced by
  /// placeholders.
  package static func redact(link: String, keeping kept: Set<String>) -> String {
    var rest = Substring(link)
    var fragment: Substring?
    if let hash = rest.firstIndex(of: "#") {
      fragment = rest[rest.index(after: hash)...]
      rest = rest[..<hash]
    }
    var result: String
    if let question = rest.firstIndex(of: "?") {
      result = String(rest[...question])
      let items = rest[rest.index(after: question)...].split(separator: "&", omittingEmptySubsequences: false)
      result += items.map { item -> String in
        guard let equals = item.firstIndex(of: "=") else { return String(item) }
        let name = item[..<equals]
        let value = item[item.index(after: equals)...]
        return kept.contains(String(name)) ? String(item) : name + "=" + placeholder(value)
      }.joined(separator: "&")
    } else {
      result = String(rest)
    }
    if let fragment { result += "#" + placeholder(fragment) }
    return result
  }
}
