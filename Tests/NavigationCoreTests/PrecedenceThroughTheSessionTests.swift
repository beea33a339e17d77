import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// A literal segment beats a typed parameter at every segment, whatever order the routes were registered in,
/// and a literal that leads nowhere gives way to the typed route (issue 26, family 9).
@Suite struct PrecedenceThroughTheSessionTests {
  static let routes = [
    RouteDefinition(
      id: "home.launchDay", pattern: "home/2024-01-01", placement: .push(tab: "home", parent: "home.root"),
      title: "Launch Day"),
    RouteDefinition(
      id: "home.day", pattern: "home/{date:day}", placement: .push(tab: "home", parent: "home.root"), title: "Day"),
    RouteDefinition(
      id: "home.launchNotes", pattern: "home/2024-01-01/notes", placement: .push(tab: "home", parent: "home.launchDay"),
      title: "Launch Notes"),
    RouteDefinition(
      id: "home.dayMeals", pattern: "home/{date:day}/meals", placement: .push(tab: "home", parent: "home.day"),
      title: "Meals"),
  ]

  static func runner(reversed: Bool) throws -> JourneyRunner {
    let days = FixtureModule(name: "Days", routes: reversed ? routes.reversed() : routes)
    return try JourneyRunner(modules: [FixtureModule.singleTab(), days])
  }

  @Test(arguments: [false, true])
  func aTypedPathThatIsALiteralOpensTheLiteralRoute(reversed: Bool) throws {
    var runner = try Self.runner(reversed: reversed)
    let failures = try runner.failedExpectations(
      """
      push /home/2024-01-01
      expect top /home/2024-01-01
      push /home/2024-01-01/notes
      expect top /home/2024-01-01/notes
      """)
    #expect(failures == [])
    #expect(runner.state.stacks["home"]?.map(\.route) == ["home.launchDay", "home.launchNotes"])
  }

  /// The boundary: the day next to the literal, and the literal's day under a segment only the typed route
  /// has, open the typed routes.
  @Test(arguments: [false, true])
  func theNeighbouringDayAndALiteralThatLeadsNowhereOpenTheTypedRoute(reversed: Bool) throws {
    var runner = try Self.runner(reversed: reversed)
    _ = try runner.run("push /home/2024-01-02")
    #expect(runner.state.stacks["home"]?.map(\.route) == ["home.day"])
    _ = try runner.run("open demeter://home/2024-01-01/meals")
    #expect(runner.state.stacks["home"]?.map(\.route) == ["home.day", "home.dayMeals"])
    #expect(runner.state.stacks["home"]?.last?.path == "/home/2024-01-01/meals")
  }
}
