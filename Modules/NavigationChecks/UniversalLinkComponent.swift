import NavigationCore

/// One entry of the apple-app-site-association `applinks.details.components` array, and the rule iOS applies
/// to decide whether an `https` link's path matches it.
///
/// What Apple documents (Bundle Resources, `applinks.Details.Components`,
/// developer.apple.com/documentation/bundleresources/applinks/details-swift.dictionary/components-swift.dictionary;
/// WWDC19 session 717, "What's New in Universal Links"):
/// - `/` is the pattern for the URL's path component; `*` matches zero or more characters (greedily), `?` matches
///   any single character, so `?*` matches one or more.
/// - `caseSensitive` says whether matching is case-sensitive; the default is `true`.
/// - `percentEncoded` says "whether URLs are percent-encoded"; the default is `true`.
/// - `exclude: true` stops matching and keeps the link from opening the app when the URL matches.
/// - `comment` is ignored by the system.
/// - Components are tried in order and the first match wins; a component matches when every key it specifies
///   matches (we specify only the path; the query `?` and fragment `#` default to `*`).
///
/// Our reading where Apple is silent:
/// - `*` and `?` match any character, `/` included (Apple says "characters" without exception), so a wildcard
///   can span segments. There is no escape for a literal `*` or `?`; our literals never contain them.
/// - With `percentEncoded: true` the pattern is compared with the path exactly as written in the link (escapes
///   included); with `false` the path is percent-decoded once first (an invalid escape, or bytes that are not
///   UTF-8, match nothing). A "character" is a Unicode scalar of that text.
/// - `caseSensitive: false` folds ASCII letters only (our literals are ASCII).
/// - Some third-party write-ups report that iOS lets a `*` in the middle of a pattern match one or more
///   characters rather than zero; the `?*` we export for a parameter matches one or more under either reading.
package struct UniversalLinkComponent: Hashable, Sendable, Encodable {
  /// The path pattern, the `/` key: `/history/????-??-??`.
  package var path: String
  /// Text the system ignores: we write the id of the route the pattern belongs to.
  package var comment: String
  /// Whether letters must match in case (Apple's default: `true`).
  package var caseSensitive: Bool
  /// Whether the pattern is compared with the path as written (`true`, Apple's default) or percent-decoded.
  package var percentEncoded: Bool
  /// Whether a match keeps the link out of the app (Apple's default: `false`; written only when `true`).
  package var exclude: Bool

  /// A component; every flag defaults to Apple's default.
  package init(
    path: String,
    comment: String,
    caseSensitive: Bool = true,
    percentEncoded: Bool = true,
    exclude: Bool = false
  ) {
    self.path = path
    self.comment = comment
    self.caseSensitive = caseSensitive
    self.percentEncoded = percentEncoded
    self.exclude = exclude
  }

  /// Whether the raw path of a link (`/settings/go%61ls`, as written, without query or fragment) matches
  /// ``path`` under the rules above. Never traps, whatever the input.
  package func matches(path rawPath: some StringProtocol) -> Bool {
    let text: String
    if percentEncoded {
      text = String(rawPath)
    } else {
      guard let decoded = LinkSyntax.percentDecoded(rawPath) else { return false }
      text = decoded
    }
    return Self.globMatches(pattern: Array(path.unicodeScalars), text: Array(text.unicodeScalars), caseSensitive)
  }

  /// The raw path of an `https` link (scheme compared case-insensitively): what follows the authority, up to
  /// the query or fragment; `""` when there is none. Nil for any other scheme or text that is not a link.
  package static func rawPath(ofHTTPSLink link: String) -> Substring? {
    let scheme = "https://"
    guard link.prefix(scheme.count).lowercased() == scheme else { return nil }
    let afterScheme = link.dropFirst(scheme.count)
    let pathStart = afterScheme.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? afterScheme.endIndex
    let rest = afterScheme[pathStart...]
    let pathEnd = rest.firstIndex { $0 == "?" || $0 == "#" } ?? rest.endIndex
    return rest[..<pathEnd]
  }

  // MARK: - Encoding

  private enum CodingKeys: String, CodingKey {
    case path = "/"
    case comment, caseSensitive, percentEncoded, exclude
  }

  /// Encodes the documented keys; `exclude` only when `true`.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encode(comment, forKey: .comment)
    try container.encode(caseSensitive, forKey: .caseSensitive)
    try container.encode(percentEncoded, forKey: .percentEncoded)
    if exclude { try container.encode(true, forKey: .exclude) }
  }

  // MARK: - Matching

  /// `*` (zero or more) and `?` (exactly one) over Unicode scalars; backtracks to the last `*` only, so the
  /// work is at most pattern length × text length.
  private static func globMatches(pattern: [Unicode.Scalar], text: [Unicode.Scalar], _ caseSensitive: Bool) -> Bool {
    var patternIndex = 0
    var textIndex = 0
    var lastStar: (pattern: Int, text: Int)?
    while textIndex < text.count {
      if patternIndex < pattern.count, pattern[patternIndex] == "*" {
        lastStar = (patternIndex, textIndex)
        patternIndex += 1
      } else if patternIndex < pattern.count,
        pattern[patternIndex] == "?" || equal(pattern[patternIndex], text[textIndex], caseSensitive)
      {
        patternIndex += 1
        textIndex += 1
      } else if let star = lastStar {
        // Let the last `*` take one more character and retry after it.
        lastStar = (star.pattern, star.text + 1)
        patternIndex = star.pattern + 1
        textIndex = star.text + 1
      } else {
        return false
      }
    }
    while patternIndex < pattern.count, pattern[patternIndex] == "*" { patternIndex += 1 }
    return patternIndex == pattern.count
  }

  private static func equal(_ lhs: Unicode.Scalar, _ rhs: Unicode.Scalar, _ caseSensitive: Bool) -> Bool {
    caseSensitive ? lhs == rhs : asciiLowercased(lhs) == asciiLowercased(rhs)
  }

  private static func asciiLowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value | 0x20) ?? scalar : scalar
  }
}
