package import Foundation

extension Localization {
  /// The core's table in `language` as shipped, without fallback (nil when the language has none): what the
  /// tests compare, so a translation cannot silently lag English.
  package static func coreTable(_ language: String) -> [String: String]? {
    table(language, in: .module)
  }

  /// A module's `table` in `language` as shipped, without fallback.
  package static func table(_ language: String, in bundle: Bundle, table: String = "Localizable") -> [String: String]? {
    guard let folder = bundle.path(forResource: language, ofType: "lproj"),
      let data = FileManager.default.contents(atPath: folder + "/" + table + ".strings")
    else { return nil }
    return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
  }

  /// What is wrong with `translation` against the English `reference`: a key it lacks, a key English lacks,
  /// a text whose placeholders (`%1$@`, `%2$@`) differ, since the code passes the same arguments in every
  /// language; and in either, a specifier that is not `%N$@` (`%d`, `%@`, `%%`: shown as written, never
  /// filled) or an English text that skips a number (`%2$@` without `%1$@`: an argument the code passes that
  /// no language shows, or one it does not pass). Empty when the two are in step.
  package static func problems(reference: [String: String], translation: [String: String]) -> [String] {
    var problems: [String] = []
    for key in reference.keys.sorted() {
      let english = reference[key] ?? ""
      problems += templateProblems(key, english, language: "English")
      let numbers = Set(placeholderNumbers(english))
      if let highest = numbers.max(), let skipped = (1...highest).first(where: { !numbers.contains($0) }) {
        problems.append("\(key) skips %\(skipped)$@")
      }
      guard let translated = translation[key] else {
        problems.append("missing \(key)")
        continue
      }
      problems += templateProblems(key, translated, language: "translated")
      if placeholders(english) != placeholders(translated) {
        problems.append("placeholders differ in \(key)")
      }
    }
    for key in translation.keys.sorted() where reference[key] == nil {
      problems.append("not in English: \(key)")
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
