/// The fields of a ``RouteValue`` as its path holds them: the pattern's parameters and the link's declared
/// query items, as canonical text.
///
/// A value type never reads or writes them by hand: its `Codable` conformance does, through the route coders
/// (``RouteValue/fields`` and ``RouteValue/init(decoding:)``). A test or a tool may read one field typed:
/// `try value.fields.parameter("date", as: Day.self)`.
package struct RouteValueFields: Hashable, Sendable {
  /// The pattern's parameters, canonical text by name.
  package private(set) var parameters: RouteParameters
  /// The query items, canonical text by key; a screen on a stack keeps none (only a link carries them).
  package private(set) var query: RouteParameters

  /// Fields as a resolved path or a screen holds them.
  package init(parameters: RouteParameters = RouteParameters(), query: RouteParameters = RouteParameters()) {
    self.parameters = parameters
    self.query = query
  }

  /// The parameter `name`, read as `Value`.
  package func parameter<Value: RouteParameterValue>(_ name: String, as type: Value.Type = Value.self)
    throws(RouteValueError) -> Value
  {
    guard let text = parameters[name] else { throw .missingValue(name: name) }
    return try Self.read(text, name: name)
  }

  /// The query item `key`, read as `Value`: nil when the path has none.
  package func query<Value: RouteParameterValue>(_ key: String, as type: Value.Type = Value.self)
    throws(RouteValueError) -> Value?
  {
    guard let text = query[key] else { return nil }
    return try Self.read(text, name: key)
  }

  /// Writes the parameter `name`.
  package mutating func setParameter(_ name: String, _ value: some RouteParameterValue) {
    parameters[name] = value.routeParameter
  }

  /// Writes the query item `key`, or removes it when `value` is nil.
  package mutating func setQuery(_ key: String, _ value: (some RouteParameterValue)?) {
    query[key] = value?.routeParameter
  }

  private static func read<Value: RouteParameterValue>(_ text: String, name: String) throws(RouteValueError)
    -> Value
  {
    guard let value = Value.routeParameterValue(text) else {
      throw .invalidValue(name: name, value: text, kind: Value.parameterKind)
    }
    return value
  }
}
