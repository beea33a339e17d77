/// The stable identifier of a route, such as `history.dayDetail`.
///
/// Ids are namespaced by convention, `<feature>.<screen>` with the feature in lowerCamelCase as the scaffold
/// writes them (`mealPlans.root`); the registry rejects two routes with one id.
///
/// The name is the id: equality, hashing, ordering and the stored form are the name's. An id the registry
/// hands out also knows the route's place in the registry's table, so looking it up there is an array read;
/// an id made from a name (a module's definition, a link, a stored state, a journey) is looked up by name.
public struct RouteID: RawRepresentable, Hashable, Comparable, Codable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public let rawValue: String
  /// The route's position in the routes of the registry that handed this id out; nil for an id made from a
  /// name. A lookup trusts it only where that position holds this name (see ``RouteTable/index(of:)``).
  package let index: UInt32?

  public init(rawValue: String) { self.init(rawValue) }
  public init(_ rawValue: String) {
    self.rawValue = rawValue
    index = nil
  }
  public init(stringLiteral value: String) { self.init(value) }

  /// The id the registry hands out for the route at `index` in its table.
  package init(_ id: RouteID, at index: Int) {
    rawValue = id.rawValue
    self.index = UInt32(exactly: index)
  }

  public static func == (lhs: RouteID, rhs: RouteID) -> Bool { lhs.rawValue == rhs.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  public var description: String { rawValue }

  public static func < (lhs: RouteID, rhs: RouteID) -> Bool { lhs.rawValue < rhs.rawValue }

  // Codable: the standard library's forms for a `String` raw value, so the stored form is the name.
}
