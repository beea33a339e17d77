/// The identifier of a registered tab, such as `today`.
///
/// Tabs are registered by modules, never hard-coded in the core.
public struct TabID: RawRepresentable, Hashable, Comparable, Codable, CodingKeyRepresentable, Sendable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The name and its hash, computed once (see ``HashedName``): ids are dictionary keys on every input.
  private let name: HashedName

  public var rawValue: String { name.value }

  public init(rawValue: String) { name = HashedName(rawValue) }
  public init(_ rawValue: String) { name = HashedName(rawValue) }
  public init(stringLiteral value: String) { name = HashedName(value) }

  public static func == (lhs: TabID, rhs: TabID) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { name.hash(into: &hasher) }
  public func _rawHashValue(seed: Int) -> Int { name._rawHashValue(seed: seed) }

  public var description: String { rawValue }

  public var codingKey: any CodingKey { TabCodingKey(stringValue: rawValue) }

  public init?<T: CodingKey>(codingKey: T) { name = HashedName(codingKey.stringValue) }

  private struct TabCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public static func < (lhs: TabID, rhs: TabID) -> Bool { lhs.rawValue < rhs.rawValue }

  public init(from decoder: any Decoder) throws {
    name = HashedName(try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
