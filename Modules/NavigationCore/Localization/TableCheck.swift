package import Foundation

extension Localization {
  /// The core's table in `language` as shipped, without fallback (nil when the language has none): what the
  /// tests compare, so a translation cannot silently lag English.
  package static func coreTable(_ language: String) -> [String: String]? {
    table(language, in: .module)
  }

  /// The languages `bundle` ships a table folder for (`<lang>.lproj`), sorted.
  package static func languages(in bundle: Bundle) -> [String] {
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: bundle.resourcePath ?? bundle.bundlePath)) ?? []
    return folders.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
  }

  /// A module's `table` in `language` as shipped, without fallback.
  package static func table(_ language: String, in bundle: Bundle, table: String = "Localizable") -> [String: String]? {
    guard let folder = bundle.path(forResource: language, ofType: "lproj"),
      let data = FileManager.default.contents(atPath: folder + "/" + table + ".strings")
    else { return nil }
    return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
  }

  /// What is wrong with `translation`, a table in `language`, against the English `reference`: a key it lacks, a
  /// key English lacks, or a text whose placeholders (`%1$@`, `%2$@`) differ, since the code passes the same
  /// arguments in every language; and in either, a specifier that is not `%N$@` (`%d`, `%@`, `%%`: shown as
  /// written, never filled), or an English text that skips a number (`%2$@` without `%1$@`: an argument the
  /// code passes that no language shows, or one it does not pass). A count's key (English has `<key>.other`) is needed in each plural
  /// form of `language` (``PluralCategory/categories(of:)``: French adds `many`, Polish `few` and `many`), each
  /// with the placeholders of English's form, or of `other` where English has none. Empty when the two are in step.
  package static func problems(
    reference: [String: String], translation: [String: String], language: String
  ) -> [String] {
    let counted = Set(reference.keys.filter { $0.hasSuffix(".other") }.map { String($0.dropLast(".other".count)) })
    func countStem(_ key: String) -> String? {
      guard let dot = key.lastIndex(of: "."), PluralCategory(rawValue: String(key[key.index(after: dot)...])) != nil,
        counted.contains(String(key[..<dot]))
      else { return nil }
      return String(key[..<dot])
    }
    // Each key the translation needs, with the English text whose placeholders it keeps.
    var needed = reference.filter { countStem($0.key) == nil }
    for stem in counted {
      for category in PluralCategory.categories(of: language) {
        let key = "\(stem).\(category.rawValue)"
        needed[key] = reference[key] ?? reference["\(stem).other"]
      }
    }
    var problems = englishProblems(reference, isPluralForm: { countStem($0) != nil })
    for key in needed.keys.sorted() {
      guard let translated = translation[key] else {
        problems.append("missing \(key)")
        continue
      }
      problems += templateProblems(key, translated, language: language)
      if placeholders(needed[key] ?? "") != placeholders(translated) {
        problems.append("placeholders differ in \(key)")
      }
    }
    for key in translation.keys.sorted() where needed[key] == nil {
      problems.append(countStem(key) == nil ? "not in English: \(key)" : "not a plural form of \(language): \(key)")
    }
    return problems
  }

  /// Each English text's specifier that is not `%N$@`, and each number a text skips (`%2$@` without `%1$@`),
  /// but in a count's form, which may leave out the count (`%1$@`: "One entry on %2$@").
  private static func englishProblems(_ reference: [String: String], isPluralForm: (String) -> Bool) -> [String] {
    var problems: [String] = []
    for key in reference.keys.sorted() {
      let english = reference[key] ?? ""
      problems += templateProblems(key, english, language: "en")
      let numbers = Set(placeholderNumbers(english))
      if !isPluralForm(key), let highest = numbers.max(),
        let skipped = (1...highest).first(where: { !numbers.contains($0) })
      {
        problems.append("\(key) skips %\(skipped)$@")
      }
    }
    return problems
  }

  /// A text's placeholders, sorted, so a translation may reorder them but not add, drop or renumber one.
  static func placeholders(_ text: String) -> [Int] {
    placeholderNumbers(text).sorted()
  }

  /// Each specifier of `text` that is not `%N$@`, as a problem of `key` in `language`.
  private static func templateProblems(_ key: String, _ text: String, language: String) -> [String] {
    unknownSpecifiers(text).map { "\(language) \(key) has \($0), which is shown as written (only %N$@ is filled)" }
  }
}
