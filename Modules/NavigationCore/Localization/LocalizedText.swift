package import Foundation

/// A text kept as its key in a string table and its arguments, put into words only when it is shown: a toast
/// or a refusal's message read after a restore under another language reads in that language.
///
/// The table is the core's (`Modules/NavigationCore/Resources/<lang>.lproj/Localizable.strings`) unless the text
/// names a module's own `StringTable`. A text given as a literal (`literal(_:)`) is shown as written in
/// every language: what a feature has not put in its table yet, or a validator's message; the pseudo-locale test
/// finds it, since no table marks it.
public struct LocalizedText: Hashable, Sendable {
  /// The key in the table, or the text itself when it is a literal.
  package var key: String {
    get { parts.value.key }
    set { parts.value.key = newValue }
  }
  /// The positional arguments (`%1$@`, `%2$@`, …), already words: a route's title, a count, a user's input.
  package var arguments: [String] {
    get { parts.value.arguments }
    set { parts.value.arguments = newValue }
  }
  /// The module's table holding ``key``; nil for the core's.
  package var table: StringTable? { parts.value.table }
  /// Whether ``key`` is the text itself, looked up nowhere.
  package var isLiteral: Bool { parts.value.isLiteral }

  /// Held through a `Shared` (its rule): a screen, the toast and the alert hold a text, and most states hold
  /// none.
  private var parts: Shared<Parts>

  private struct Parts: Hashable, Sendable {
    var key: String
    var arguments: [String]
    var table: StringTable?
    var isLiteral = false
  }

  private init(_ parts: Parts) { self.parts = Shared(parts) }

  package init(_ key: String, _ arguments: String...) {
    self.init(Parts(key: key, arguments: arguments))
  }

  /// A text in a module's own table, as a feature keeps its alert or toast in the state.
  package init(_ key: String, table: StringTable, _ arguments: String...) {
    self.init(Parts(key: key, arguments: arguments, table: table))
  }

  /// The text as written, in every language.
  package static func literal(_ text: String) -> LocalizedText {
    LocalizedText(Parts(key: text, arguments: [], isLiteral: true))
  }

  /// The text in `localization`'s language (English where a translation is missing, never the key).
  package func resolved(in localization: Localization) -> String {
    if isLiteral { return key }
    guard let table else { return localization.text(key, in: .module, arguments) }
    return localization.text(key, in: table.bundle, table: table.file, arguments)
  }

  /// The text in English: what the composer's logs, events and outcome lines print.
  public var english: String { resolved(in: .english) }

  /// What is wrong with the text as data from outside (a saved state, a report's start): its key is in no
  /// table, or it holds other than the arguments its English text reads (a missing one would be shown as its
  /// `%N$@`). Nil for a literal and for a text in step with its table. Such a text is still shown, by its
  /// fallback; the message names no key or argument, which may be anything.
  package var problem: String? {
    if isLiteral { return nil }
    let (bundle, file) = table.map { ($0.bundle, $0.file) } ?? (.module, "Localizable")
    guard let english = Localization.lookUp(key, in: bundle, table: file, languages: ["en"]) else {
      return "a key its table does not have"
    }
    let reads = Localization.placeholderNumbers(english).max() ?? 0
    guard reads == arguments.count else { return "\(arguments.count) arguments where its text reads \(reads)" }
    return nil
  }
}

extension LocalizedText {
  /// What the keyed-text fuzzer (a separate package) reads of a text: its key and arguments, its words in
  /// `localization`, and its ``problem``.
  @_spi(Fuzzing) public func fuzzed(
    in localization: Localization
  ) -> (key: String, arguments: [String], words: String, problem: String?) {
    (key, arguments, resolved(in: localization), problem)
  }
}

extension LocalizedText: Codable {
  private enum CodingKeys: String, CodingKey {
    case key, arguments, table
  }

