public import NavigationCore

/// A module exactly as another, except that one route's pattern moved and some redirects were added: what a
/// feature team's change to its links looks like, without editing that team's files.
///
/// ```swift
/// let moved = MovedPatternModule(
///   base: HistoryFeature(), route: "history.dayDetail", pattern: "history/day/{date:day}",
///   redirects: [LinkRedirect(from: "history/{date:day}", to: "history.dayDetail")])
/// ```
public struct MovedPatternModule: RouteModule {
  public let base: any RouteModule
  /// The route whose pattern moved.
  public let route: RouteID
  /// Its new pattern.
  public let pattern: String
  /// Redirects declared beside the base module's own.
  public let addedRedirects: [LinkRedirect]

  public init(base: any RouteModule, route: RouteID, pattern: String, redirects: [LinkRedirect] = []) {
    self.base = base
    self.route = route
    self.pattern = pattern
    self.addedRedirects = redirects
  }

  public var name: String { base.name }
  public var tabs: [TabDefinition] { base.tabs }
  public var routes: [RouteDefinition] {
    base.routes.map { definition in
      var moved = definition
      if moved.id == route { moved.pattern = pattern }
      return moved
    }
  }
  public var guards: [any NavigationGuard] { base.guards }
  public var commands: [FeatureCommand] { base.commands }
  public var floatingButtonRoute: RouteID? { base.floatingButtonRoute }
  public var redirects: [LinkRedirect] { base.redirects + addedRedirects }
}
