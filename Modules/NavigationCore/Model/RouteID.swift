/// The stable identifier of a route, such as `history.dayDetail`.
///
/// Ids are namespaced by convention, `<feature>.<screen>` with the feature in lowerCamelCase as the scaffold
/// writes them (`mealPlans.root`); the registry rejects two routes with one id.
public struct RouteID: RawRepresentable, Hashable, Comparable, Codable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The name and its hash, computed once (see ``HashedName``): ids are dictionary keys on every input.
  private let name: HashedName

  public var rawValue: String { name.value }

  public init(rawValue: String) { name = HashedName(rawValue) }
  public init(_ rawValue: String) { name = HashedName(rawValue) }
  public init(stringLiteral value: String) { name = HashedName(value) }

  public static func == (lhs: RouteID, rhs: RouteID) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { name.hash(into: &hasher) }
  public func _rawHashValue(seed: Int) -> Int { name._rawHashValue(seed: seed) }

  public var description: String { rawValue }

  public static func < (lhs: RouteID, rhs: RouteID) -> Bool { lhs.rawValue < rhs.rawValue }

  public init(from decoder: any Decoder) throws {
    name = HashedName(try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
