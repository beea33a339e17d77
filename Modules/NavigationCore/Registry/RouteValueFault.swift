/// How a field of a route's value type disagrees with the route's pattern, one fault a field: each is worded
/// whole by a key of the core's table, so a translation words the whole sentence.
package enum RouteValueFault: Hashable, Sendable {
  /// The property's type (named) is none a route holds.
  case unsupportedType(String)
  /// A case of the property's enum (its raw value) that no link can hold as a `kind`.
  case unlinkableCase(String, kind: ParameterKind)
  /// An enum property (its type named) whose `cases` the pattern's parameter does not list.
  case casesNotListed(String, kind: ParameterKind, cases: [String])
  /// A query item that is not optional.
  case requiredQueryItem
  /// The property's type (named) reads as `kind`, but the pattern's parameter is `parameter`.
  case kindMismatch(String, kind: ParameterKind, parameter: ParameterKind)
  /// Neither a parameter of `pattern` (whose parameters are `parameters`) nor a query key.
  case notInPattern(String, parameters: [String])
  /// A parameter of the pattern that the type has no property for.
  case missingProperty

  /// The problem as a key of the core's table, for `field` of `type`, the value type of `route`.
  func text(route: RouteID, type: String, field: String) -> LocalizedText {
    let head = ["\(route)", type, field]
    var text =
      switch self {
      case .unsupportedType(let typeName): LocalizedText("registration.routeValue.unsupportedType", typeName)
      case .unlinkableCase(let value, let kind):
        LocalizedText("registration.routeValue.unlinkableCase", value, kind.rawValue)
      case .casesNotListed(let typeName, let kind, let cases):
        LocalizedText(
          "registration.routeValue.casesNotListed", typeName,
          "{\(field):\(kind.rawValue)=\(cases.joined(separator: "|"))}")
      case .requiredQueryItem: LocalizedText("registration.routeValue.requiredQueryItem")
      case .kindMismatch(let typeName, let kind, let parameter):
        LocalizedText("registration.routeValue.kindMismatch", typeName, kind.rawValue, parameter.rawValue)
      case .notInPattern(let pattern, let parameters) where parameters.isEmpty:
        LocalizedText("registration.routeValue.notInBarePattern", pattern)
      case .notInPattern(let pattern, let parameters):
        LocalizedText(
          "registration.routeValue.notInPattern", pattern, parameters.map { "'\($0)'" }.joined(separator: ", "))
      case .missingProperty: LocalizedText("registration.routeValue.missingProperty")
      }
    text.arguments = head + text.arguments
    return text
  }
}
