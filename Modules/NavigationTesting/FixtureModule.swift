public import NavigationCore
public import NavigationJourneys

/// A module assembled from values, for testing a feature alone: give it the tab and routes the feature
/// under test expects from its neighbours.
///
/// ```swift
/// struct Review: RouteValue {
///   static let routeID: RouteID = "review"
///   static let pattern = "review"
/// }
///
/// let registry = try RouteRegistry(app: .fixture, modules: [
///   VoiceInputFeature(reviewRoute: Review.self),
///   FixtureModule.singleTab(),
///   FixtureModule(name: "Review", routes: [RouteDefinition(Review.self, placement: .modal(.sheet), title: "Review")]),
/// ])
/// ```
public struct FixtureModule: RouteModule {
  public let name: String
  public let tabs: [TabDefinition]
  public let routes: [RouteDefinition]
  public let guards: [any NavigationGuard]
  public let commands: [FeatureCommand]
  public let floatingButtonRoute: RouteID?
  public let redirects: [LinkRedirect]

  public init(
    name: String,
    tabs: [TabDefinition] = [],
    routes: [RouteDefinition] = [],
    guards: [any NavigationGuard] = [],
    commands: [FeatureCommand] = [],
    floatingButtonRoute: RouteID? = nil,
    redirects: [LinkRedirect] = []
  ) {
    self.name = name
    self.tabs = tabs
    self.routes = routes
    self.guards = guards
    self.commands = commands
    self.floatingButtonRoute = floatingButtonRoute
    self.redirects = redirects
  }

  /// One tab `home` with its root `home.root` at `/home`, and a detail `home.detail` at `/home/detail`.
  public static func singleTab(name: String = "Home") -> FixtureModule {
    FixtureModule(
      name: name,
      tabs: [TabDefinition(id: "home", title: "Home", icon: "house", order: 0)],
      routes: [
        RouteDefinition(
          id: "home.root", pattern: "home", placement: .tabRoot("home"), title: "Home", links: ["home.detail"]),
        RouteDefinition(
          id: "home.detail", pattern: "home/detail", placement: .push(tab: "home", parent: "home.root"),
          title: "Detail"),
      ])
  }
}

extension JourneyRunner {
  /// A runner for a set of modules (a feature alone, with fixtures), at 2024-11-20T09:00:00Z in UTC.
  public init(modules: [any RouteModule], data: InMemoryDataSource = InMemoryDataSource()) throws(RegistrationError) {
    self.init(
      registry: try RouteRegistry(app: .fixture, modules: modules), now: JourneyRunner.referenceDate, data: data)
  }

  /// Runs journey text and returns the failed expectations as readable lines (empty: all held); a journey
  /// without an `expect` step is one line, ``JourneyRunner/noExpectation``: it checked nothing.
  public mutating func failedExpectations(_ text: String) throws(JourneyError) -> [String] {
    let reports = try run(text)
    guard reports.contains(where: { $0.expectation != nil }) else { return [JourneyRunner.noExpectation] }
    return reports.compactMap { report in
      guard let expectation = report.expectation, !expectation.passed else { return nil }
      return
        "line \(report.line ?? 0): expect \(expectation.key): expected \"\(expectation.expected)\", actual \"\(expectation.actual)\""
    }
  }
}
