import Foundation
@_spi(Fuzzing) import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// An enum of `String` raw values, a route field whose cases are the values a link may carry.
private enum EnergyUnit: String, Codable, CaseIterable, Sendable {
  case kcal
  case kilojoule = "kj"
}

/// An enum of `Int` raw values, read as a query item.
private enum Level: Int, Codable, CaseIterable, Sendable {
  case one = 1
  case two, three
}

/// A route with a `Bool` and an enum in its pattern, and both as optional query items (issue 62).
private struct Energy: RouteValue {
  static let routeID: RouteID = "kinds.energy"
  static let pattern = "energy/{unit:string=kcal|kj}/{compact:bool}"
  static let queryKeys = ["level", "detailed"]
  var unit: EnergyUnit
  var compact: Bool
  var level: Level? = nil
  var detailed: Bool? = nil
}

/// An enum field whose pattern parameter does not list its cases.
private struct UnlistedCases: RouteValue {
  static let routeID: RouteID = "kinds.unlisted"
  static let pattern = "unlisted/{unit}"
  var unit: EnergyUnit
}

/// An enum field whose pattern parameter lists other values.
private struct OtherCases: RouteValue {
  static let routeID: RouteID = "kinds.other"
  static let pattern = "other/{unit:string=kcal|cal}"
  var unit: EnergyUnit
}

/// An `Int` enum where the pattern has a string.
private struct WrongRawKind: RouteValue {
  static let routeID: RouteID = "kinds.wrongRaw"
  static let pattern = "wrong/{level:string=1|2|3}"
  var level: Level
}

/// A `Bool` where the pattern has a string.
private struct BoolAsString: RouteValue {
  static let routeID: RouteID = "kinds.boolAsString"
  static let pattern = "flag/{on}"
  var on: Bool
}

@Suite struct RouteFieldKindTests {
  static let tab = TabDefinition(id: "home", title: "Home", icon: "house", order: 0)
  static let root = RouteDefinition(id: "home.root", pattern: "home", placement: .tabRoot("home"), title: "Home")

  static func module(_ routes: [RouteDefinition]) -> FixtureModule {
    FixtureModule(name: "Kinds", tabs: [tab], routes: [root] + routes)
  }

  static func push(_ value: any RouteValue.Type) -> RouteDefinition {
    RouteDefinition(value, placement: .push(tab: "home", parent: "home.root"), title: "Energy")
  }

  static func registry(_ routes: [RouteDefinition] = [push(Energy.self)]) throws -> RouteRegistry {
    try RouteRegistry(app: .fixture, modules: [module(routes)])
  }

  static func problems(_ routes: [RouteDefinition]) -> [RegistrationProblem] {
    do {
      _ = try RouteRegistry(app: .fixture, modules: [module(routes)])
      return []
    } catch {
      return error.problems
    }
  }

  static let today = Day(year: 2024, month: 11, day: 20)!

  // MARK: - The resolver

