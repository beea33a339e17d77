package import Foundation

/// The language the user reads and hears, and the app's replacements for the core's texts.
///
/// An input like the clock: the app passes it in (the device's on Apple platforms); the composer, the journey
/// runner and the tests use `english` whatever `LANG` says, so their output does not depend on the machine.
public struct Localization: Hashable, Sendable {
  /// A BCP 47 language tag ("de", "de-DE", "es-419"), in its canonical case: the tag as given is tried first,
  /// then its language alone, then English (`candidates`), for every text and every day title.
  /// Set, it is read by the same rule as ``init(language:overrides:)``, so a report never writes a language its
  /// replay refuses.
  public var language: String {
    didSet {
      let tag = Self.canonical(language)
      if language != tag { language = tag }
      candidates = Self.candidates(of: tag)
    }
  }
  /// The app's texts for the core's keys, already in ``language``: a key here wins over the core's table.
  package var overrides: [String: String]
  /// Wraps every text a table gives in ⟦ ⟧: the pseudo-locale tests then find a shown or spoken text
  /// without the marks, which is a literal that bypassed the tables.
  package var marksTexts = false

  /// The languages tried in order, for every text and every day title: the tag as given, its language alone,
  /// then English. Derived from ``language`` whenever it is set.
  package private(set) var candidates: [String]

  /// `language` with the app's `overrides` for the core's keys (already in that language); an app passes the
  /// device's language in its ``NavigationEnvironment``. The tag is read by `LanguageTag`'s rule, its case
  /// made canonical (`DE` is `de`); what is not a tag reads as English, as a language without a table does.
  public init(language: String, overrides: [String: String] = [:]) {
    let tag = Self.canonical(language)
    self.language = tag
    self.candidates = Self.candidates(of: tag)
    self.overrides = overrides
  }

  /// The language `identifier` names, admitted by ``LanguageTag``'s rule, or why it is not one: what the
  /// composer's `--locale` and a journey's or report's `# locale:` header are read by.
  package static func admitting(_ identifier: String) -> Result<Localization, LanguageTagError> {
    LanguageTag.parse(identifier).map { Localization(language: $0.description) }
  }

  /// What the composer, the journeys and the tests use unless told otherwise.
  package static let english = Localization(language: "en")

  /// English with every table's text marked ⟦…⟧ (see ``marksTexts``).
  package static var pseudo: Localization {
    var pseudo = Localization.english
    pseudo.marksTexts = true
    return pseudo
  }

  /// The core's text for `key`, its positional arguments (`%1$@`) filled in.
  package func core(_ key: String, _ arguments: String...) -> String {
    text(key, in: .module, arguments)
  }

  /// The text for `key` in `bundle`'s `table` (a module's own strings): this language's, else English's, its
  /// `%1$@`, `%2$@`, … filled in by ``fill(_:_:)``. Overrides apply to the core's table only, whose keys the app
  /// is told. A key no table has is shown as written, its arguments unused: a key read from a saved state or a
  /// report is data, never a text to fill.
  package func text(
    _ key: String, in bundle: Bundle, table: String = "Localizable", _ arguments: [String] = []
  ) -> String {
    let template =
      (bundle == .module && table == "Localizable" ? overrides[key] : nil)
      ?? Self.lookUp(key, in: bundle, table: table, languages: candidates)
    let text = template.map { Self.fill($0, arguments) } ?? key
    return marksTexts ? "⟦\(text)⟧" : text
  }

  /// The core's text for `count`'s plural category (see ``text(_:count:in:table:_:)``).
  package func core(_ key: String, count: Int, _ arguments: String...) -> String {
    text(key, count: count, in: .module, arguments)
  }

  /// The text for `count`'s plural category (``PluralCategory``): the key `<key>.one`, `<key>.few`, … with the
  /// count as `%1$@`. The category follows the rule of the language whose table words the count (the first
  /// tried that has `<key>.other`, or the app's overrides), so French's 0 picks `one` only where the text is
  /// French; a category that table lacks gives its `<key>.other`.
  package func text(
    _ key: String, count: Int, in bundle: Bundle, table: String = "Localizable", _ arguments: [String] = []
  ) -> String {
    // The overrides are the core's texts in the first language tried.
    let overridden = bundle == .module && table == "Localizable" ? candidates.first : nil
    func has(_ key: String, in language: String) -> Bool {
      (language == overridden && overrides[key] != nil)
        || Self.has(key, in: bundle, table: table, languages: [language])
    }
    let speaker = candidates.first { has("\(key).other", in: $0) } ?? language
    let form = "\(key).\(PluralCategory(count, language: speaker).rawValue)"
    return text(has(form, in: speaker) ? form : "\(key).other", in: bundle, table: table, ["\(count)"] + arguments)
  }

  /// `identifier` in its canonical case when it is a language tag, else English.
  private static func canonical(_ identifier: String) -> String {
    (try? LanguageTag.parse(identifier).get())?.description ?? "en"
  }

  /// The languages tried for `language`, a canonical tag: the tag, its language alone, then English.
  private static func candidates(of language: String) -> [String] {
    let tag = (try? LanguageTag.parse(language).get()) ?? LanguageTag.english
    var result: [String] = []
    for candidate in [tag.description, tag.language, "en"] {
      if let candidate, !result.contains(candidate) { result.append(candidate) }
    }
    return result
  }

  /// The locale a day's title is written in: the tag itself when its language's core table words the texts
  /// (`de-CH` writes its days as Swiss German, `en-GB` as British English), else English, as the texts beside
  /// the day are (`fr`, `x-pseudo`): the day is never in another language than the sentence around it.
  package var dayLocale: String {
    let speaker = candidates.first { Self.shipped.table($0, in: .module, table: "Localizable") != nil } ?? "en"
    return speaker == language || language.hasPrefix(speaker + "-") ? language : "en"
  }

  /// The text a table holds for `key`, in the first of `languages` that has it: a missing translation is never
  /// the key, English stands in. Nil for a key English lacks, a bug the table tests catch (then the caller
  /// shows the key rather than crash a user's app), or a key read from outside that no table has.
  static func lookUp(_ key: String, in bundle: Bundle, table: String, languages: [String]) -> String? {
    for language in languages {
      if let value = shipped.table(language, in: bundle, table: table)?[key] { return value }
    }
    return nil
  }

  /// Whether some table of `languages` has `key`.
  static func has(_ key: String, in bundle: Bundle, table: String, languages: [String]) -> Bool {
    languages.contains { shipped.table($0, in: bundle, table: table)?[key] != nil }
  }

  /// Every table a lookup read: each file is read once, not once a text (a tab bar's labels are four lookups).
  private static let shipped = ShippedTables()
}

/// The tables read so far, by bundle, table and language, behind a lock. A bundle is known by its identity, and
/// every bundle read is kept, so no other bundle ever takes its identity.
private final class ShippedTables: @unchecked Sendable {
  private struct Key: Hashable {
    let bundle: ObjectIdentifier
    let table: String
    let language: String
  }

  private let lock = NSLock()
  // Guarded by `lock`; a table a language does not ship is kept as nil, so it is not looked for again.
  private var read: [Key: [String: String]?] = [:]
  private var bundles: [Bundle] = []

  func table(_ language: String, in bundle: Bundle, table: String) -> [String: String]? {
    let key = Key(bundle: ObjectIdentifier(bundle), table: table, language: language)
    return lock.withLock {
      if let known = read[key] { return known }
      let loaded = Localization.table(language, in: bundle, table: table)
      if !bundles.contains(where: { $0 === bundle }) { bundles.append(bundle) }
      read[key] = loaded
      return loaded
    }
  }
}
