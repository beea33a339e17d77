/// The stable identifier of a route, such as `history.dayDetail`.
///
/// Ids are namespaced by convention, `<feature>.<screen>` with the feature in lowerCamelCase as the scaffold
/// writes them (`mealPlans.root`); the registry rejects two routes with one id.
public struct RouteID: RawRepresentable, Hashable, Comparable, Codable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }

  public var description: String { rawValue }

  public static func < (lhs: RouteID, rhs: RouteID) -> Bool { lhs.rawValue < rhs.rawValue }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
