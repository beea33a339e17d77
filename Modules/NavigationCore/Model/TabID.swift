/// The identifier of a registered tab, such as `today`.
///
/// Tabs are registered by modules, never hard-coded in the core. As with ``RouteID``, the name is the id
/// (equality, hashing, ordering, the stored form); an id the registry hands out also knows the tab's place in
/// the registry's tabs, so looking it up there is an array read.
public struct TabID: RawRepresentable, Hashable, Comparable, Codable, CodingKeyRepresentable, Sendable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  public let rawValue: String
  /// The tab's position in the tabs of the registry that handed this id out; nil for an id made from a name.
  /// A lookup trusts it only where that position holds this name (see ``RouteTable/index(of:)``).
  package let index: UInt32?

  public init(rawValue: String) { self.init(rawValue) }
  public init(_ rawValue: String) {
    self.rawValue = rawValue
    index = nil
  }
  public init(stringLiteral value: String) { self.init(value) }

  /// The id the registry hands out for the tab at `index` in its tabs.
  package init(_ id: TabID, at index: Int) {
    rawValue = id.rawValue
    self.index = UInt32(exactly: index)
  }

  public static func == (lhs: TabID, rhs: TabID) -> Bool { lhs.rawValue == rhs.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  public var description: String { rawValue }

  public static func < (lhs: TabID, rhs: TabID) -> Bool { lhs.rawValue < rhs.rawValue }

  // Codable and the dictionary key: the standard library's forms for a `String` raw value, so the stored form is the name.
}
