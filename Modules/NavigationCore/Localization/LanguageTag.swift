/// A language identifier from outside (`--locale`, a journey's or a report's `# locale:` header, the device's
/// language an app passes), admitted by BCP 47's rules (RFC 5646) in this one place, checked whole before any
/// text is worded in it.
///
/// The rule: at most ``maximumLength`` characters; subtags of ASCII letters and digits, separated by `-` (a
/// `_`, as Apple's locale identifiers write it, reads as `-`), none empty; a language of 2–3 letters (up to
/// three 3-letter extended subtags), 4 letters or 5–8 letters; then in order an optional script (4 letters), an
/// optional region (2 letters or 3 digits: `es-419`), variants (5–8 letters or digits, or a digit and three,
/// each once), extensions (a singleton other than `x`, each once, with subtags of 2–8) and a private use part
/// (`x-` and subtags of 1–8). A private use tag alone (`x-pseudo`) is a tag too. Case carries no meaning:
/// the tag is kept in its canonical case (`DE` is `de`, `zh-hant-tw` is `zh-Hant-TW`), so every table and the
/// day titles read the same tag.
package struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
  /// The longest tag admitted: RFC 5646 asks for 35 characters to hold every language, script, region and
  /// variant combination; 64 leaves room for an extension, and keeps a report's `# locale:` header a
  /// journey line.
  package static let maximumLength = 64

  /// English, where every fallback ends.
  static let english = LanguageTag(description: "en", language: "en")

  /// The tag in canonical case, `-` between subtags.
  package let description: String
  /// The primary language subtag (`de` of `de-CH`); nil for a private use tag alone.
  package let language: String?

  /// The tag `text` spells, or why it is not one (a sentence naming no part of the text, which may be
  /// anything).
  package static func parse(_ text: String) -> Result<LanguageTag, LanguageTagError> {
    guard !text.isEmpty else { return .failure(.empty) }
    guard text.utf8.count <= maximumLength else { return .failure(.tooLong) }
    let subtags = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
      $0.split(separator: "_", omittingEmptySubsequences: false)
    }
    guard subtags.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIAlphanumeric) }) else {
      return .failure(.malformed)
    }
    var reader = SubtagReader(subtags.map { $0.lowercased() })
    guard let canonical = reader.read() else { return .failure(.malformed) }
    return .success(
      LanguageTag(description: canonical.joined(separator: "-"), language: reader.language))
  }
}

/// Why a text is not a language tag.
package enum LanguageTagError: Error, Hashable, Sendable, CustomStringConvertible {
  case empty, tooLong, malformed

  package var description: String {
    switch self {
    case .empty: "an empty language"
    case .tooLong: "a language longer than \(LanguageTag.maximumLength) characters"
    case .malformed: "not a BCP 47 language tag such as de, de-CH, es-419 or zh-Hant-TW"
    }
  }
}

/// Reads lower-cased subtags by the grammar of ``LanguageTag``, in order, writing each in its canonical case.
private struct SubtagReader {
  private let subtags: [String]
  private var index = 0
  private var written: [String] = []
  private(set) var language: String?

  init(_ subtags: [String]) { self.subtags = subtags }

  /// The subtags in canonical case, or nil when one is out of place.
  mutating func read() -> [String]? {
    if next == "x" { return privateUse() ? written : nil }
    guard let primary = next, primary.allLetters, (2...8).contains(primary.count) else { return nil }
    take(primary)
    language = primary
    if primary.count <= 3 {
      var extended = 0
      while extended < 3, let subtag = next, subtag.count == 3, subtag.allLetters {
        take(subtag)
        extended += 1
      }
    }
    if let script = next, script.count == 4, script.allLetters {
      take(script.prefix(1).uppercased() + script.dropFirst())
    }
    if let region = next, (region.count == 2 && region.allLetters) || (region.count == 3 && region.allDigits) {
      take(region.uppercased())
    }
    var variants: Set<String> = []
    while let variant = next, Self.isVariant(variant) {
      guard variants.insert(variant).inserted else { return nil }
      take(variant)
    }
    var singletons: Set<String> = []
    while let singleton = next, singleton.count == 1, singleton != "x" {
      guard singletons.insert(singleton).inserted else { return nil }
      take(singleton)
      guard takeAll(while: { (2...8).contains($0.count) }) else { return nil }
    }
    if next == "x", !privateUse() { return nil }
    return index == subtags.count ? written : nil
  }

  private var next: String? { index < subtags.count ? subtags[index] : nil }

  private mutating func take(_ subtag: String) {
    written.append(subtag)
    index += 1
  }

  /// Takes the subtags that follow while `fits` holds; false when none does.
  private mutating func takeAll(while fits: (String) -> Bool) -> Bool {
    let start = index
    while let subtag = next, fits(subtag) { take(subtag) }
    return index > start
  }

  /// `x` and its subtags of 1–8, which end the tag.
  private mutating func privateUse() -> Bool {
    take("x")
    return takeAll { (1...8).contains($0.count) } && index == subtags.count
  }

  private static func isVariant(_ subtag: String) -> Bool {
    (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first?.isASCIIDigitCharacter == true)
  }
}

extension Character {
  fileprivate var isASCIIAlphanumeric: Bool { isASCII && (isLetter || isNumber) }
  fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}

extension String {
  fileprivate var allLetters: Bool { allSatisfy { $0.isASCII && $0.isLetter } }
  fileprivate var allDigits: Bool { allSatisfy { $0.isASCII && $0.isNumber } }
}
