/// The plural category that picks a count's key (`<key>.one`, `<key>.few`, …): CLDR's rule for a whole number in
/// the count's language.
///
/// The rules, for a count `n` (its magnitude: CLDR's rules read the absolute value):
/// - English, German, Dutch, the Scandinavian languages and a language without a rule here: `one` for 1,
///   `other` for every other count. The fallback is this rule because it is the development language's, so a
///   count in a language the app does not translate reads right in the English it falls back to; a language
///   with other categories (Russian, Arabic, …) needs its rule added here before its tables can use them.
/// - French: `one` for 0 and 1; `many` for a non-zero multiple of a million ("1 000 000 de jours");
///   `other` otherwise.
/// - Polish: `one` for 1; `few` when `n % 10` is 2–4 and `n % 100` is not 12–14; `many` for every other
///   count (CLDR's `other` is for fractions, which a count is not).
///
/// A table that lacks the category's key gives its `<key>.other` (see ``Localization/text(_:count:in:table:_:)``).
package enum PluralCategory: String, CaseIterable, Sendable {
  case one
  case few
  case many
  case other

  package init(_ count: Int, language: String) {
    let n = count.magnitude
    switch PluralRule(language: language) {
    case .oneForOne:
      self = n == 1 ? .one : .other
    case .french:
      self = n <= 1 ? .one : n % 1_000_000 == 0 ? .many : .other
    case .polish:
      self = n == 1 ? .one : (2...4).contains(n % 10) && !(12...14).contains(n % 100) ? .few : .many
    }
  }

  /// The categories a table in `language` words a count with: `other` always (the form a missing category
  /// falls back to), and each category the language's rule picks for some count.
  package static func categories(of language: String) -> [PluralCategory] {
    switch PluralRule(language: language) {
    case .oneForOne: [.one, .other]
    case .french: [.one, .many, .other]
    case .polish: [.one, .few, .many, .other]
    }
  }
}

/// The rules ``PluralCategory`` knows, by the language part of an identifier (`fr-CA` reads as `fr`).
private enum PluralRule {
  /// `one` for 1, `other` for the rest: CLDR's rule for English, German and many others; the fallback.
  case oneForOne
  case french
  case polish

  init(language: String) {
    let code = language.prefix { $0 != "-" && $0 != "_" }.lowercased()
    self =
      switch code {
      case "fr": .french
      case "pl": .polish
      default: .oneForOne
      }
  }
}
