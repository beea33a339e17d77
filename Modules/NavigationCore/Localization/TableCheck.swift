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
  /// or a text whose placeholders (`%1$@`, `%@`, `%d`) differ, since `String(format:)` would then read an
  /// argument that is not there. Empty when the two are in step.
  package static func problems(reference: [String: String], translation: [String: String]) -> [String] {
    var problems: [String] = []
    for key in reference.keys.sorted() {
      guard let translated = translation[key] else {
        problems.append("missing \(key)")
        continue
      }
      if placeholders(reference[key] ?? "") != placeholders(translated) {
        problems.append("placeholders differ in \(key)")
      }
    }
    for key in translation.keys.sorted() where reference[key] == nil {
      problems.append("not in English: \(key)")
    }
    return problems
  }

  /// A text's placeholders, sorted, so a translation may reorder them but not add, drop or retype one.
  static func placeholders(_ text: String) -> [String] {
    text.matches(of: /%(\d+\$)?(@|ld|d|lld)/).map { String($0.output.0) }.sorted()
  }
}
