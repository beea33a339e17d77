/// The identifier of a registered tab, such as `today`.
///
/// Tabs are registered by modules, never hard-coded in the core. As with ``RouteID``, the name is the id
/// (equality, hashing, ordering, the stored form); an id the registry hands out also knows the tab's place in
/// the registry's tabs, so looking it up there is an array read.
public struct TabID: RegistryID, Codable, CodingKeyRepresentable, Sendable {
  public let rawValue: String
  package var index: UInt32?

  public init(rawValue: String) {
    self.rawValue = rawValue
    index = nil
  }

  // Codable and the dictionary key: the standard library's forms for a `String` raw value, so the stored form is the name.
}