  /// A literal is written as the plain string a text was before it had a key, so what an older version wrote
  /// (a report's toast, a plain string) reads back as a literal. A named table the app has not declared reads
  /// back as a literal of its key rather than failing the whole state: a key and a table from outside are
  /// data, shown as written when no declared table has them.
  public init(from decoder: any Decoder) throws {
    if let literal = try? decoder.singleValueContainer().decode(String.self) {
      self = .literal(literal)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let key = try container.decode(String.self, forKey: .key)
    let arguments = try container.decodeIfPresent([String].self, forKey: .arguments) ?? []
    var table: StringTable?
    if let name = try container.decodeIfPresent(String.self, forKey: .table) {
      guard let declared = StringTable.declared(name) else {
        self = .literal(key)
        return
      }
      table = declared
    }
    self.init(Parts(key: key, arguments: arguments, table: table))
  }

  public func encode(to encoder: any Encoder) throws {
    if isLiteral {
      var container = encoder.singleValueContainer()
      try container.encode(key)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key, forKey: .key)
    if !arguments.isEmpty { try container.encode(arguments, forKey: .arguments) }
    try container.encodeIfPresent(table?.name, forKey: .table)
  }
}

/// A module's own string table: `Resources/<lang>.lproj/<file>.strings` in the module's bundle, named so a text
/// kept in the state (which is saved and replayed as data) can find it again.
///
/// A feature names its keys once, as a ``StringTableKey`` enum, and keeps a key as a text with
/// ``StringTableKey/kept(_:)``; the table is named after the enum with its module (`VoiceInputFeature.VoiceInputText`),
/// so two modules whose enums share a name cannot read each other's texts:
///
/// ```swift
/// .confirm(
///   message: VoiceInputText.discardMessage.kept(),
///   confirmTitle: VoiceInputText.discardConfirm.kept(),
///   cancelTitle: VoiceInputText.discardCancel.kept())
/// ```
///
/// A text read back from data finds its table only once the table is declared (``declare(_:)``): the registry
/// declares every table its modules' tabs and routes are titled from, and the floating button's, when it is
/// built, so a saved state or a report's start read in a fresh process reads its texts worded.
package struct StringTable: Hashable, Sendable {
  /// Unique in the app: the key type's name with its module's (the core's is `NavigationCore`).
  package let name: String
  let bundle: Bundle
  let file: String

  /// The table named `name`; it is found from data once it is declared (``declare(_:)``).
  package init(_ name: String, bundle: Bundle, file: String = "Localizable") {
    self.name = name
    self.bundle = bundle
    self.file = file
  }

  /// The core's own table, named: the table a text without one reads, for a test or an app that names it.
  package static let core = StringTable("NavigationCore", bundle: .module)

  /// Makes `tables` found by their names when a text naming one is read back from data. Declaring a table
  /// again changes nothing.
  package static func declare(_ tables: some Sequence<StringTable>) {
    declaredTables.withLock { declared in
      for table in tables { declared[table.name] = table }
    }
  }

  /// The declared table named `name`, or nil. An earlier release named a table by its key type alone
  /// (`NutritionDisplayText`): such a name finds the one declared table of a type so named, and none when
  /// two modules have one.
  static func declared(_ name: String) -> StringTable? {
    if name == core.name { return core }
    return declaredTables.withLock { declared in
      if let table = declared[name] { return table }
      guard !name.contains(".") else { return nil }
      let suffix = "." + name
      let matches = declared.values.filter { $0.name.hasSuffix(suffix) }
      return matches.count == 1 ? matches[0] : nil
    }
  }

  /// The table of a key type, named after the type and its module (`String(reflecting:)`); described once per
  /// type, so a guard asking its question again does not describe its type again.
  static func of<Key: StringTableKey>(_: Key.Type) -> StringTable {
    let type = ObjectIdentifier(Key.self)
    if let known = keyTables.withLock({ $0[type] }) { return known }
    let table = StringTable(String(reflecting: Key.self), bundle: Key.bundle)
    keyTables.withLock { $0[type] = table }
    return table
  }

  private static let declaredTables = DeclaredTables<String>()
  private static let keyTables = DeclaredTables<ObjectIdentifier>()
}

/// Tables by name (or by key type), behind a lock: declarations are facts of the binary, each made once.
private final class DeclaredTables<Name: Hashable>: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var tables: [Name: StringTable] = [:]

  func withLock<Result>(_ body: (inout [Name: StringTable]) -> Result) -> Result {
    lock.withLock { body(&tables) }
  }
}
