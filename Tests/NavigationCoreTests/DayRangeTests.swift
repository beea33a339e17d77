import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// The earliest day (``AppDefinition/earliestDay``) holds for every day a path names, through a redirect's old
/// pattern and for a match changed after resolving (a typed route resolves the path it prints); a resolved
/// match changed afterwards forgets the path it was read from.
struct DayRangeTests {
  struct Log: RouteModule {
    let name = "Log"
    let tabs = [TabDefinition(id: "log", title: "Log", icon: "book", order: 0)]
    let routes = [
      RouteDefinition(id: "log.root", pattern: "log", placement: .tabRoot("log"), title: "Log"),
      RouteDefinition(
        id: "log.day", pattern: "log/{date:day}", placement: .push(tab: "log", parent: "log.root"), title: "Day"),
      RouteDefinition(
        id: "log.week", pattern: "log/week/{date:day}", placement: .push(tab: "log", parent: "log.root"),
        title: "Week"),
      RouteDefinition(
        id: "log.range", pattern: "log/{from:day}/{to:day}", placement: .push(tab: "log", parent: "log.root"),
        title: "Range"),
    ]
    let redirects = [LinkRedirect(from: "old/{date:day}", to: "log.day")]
  }

  static let earliest = Day(year: 2000, month: 1, day: 1)!
  static let now = Date(timeIntervalSince1970: 1_732_093_200)  // 2024-11-20T09:00:00Z

  func engine() throws -> NavigationEngine {
    var app = AppDefinition.fixture
    app.earliestDay = Self.earliest
    return TestApp(registry: try RouteRegistry(app: app, modules: [Log()]), start: JourneyClock(now: Self.now)).engine
  }

  func outcome(of path: String) throws -> NavigationOutcome {
    let engine = try engine()
    var state = engine.freshState()
    return engine.reduce(&state, .request(.show(path: path))).outcome
  }

  func tooEarly(_ day: String) -> NavigationOutcome {
    .failed(DeepLinkError.dayBeforeEarliest(Day(day)!, earliest: Self.earliest).description)
  }

  @Test func theEarliestOfSeveralDaysIsChecked() throws {
    #expect(try outcome(of: "/log/2000-01-05/2000-01-06") == .completed)
    // The early day first, then a later one: the check must not keep only the last day read.
    #expect(try outcome(of: "/log/1999-12-31/2000-01-05") == tooEarly("1999-12-31"))
    #expect(try outcome(of: "/log/2000-01-05/1999-12-31") == tooEarly("1999-12-31"))
    // Both too early: the first in the pattern's order is named.
    #expect(try outcome(of: "/log/1999-12-31/1999-12-30") == tooEarly("1999-12-31"))
  }

  @Test func aDayReadThroughARedirectIsCheckedToo() throws {
    #expect(try outcome(of: "/old/2000-01-05") == .completed)
    #expect(try outcome(of: "/old/1999-12-31") == tooEarly("1999-12-31"))
  }

  @Test func aMatchChangedAfterResolvingIsPlannedAndCheckedOnWhatItNowSays() throws {
    let engine = try engine()
    let registry = engine.registry
    let context = engine.environment.validationContext
    let resolved = try registry.resolve(path: "/log/2000-01-05", today: context.today).get()

    var otherRoute = resolved
    otherRoute.route = "log.week"
    let week = try registry.plan(for: otherRoute, link: "test", context: context).get()
    #expect(week.target.path == "/log/week/2000-01-05", "not the path the match was read from")

    var otherDay = resolved
    otherDay.parameters = ["date": "2000-01-06"]
    let day = try registry.plan(for: otherDay, link: "test", context: context).get()
    #expect(day.target.path == "/log/2000-01-06")

    var early = resolved
    early.parameters = ["date": "1999-12-31"]
    var state = engine.freshState()
    // Through a typed route, which resolves the path it prints: the early day is refused like a link's.
    #expect(
      engine.reduce(&state, .request(.route(early.route, early.parameters))).outcome == tooEarly("1999-12-31"))
  }
}
