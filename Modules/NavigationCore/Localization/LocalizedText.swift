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
}

extension LocalizedText: Codable {
  private enum CodingKeys: String, CodingKey {
    case key, arguments, table
  }

  /// A literal is written as the plain string a text was before it had a key, so what an older version wrote
  /// (a report's toast, a plain string) reads back as a literal. A named table the app has not declared reads
  /// back as a literal of its key rather than failing the whole state.
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
/// ``StringTableKey/kept(_:)``, which declares the table under the enum's name:
///
/// ```swift
/// .confirm(
///   message: VoiceInputText.discardMessage.kept(),
///   confirmTitle: VoiceInputText.discardConfirm.kept(),
///   cancelTitle: VoiceInputText.discardCancel.kept())
/// ```
package struct StringTable: Hashable, Sendable {
  /// Unique in the app: the module's name.
  package let name: String
  let bundle: Bundle
  let file: String

  /// Declares the table, so a text naming it that is read back from data finds it.
  package init(_ name: String, bundle: Bundle, file: String = "Localizable") {
    self.name = name
    self.bundle = bundle
    self.file = file
    Self.declaredTables.withLock { $0[name] = self }
  }

  /// The core's own table, named: the table a text without one reads, for a test or an app that names it.
  package static let core = StringTable("NavigationCore", bundle: .module)

  /// The table declared with `name`, if the app declared one.
  static func declared(_ name: String) -> StringTable? {
    // The core's table declares itself on first use; a text read back may name it before anything used it.
    _ = core
    return declaredTables.withLock { $0[name] }
  }

  /// The table of a key type, named after the type: declared on its first kept text and then looked up, so a
  /// guard asking its question again does not describe its type and declare the table again.
  static func declared<Key: StringTableKey>(for _: Key.Type) -> StringTable {
    let type = ObjectIdentifier(Key.self)
    if let known = keyTables.withLock({ $0[type] }) { return known }
    let table = StringTable(String(describing: Key.self), bundle: Key.bundle)
    keyTables.withLock { $0[type] = table }
    return table
  }

  private static let declaredTables = DeclaredTables<String>()
  private static let keyTables = DeclaredTables<ObjectIdentifier>()
}

/// The tables declared so far, by name (or by key type), behind a lock: declarations are facts of the binary, each made once.
private final class DeclaredTables<Name: Hashable>: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var tables: [Name: StringTable] = [:]

  func withLock<Result>(_ body: (inout [Name: StringTable]) -> Result) -> Result {
    lock.withLock { body(&tables) }
  }
}
