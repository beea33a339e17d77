public import Foundation

/// A key into a feature module's own string table (`Resources/<lang>.lproj/Localizable.strings` in the
/// feature's target): an enum whose raw values are the keys, so a misspelt key does not compile and a test can
/// walk every key the feature uses.
///
/// ```swift
/// public enum RecipesText: String, StringTableKey {
///   case title = "recipes.title"
///   case hint = "recipes.hint"
///
///   public static var bundle: Bundle { .module }
/// }
///
/// RouteDefinition(RecipesRoot.self, placement: .tabRoot(tab), title: RecipesText.title, accessibilityHint: .hint)
/// ```
///
/// The feature's routes' titles and hints name its keys, and its screens read their texts through the same
/// keys (`RecipesText.title.text(in: localization)`), so a screens target never reads a bundle itself. A
/// feature's key type is public because its screens target is a module of its own, which may be built outside
/// this package (as Tools/check-swiftui and an app's Xcode project build it).
public protocol StringTableKey: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
  /// The bundle that holds the table: the feature target's `Bundle.module`.
  static var bundle: Bundle { get }
}

extension StringTableKey {
  /// The text in `localization`'s language (English where a translation is missing), its positional
  /// arguments (`%1$@`, `%2$@`) filled in.
  public func text(in localization: Localization, _ arguments: String...) -> String {
    localization.text(rawValue, in: Self.bundle, arguments)
  }

  /// The text for `count` in `localization`'s language: the key's plural form for the count (`<key>.one`,
  /// `<key>.few`, …, see ``PluralCategory``), the count as `%1$@` and `arguments` after it.
  package func text(in localization: Localization, count: Int, _ arguments: String...) -> String {
    localization.text(rawValue, count: count, in: Self.bundle, arguments)
  }

  /// The English text: what a route's `RouteDefinition.title` keeps, and what the composer prints.
  public var english: String { text(in: .english) }

  /// The key as a text the state keeps (an alert's question, a toast), worded in whatever language is current
  /// when it is shown. Its table is named after the key type and its module; a text read back from saved data
  /// finds it once the registry declared it (a module's tabs and routes titled from this type declare it).
  public func kept(_ arguments: String...) -> LocalizedText {
    var text = LocalizedText(rawValue, table: StringTable.of(Self.self))
    text.arguments = arguments
    return text
  }
}

/// A key of some module's table kept as a value (a tab's title): equal when the key and the bundle are.
package struct TableText: Hashable, Sendable {
  package let key: String
  /// The table the key is in, which the registry declares.
  package let table: StringTable
  private let resolve: @Sendable (Localization) -> String

  package init<Key: StringTableKey>(_ key: Key) {
    self.key = key.rawValue
    table = StringTable.of(Key.self)
    resolve = { key.text(in: $0) }
  }

  /// The text in `localization`'s language.
  package func text(in localization: Localization) -> String { resolve(localization) }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key && lhs.table == rhs.table }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(table)
  }
}

extension StringTableKey {
  /// What is wrong with the module's shipped tables: each key English lacks, each English text that is no key
  /// of this type (a text no code can show), each German problem (a missing key or plural form, placeholders
  /// that differ, a key English lacks), and the same problems of every other language the module ships, led by
  /// its code (`fr: missing recipes.count.many`). A feature's test expects none.
  package static var tableProblems: [String] {
    let english = Localization.table("en", in: bundle)
    var problems = tableProblems(
      keys: allCases.map(\.rawValue), english: english, german: Localization.table("de", in: bundle))
    for language in Localization.languages(in: bundle) where !["en", "de"].contains(language) {
      let translation = Localization.table(language, in: bundle) ?? [:]
      problems += Localization.problems(reference: english ?? [:], translation: translation, language: language)
        .map { "\(language): \($0)" }
    }
    return problems
  }

  /// ``tableProblems`` for the given keys and tables.
  package static func tableProblems(keys: [String], english: [String: String]?, german: [String: String]?) -> [String] {
    guard let english else { return ["no English table"] }
    guard let german else { return ["no German table"] }
    // A key for a count is in the table as its plural forms (`<key>.one`, `<key>.other`).
    let counted = Set(keys.filter { english[$0] == nil && english["\($0).other"] != nil })
    let known = Set(keys).union(
      english.keys.filter { key in
        counted.contains {
          key.hasPrefix("\($0).") && PluralCategory(rawValue: String(key.dropFirst($0.count + 1))) != nil
        }
      })
    return keys.filter { english[$0] == nil && !counted.contains($0) }.map { "no English text for \($0)" }
      + english.keys.sorted().filter { !known.contains($0) }.map { "not a key of \(Self.self): \($0)" }
      + Localization.problems(reference: english, translation: german, language: "de")
  }
}
