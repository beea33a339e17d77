import Foundation
import NavigationJourneys
import NavigationTesting
import Testing

@testable import NavigationCore

/// The link planner on its own: the check every way into a screen passes after the resolver's (the day rule
/// among them), and the plan a link applies.
struct LinkPlannerTests {
  let data = InMemoryDataSource()
  static let earliest = Day(year: 2024, month: 11, day: 18)!
  /// The error state a data outage leaves: the core's text, kept as its key ("This could not be loaded
  /// (database unavailable)." in English).
  static let unavailable = LocalizedText("validation.unavailable", "database unavailable")

  func planner(earliest: Day? = nil) throws -> LinkPlanner {
    var app = AppDefinition.fixture
    app.earliestDay = earliest
    return LinkPlanner(registry: try RouteRegistry(app: app, modules: [FixtureApp.Module()]))
  }

  var context: ValidationContext { ValidationContext(today: Day(year: 2024, month: 11, day: 20)!, data: data) }

  func match(_ path: String, in planner: LinkPlanner) throws -> RouteMatch {
    try planner.registry.resolve(path: path, today: context.today).get()
  }

  /// The day rule is the resolver's (``DayRuleTests``): a day it refuses is the plan's failure, and the day it
  /// accepts is planned.
  @Test func aDayTheResolverRefusesIsThePlansFailureAndTheEarliestDayItselfIsPlanned() throws {
    let planner = try planner(earliest: Self.earliest)
    let early = planner.registry.resolve(path: "/history/2024-11-17", today: context.today)
    #expect(
      planner.plan(early, link: "link", context: context)
        == .failure(.dayBeforeEarliest(Day(year: 2024, month: 11, day: 17)!, earliest: Self.earliest)))
    let first = try match("/history/2024-11-18", in: planner)
    #expect((try? planner.plan(.success(first), link: "link", context: context).get()) != nil)
  }

  @Test func aResolverFailureIsThePlansFailure() throws {
    let planner = try planner()
    let failure = DeepLinkError.noMatchingRoute(path: "/nowhere")
    #expect(planner.plan(.failure(failure), link: "link", context: context) == .failure(failure))
  }

  @Test func aPlanShowsTheTargetWithItsParentChainInItsOwnTab() throws {
    let planner = try planner()
    let plan = try planner.plan(.success(try match(FixtureApp.entryPath, in: planner)), link: "link", context: context)
      .get()
    #expect(plan.target.path == FixtureApp.entryPath)
    #expect(plan.steps.contains(.selectTab("history")))
  }

  @Test func aMissingItemFailsAndAnUnavailableOneGivesTheScreenItsErrorState() throws {
    let planner = try planner()
    let entry = try match(FixtureApp.entryPath, in: planner)
    let index = try #require(planner.registry.index(of: entry.route))
    #expect(try planner.validatedScreen(entry, at: index, context: context, link: "link").get().error == nil)

    data.setOutage("database unavailable")
    let unavailable = try planner.validatedScreen(entry, at: index, context: context, link: "link").get()
    #expect(unavailable.path == FixtureApp.entryPath)
    #expect(unavailable.error == Self.unavailable)

    data.setOutage(nil)
    data.delete("entry", id: FixtureApp.entryID)
    let missing = DeepLinkError.validationFailed(route: entry.route, message: .literal("That entry no longer exists."))
    #expect(planner.validatedScreen(entry, at: index, context: context, link: "link") == .failure(missing))
    #expect(planner.plan(.success(entry), link: "link", context: context) == .failure(missing))
  }
}
