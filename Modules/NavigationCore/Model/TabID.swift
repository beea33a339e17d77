/// The identifier of a registered tab, such as `today`.
///
/// Tabs are registered by modules, never hard-coded in the core. As with ``RouteID``, the name is the id
/// (equality, hashing, ordering, the stored form); an id the registry hands out also knows the tab's place in
/// the registry's tabs, so looking it up there is an array read.
public struct TabID: RegistryID, Codable, CodingKeyRepresentable, Sendable {
  public let rawValue: String
  /// The tab's position in the tabs of the registry that handed this id out; nil for an id made from a name.
  /// A lookup trusts it only where that position holds this name (see ``RouteTable/index(of:)``).
  package let index: UInt32?

  package init(_ rawValue: String, index: UInt32?) {
    self.rawValue = rawValue
    self.index = index
  }

  // Codable and the dictionary key: the standard library's forms for a `String` raw value, so the stored form is the name.
}
