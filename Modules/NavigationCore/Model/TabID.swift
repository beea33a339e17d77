/// The identifier of a registered tab, such as `today`.
///
/// Tabs are registered by modules, never hard-coded in the core.
public struct TabID: RawRepresentable, Hashable, Comparable, Codable, CodingKeyRepresentable, Sendable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }

  public var description: String { rawValue }

  public var codingKey: any CodingKey { TabCodingKey(stringValue: rawValue) }

  public init?<T: CodingKey>(codingKey: T) { rawValue = codingKey.stringValue }

  private struct TabCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public static func < (lhs: TabID, rhs: TabID) -> Bool { lhs.rawValue < rhs.rawValue }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
