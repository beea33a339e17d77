/// The stable identifier of a route, such as `history.dayDetail`.
///
/// Ids are namespaced by convention, `<feature>.<screen>` with the feature in lowerCamelCase as the scaffold
/// writes them (`mealPlans.root`); the registry rejects two routes with one id.
///
/// The name is the id: equality, hashing, ordering and the stored form are the name's. An id the registry
/// hands out also knows the route's place in the registry's table, so looking it up there is an array read;
/// an id made from a name (a module's definition, a link, a stored state, a journey) is looked up by name.
public struct RouteID: RegistryID, Codable, Sendable {
  public let rawValue: String
  package var index: UInt32?

  public init(rawValue: String) {
    self.rawValue = rawValue
    index = nil
  }

  // Codable: the standard library's forms for a `String` raw value, so the stored form is the name.
}
