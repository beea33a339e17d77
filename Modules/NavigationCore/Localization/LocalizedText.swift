/// A text kept as its key in the core's table and its arguments, put into words only when it is shown: a toast
/// or a refusal's message read after a restore under another language reads in that language.
public struct LocalizedText: Hashable, Sendable, Codable {
  /// The key in the core's table (`Modules/NavigationCore/Resources/<lang>.lproj/Localizable.strings`).
  public var key: String
  /// The positional arguments (`%1$@`, `%2$@`, …), already words: a route's title, a count, a user's input.
  public var arguments: [String]

  package init(_ key: String, _ arguments: String...) {
    self.key = key
    self.arguments = arguments
  }

  /// The text in `localization`'s language (English where a translation is missing, never the key).
  public func resolved(in localization: Localization) -> String {
    localization.text(key, in: .module, arguments)
  }

  /// The text in English: what the composer's logs and the outcome lines print.
  public var english: String { resolved(in: .english) }
}
