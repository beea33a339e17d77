/// An id whose name is the id: ``RouteID`` and ``TabID``. Equality, hashing, ordering, the description and the
/// stored form are the name's alone.
public protocol NamedID: RawRepresentable<String>, Hashable, Comparable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The id named `rawValue`.
  init(rawValue: String)
}

extension NamedID {
  /// The id named `rawValue`.
  public init(_ rawValue: String) { self.init(rawValue: rawValue) }
  public init(stringLiteral value: String) { self.init(rawValue: value) }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  public var description: String { rawValue }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A ``NamedID`` the registry hands out knowing its place in the registry's table, so looking it up there is
/// an array read. The place never makes two ids with one name differ; an id made from a name has none.
package protocol RegistryID: NamedID {
  /// The id's position in the table of the registry that handed it out; nil for an id made from a name. A
  /// lookup trusts it only where that position holds this name (see ``RouteTable/index(of:)``).
  var index: UInt32? { get set }
}

extension RegistryID {
  /// The id the registry hands out for `id` at `index` in its table.
  package init(_ id: Self, at index: Int) {
    self = id
    self.index = UInt32(exactly: index)
  }
}