  @Test func aBoolParameterReadsTrueAndFalseOnly() throws {
    let registry = try Self.registry()
    for (link, compact) in [("demeter://energy/kcal/true", "true"), ("demeter://energy/kj/false", "false")] {
      let match = try registry.resolve(link: link, today: Self.today).get()
      #expect(match.parameters["compact"] == compact)
    }
    for spelling in ["TRUE", "True", "yes", "1", "0", "truee"] {
      #expect(throws: DeepLinkError.self) {
        try registry.resolve(link: "demeter://energy/kcal/\(spelling)", today: Self.today).get()
      }
    }
  }

  @Test func anEnumValueThatIsNotACaseIsRefusedNamingTheCases() throws {
    let registry = try Self.registry()
    let match = try registry.resolve(link: "demeter://energy/kj/true", today: Self.today).get()
    #expect(match.parameters["unit"] == "kj")
    let result = registry.resolve(link: "demeter://energy/joule/true", today: Self.today)
    #expect(result == .failure(.notACase(name: "unit", value: "joule", cases: ["kcal", "kj"])))
    // Compared exactly, as the raw value is.
    #expect(throws: DeepLinkError.self) {
      try registry.resolve(link: "demeter://energy/KJ/true", today: Self.today).get()
    }
  }

  @Test func typedQueryItemsAreCheckedLikeTheirFields() throws {
    let registry = try Self.registry()
    let match = try registry.resolve(link: "demeter://energy/kj/false?level=2&detailed=true", today: Self.today).get()
    #expect(match.query["level"] == "2" && match.query["detailed"] == "true")
    #expect(
      registry.resolve(link: "demeter://energy/kj/false?level=4", today: Self.today)
        == .failure(.notACase(name: "level", value: "4", cases: ["1", "2", "3"])))
    #expect(
      registry.resolve(link: "demeter://energy/kj/false?detailed=yes", today: Self.today)
        == .failure(.invalidParameter(name: "detailed", value: "yes", kind: .bool)))
  }

  // MARK: - Values and patterns

  @Test func aValueWithBoolAndEnumFieldsPrintsItsPathAndReadsItBack() throws {
    let value = Energy(unit: .kilojoule, compact: true, level: .two, detailed: false)
    #expect(try value.path() == "/energy/kj/true?level=2&detailed=false")
    #expect(try Energy(path: "/energy/kj/true?level=2&detailed=false") == value)
    #expect(throws: RouteValueError.self) { try Energy(path: "/energy/kj/yes") }
    #expect(value.replaceRequest == .replace(path: "/energy/kj/true"))
  }

  @Test func aPatternListsTheValuesOfAStringOrIntParameter() throws {
    #expect(
      try RoutePattern("a/{u:string=kcal|kj}/{n:int=1|2}/{b:bool}").description
        == "a/{u:string=kcal|kj}/{n:int=1|2}/{b:bool}")
    let pattern = try RoutePattern("a/{u:string=kcal|kj}")
    #expect(try pattern.path(for: RouteParameters([("u", "kj")])) == "a/kj")
    #expect(throws: RoutePatternError.self) { try pattern.path(for: RouteParameters([("u", "joule")])) }
    for text in [
      "a/{b:bool=true}", "a/{u:string=a|a}", "a/{n:int=01}", "a/{d:day=2024-01-01}", "a/{u:string=}",
      "a/{u:string=a%20b}",
    ] {
      #expect(throws: RoutePatternError.self, "\(text)") { try RoutePattern(text) }
    }
  }

  // MARK: - Registration

  @Test func boolAndEnumFieldsRegisterAndAreCheckedAgainstThePattern() throws {
    #expect(Self.problems([Self.push(Energy.self)]).isEmpty)
    for (value, field) in [
      (UnlistedCases.self as any RouteValue.Type, "unit"), (OtherCases.self, "unit"), (WrongRawKind.self, "level"),
      (BoolAsString.self, "on"),
    ] {
      let found = Self.problems([Self.push(value)])
      #expect(found.count == 1, "\(value): \(found)")
      guard case .invalidRouteValue(_, _, _, let named, _)? = found.first else {
        Issue.record("\(value): \(found)")
        continue
      }
      #expect(named == field)
    }
  }

  @Test func aValueOfTheListThatAnotherRouteTakesInTheSamePlaceIsRefused() {
    let taken: [(String, String)] = [
      ("energy/kj/{compact:bool}", "a literal spelling a case"),
      ("energy/{n:int}/{compact:bool}", "an int parameter taking a case of digits"),
    ]
    let listed = RouteDefinition(
      id: "kinds.listed", pattern: "energy/{unit:string=kcal|kj|12}/{compact:bool}",
      placement: .push(tab: "home", parent: "home.root"), title: "Listed")
    for (pattern, why) in taken {
      let other = RouteDefinition(
        id: "kinds.taker", pattern: pattern, placement: .push(tab: "home", parent: "home.root"), title: "Taker")
      let found = Self.problems([listed, other])
      #expect(found.count == 1, "\(why): \(found)")
      guard case .invalidPattern(let route, _, let message)? = found.first else { continue }
      #expect(route == "kinds.listed" && message.contains("kinds.taker"), "\(why): \(message)")
    }
    // A literal that is none of the values takes nothing from the list.
    let apart = RouteDefinition(
      id: "kinds.apart", pattern: "energy/joule/{compact:bool}", placement: .push(tab: "home", parent: "home.root"),
      title: "Apart")
    #expect(Self.problems([listed, apart]).isEmpty)
  }

  // MARK: - The engine

  @Test func aLinkWithAValueThatIsNotACaseFailsWithItsToast() throws {
    let engine = TestApp(registry: try Self.registry()).engine
    var state = engine.freshState()
    let result = engine.reduce(&state, .request(.openLink("demeter://energy/joule/true")))
    guard case .failed = result.outcome else {
      Issue.record("\(result.outcome)")
      return
    }
    #expect(state.toast == LocalizedText("toast.linkFailed"))
    #expect(engine.reduce(&state, .request(.openLink("demeter://energy/kj/true"))).outcome == .completed)
    #expect(state.selectedStack.map(\.path) == ["/energy/kj/true"])
  }

  @Test func aJourneyReadsBoolAndEnumFields() throws {
    var runner = try JourneyRunner(modules: [Self.module([Self.push(Energy.self)])])
    let failures = try runner.failedExpectations(
      """
      open demeter://energy/kj/true?level=3
      expect top /energy/kj/true
      push /energy/joule/false
      expect top /energy/kj/true
      expect toast That link couldn’t be opened.
      replace /energy/kcal/false
      expect top /energy/kcal/false
      expect depth 1
      """)
    #expect(failures.isEmpty, "\(failures)")
  }
}
