/// An id whose name is the id, which the registry can hand out with a position: ``RouteID`` and ``TabID``.
///
/// Equality, hashing, ordering, the description and the stored form are the name's alone; the position an id
/// the registry hands out also knows (its place in the registry's table, so looking it up there is an array
/// read) never makes two ids with one name differ. An id made from a name has no position.
package protocol RegistryID: RawRepresentable<String>, Hashable, Comparable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The id with `rawValue` as its name, at `index` in the registry's table (nil for an id made from a name).
  init(_ rawValue: String, index: UInt32?)
}

extension RegistryID {
  public init(rawValue: String) { self.init(rawValue, index: nil) }
  public init(_ rawValue: String) { self.init(rawValue, index: nil) }
  public init(stringLiteral value: String) { self.init(value, index: nil) }

  /// The id the registry hands out for `id` at `index` in its table.
  package init(_ id: Self, at index: Int) { self.init(id.rawValue, index: UInt32(exactly: index)) }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  public var description: String { rawValue }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
