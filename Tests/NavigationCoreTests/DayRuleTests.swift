import NavigationCore
import NavigationTesting
import Testing

/// A day a route value holds, read from its path.
private struct LoggedDay: RouteValue {
  static let routeID: RouteID = "log.day"
  static let pattern = "log/{date:day}"
  var date: Day
}

/// Issue 53: the rule of the days a link or path may name has one home, `NavigationRules.Days` and the one
/// function that judges a day by it, and one default, the app's rules (any day unless the app says otherwise).
/// The resolver judges every day it reads there: the planner and the engine judge none again.
struct DayRuleTests {
  static let today = Day(year: 2024, month: 11, day: 20)!
  static let earliest = Day(year: 2000, month: 1, day: 1)!

  @Test func aDayToComeIsRefusedOnlyWhereTheRuleSaysNotAfterToday() {
    let tomorrow = Self.today.adding(days: 1)
    #expect(NavigationRules.Days.any.refusal(of: tomorrow, today: Self.today, earliest: nil) == nil)
    #expect(NavigationRules.Days.notAfterToday.refusal(of: Self.today, today: Self.today, earliest: nil) == nil)
    #expect(
      NavigationRules.Days.notAfterToday.refusal(of: tomorrow, today: Self.today, earliest: nil)
        == .futureDay(tomorrow))
  }

  @Test func aDayBeforeTheEarliestDayIsRefusedUnderEitherRuleAndTheEarliestDayItselfIsNot() {
    let before = Self.earliest.adding(days: -1)
    for rule in [NavigationRules.Days.any, .notAfterToday] {
      #expect(
        rule.refusal(of: before, today: Self.today, earliest: Self.earliest)
          == .dayBeforeEarliest(before, earliest: Self.earliest))
      #expect(rule.refusal(of: Self.earliest, today: Self.today, earliest: Self.earliest) == nil)
      #expect(rule.refusal(of: before, today: Self.today, earliest: nil) == nil, "no earliest day, none too early")
    }
  }

  /// The resolver judges the earliest day as it judges a day to come: a path to a day too long ago is not a
  /// match that a later check refuses, but a refusal.
  @Test func theResolverRefusesADayBeforeTheEarliestDay() throws {
    var app = AppDefinition.fixture
    app.earliestDay = Self.earliest
    let registry = try RouteRegistry(app: app, modules: [FixtureApp.Module()])
    let before = Self.earliest.adding(days: -1)
    #expect(
      registry.resolve(path: "/history/\(before)", today: Self.today)
        == .failure(.dayBeforeEarliest(before, earliest: Self.earliest)))
    #expect(try registry.resolve(path: "/history/\(Self.earliest)", today: Self.today).get().route == "history.day")
  }

  /// The one default is the app's rules: a resolver holds the days its app's rules name, and an app that
  /// names none opens days to come.
  @Test func theResolverHoldsTheAppsRuleWhoseDefaultIsAnyDay() throws {
    let tomorrow = Self.today.adding(days: 1)
    for (rules, refused) in [(NavigationRules(), false), (NavigationRules(days: .notAfterToday), true)] {
      var app = AppDefinition.fixture
      app.rules = rules
      let registry = try RouteRegistry(app: app, modules: [FixtureApp.Module()])
      let resolved = registry.resolve(link: "demeter://history/\(tomorrow)", today: Self.today)
      #expect((resolved == .failure(.futureDay(tomorrow))) == refused, "\(rules.days)")
    }
  }

  /// A route value reads any real day from its path: whether the day may be opened is the engine's to judge,
  /// by the app's rule, when the value's request is sent.
  @Test func aRouteValueReadsAnyRealDayFromItsPath() throws {
    for day in [Day(year: 1, month: 1, day: 1)!, Self.today, Day(year: 9999, month: 12, day: 31)!] {
      #expect(try LoggedDay(path: "/log/\(day)").date == day)
    }
  }
}
