/// What a link or path resolved to: a route and its canonical parameters.
public struct RouteMatch: Hashable, Sendable, CustomStringConvertible {
  // What the resolver read of them no longer holds once they are changed.
  public var route: RouteID { didSet { forgetDerived() } }
  public var parameters: RouteParameters { didSet { forgetDerived() } }
  /// Query items the route declared (`RouteDefinition.queryKeys`), decoded; others are ignored.
  package var query: RouteParameters
  /// The old pattern the link matched when a ``LinkRedirect`` sent it to ``route``; nil for the route's own.
  package let redirectedFrom: String?
  /// Whether the parameters are exactly those of the route's pattern, each canonical for its kind, because the
  /// resolver read them from that pattern: the pattern prints them without checking them again. False for a
  /// match made with the public initialiser, one whose route or parameters were changed, and one of a
  /// redirect's old pattern (whose kinds need not be the route's). Derived from the parameters, so equality
  /// and hashing leave it out.
  package var parametersAreCanonical = false

  package init(
    route: RouteID, parameters: RouteParameters = RouteParameters(), query: RouteParameters = RouteParameters()
  ) {
    self.route = route
    self.parameters = parameters
    self.query = query
    redirectedFrom = nil
  }

  /// Every field at once: the resolver's.
  package init(
    route: RouteID, parameters: RouteParameters, query: RouteParameters, redirectedFrom: String?,
    parametersAreCanonical: Bool
  ) {
    self.route = route
    self.parameters = parameters
    self.query = query
    self.redirectedFrom = redirectedFrom
    self.parametersAreCanonical = parametersAreCanonical
  }

  private mutating func forgetDerived() {
    parametersAreCanonical = false
  }

  public var description: String { parameters.isEmpty ? route.rawValue : "\(route.rawValue)(\(parameters))" }

  public static func == (lhs: RouteMatch, rhs: RouteMatch) -> Bool {
    lhs.route == rhs.route && lhs.parameters == rhs.parameters && lhs.query == rhs.query
      && lhs.redirectedFrom == rhs.redirectedFrom
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(route)
    hasher.combine(parameters)
    hasher.combine(query)
    hasher.combine(redirectedFrom)
  }
}
