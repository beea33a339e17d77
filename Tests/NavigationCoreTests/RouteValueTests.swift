import Foundation
import NavigationCore
import NavigationTesting
import Testing

/// A route with one parameter of every kind and two optional query items, declared by its fields alone.
private struct Sample: RouteValue {
  static let routeID: RouteID = "test.sample"
  static let pattern = "Sample/{date:day}/{id:uuid}/{count:int}/{name}"
  static let queryKeys = ["source", "page"]

  var date: Day
  var id: UUID
  var count: Int
  var name: String
  var source: String? = nil
  var page: Int? = nil
}

/// A route whose property is renamed by its coding keys: the pattern names the key, not the property.
private struct Renamed: RouteValue {
  static let routeID: RouteID = "test.renamed"
  static let pattern = "renamed/{entry:uuid}"
  var entryID: UUID

  enum CodingKeys: String, CodingKey {
    case entryID = "entry"
  }
}

/// A route whose hand-written `encode(to:)` writes a field that is neither a parameter nor a query key.
private struct Undeclared: RouteValue {
  static let routeID: RouteID = "test.undeclared"
  static let pattern = "undeclared"
  init() {}
  init(from decoder: any Decoder) throws {}
  func encode(to encoder: any Encoder) throws {
    enum Keys: CodingKey { case secret }
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode("x", forKey: .secret)
  }
}

/// A route that reads a day where its pattern has an integer.
private struct MisreadKind: RouteValue {
  static let routeID: RouteID = "test.misread"
  static let pattern = "misread/{n:int}"
  var n: Day
}

/// A typo: the pattern says `date`, the property `dat`.
private struct Typo: RouteValue {
  static let routeID: RouteID = "test.typo"
  static let pattern = "typo/{date:day}"
  var dat: Day
}

/// A query item that is not optional, and a property no route can hold.
private struct RequiredQuery: RouteValue {
  static let routeID: RouteID = "test.requiredQuery"
  static let pattern = "required"
  static let queryKeys = ["term"]
  var term: String
  var ratio: Double?
}

/// Registers each route from its value type under a tab of its own module.
private struct ValueModule: RouteModule {
  let name = "Values"
  let values: [any RouteValue.Type]
  var tabs: [TabDefinition] { [TabDefinition(id: "values", title: "Values", icon: "circle", order: 0)] }
  var routes: [RouteDefinition] {
    [RouteDefinition(id: "values.root", pattern: "values", placement: .tabRoot("values"), title: "Values")]
      + values.map { RouteDefinition($0, placement: .modal(.sheet), title: "Value") }
  }
}

private func registrationProblems(_ values: [any RouteValue.Type]) -> [RegistrationProblem] {
  do {
    _ = try RouteRegistry(app: .fixture, modules: [ValueModule(values: values)])
    return []
  } catch {
    return error.problems
  }
}

struct RouteValueTests {
  static let id = UUID(uuidString: "3F2504E0-4F89-41D3-9A0C-0305E82C3301")!

  fileprivate static let values: [Sample] = [
    Sample(date: Day(year: 2024, month: 11, day: 18)!, id: id, count: 7, name: "soup"),
    Sample(date: Day(year: 1, month: 1, day: 1)!, id: id, count: 0, name: "a"),
    Sample(date: Day(year: 9999, month: 12, day: 31)!, id: id, count: Int.max, name: "x y?é%&#", source: "widget"),
    Sample(date: Day(year: 2024, month: 2, day: 29)!, id: UUID(), count: 12, name: "..a", source: "a&b=c", page: 3),
    Sample(date: Day(year: 2000, month: 2, day: 29)!, id: id, count: 1, name: "~", page: 0),
  ]

  @Test(arguments: values) fileprivate func valueToPathToValueIsTheIdentity(_ value: Sample) throws {
    let path = try value.path()
    #expect(try Sample(path: path) == value)
  }

  @Test(arguments: values) fileprivate func pathToValueToPathGivesTheSamePathBack(_ value: Sample) throws {
    let path = try value.path()
    #expect(try Sample(path: path).path() == path)
  }

  @Test func pathToValueToPathGivesTheCanonicalPath() throws {
    let written = "SAMPLE/2024-11-18/3F2504E0-4F89-41D3-9A0C-0305E82C3301/42/caf%C3%A9?page=2&ignored=1&source=mail"
    let value = try Sample(path: written)
    #expect(value.id == Self.id)
    #expect(value.name == "café")
    #expect(value.page == 2)
    #expect(value.source == "mail")
    #expect(
      try value.path()
        == "/sample/2024-11-18/3f2504e0-4f89-41d3-9a0c-0305e82c3301/42/caf%C3%A9?source=mail&page=2")
  }

  @Test func theCanonicalPathPrintsUUIDsInLowerCaseAndLeavesUnsetQueryItemsOut() throws {
    let value = Sample(date: Day(year: 2024, month: 11, day: 18)!, id: Self.id, count: 3, name: "soup")
    #expect(try value.path() == "/sample/2024-11-18/3f2504e0-4f89-41d3-9a0c-0305e82c3301/3/soup")
    #expect(value.fields.parameters["id"] == "3f2504e0-4f89-41d3-9a0c-0305e82c3301")
  }

  @Test func theRequestCarriesTheRouteAndCanonicalParameters() {
    let value = Sample(date: Day(year: 2024, month: 11, day: 18)!, id: Self.id, count: 3, name: "soup", page: 2)
    #expect(
      value.request
        == .route(
          "test.sample",
          ["date": "2024-11-18", "id": "3f2504e0-4f89-41d3-9a0c-0305e82c3301", "count": "3", "name": "soup"]))
  }

  @Test func aScreenOfTheRouteReadsAsTheValueAndAnotherRouteIsRefused() throws {
    let value = Sample(date: Day(year: 2024, month: 11, day: 18)!, id: Self.id, count: 3, name: "soup")
    let screen = Screen(route: Sample.routeID, parameters: value.fields.parameters, path: try value.path())
    #expect(try Sample(screen: screen) == value)
    let other = Screen(route: "test.other", parameters: value.fields.parameters, path: "/other")
    #expect(throws: RouteValueError.otherRoute(expected: "test.sample", found: "test.other")) {
      try Sample(screen: other)
    }
  }

  @Test func aPathOfAnotherShapeIsUnresolved() {
    for path in ["/sample/2024-02-30/3f2504e0-4f89-41d3-9a0c-0305e82c3301/1/a", "/sample/2024-11-18", "/other"] {
      #expect(throws: RouteValueError.self) { try Sample(path: path) }
    }
    #expect(throws: RouteValueError.unresolved(route: "test.sample", .noMatchingRoute(path: "other"))) {
      try Sample(path: "/other")
    }
  }

  @Test func aMalformedQueryValueIsAnError() {
    #expect(throws: RouteValueError.invalidValue(name: "page", value: "two", kind: .int)) {
      try Sample(path: "/sample/2024-11-18/3f2504e0-4f89-41d3-9a0c-0305e82c3301/1/a?page=two")
    }
  }

  @Test func aValueThatCannotBePrintedSaysWhy() {
    let empty = Sample(date: Day(year: 2024, month: 11, day: 18)!, id: Self.id, count: 3, name: "")
    #expect(
      throws: RouteValueError.unprintable(route: "test.sample", .invalidValue(name: "name", value: "", kind: .string))
    ) {
      try empty.path()
    }
    let negative = Sample(date: Day(year: 2024, month: 11, day: 18)!, id: Self.id, count: -1, name: "a")
    #expect(throws: RouteValueError.self) { try negative.path() }
    #expect(
      throws: RouteValueError.unsupportedField(
        name: "secret", reason: "it is neither a parameter of the pattern nor a query key")
    ) { try Undeclared().path() }
  }

  @Test func readingAParameterAsAnotherKindIsAnInvalidValue() {
    #expect(throws: RouteValueError.invalidValue(name: "n", value: "5", kind: .day)) {
      try MisreadKind(path: "/misread/5")
    }
  }

  @Test func eachTypeReadsOnlyItsCanonicalText() {
    #expect(Int.routeParameterValue("007") == nil)
    #expect(Int.routeParameterValue("-1") == nil)
    #expect(Int.routeParameterValue("0") == 0)
    #expect(String.routeParameterValue("") == nil)
    #expect(String.routeParameterValue("a/b") == nil)
    #expect(Day.routeParameterValue("2023-02-29") == nil)
    #expect(UUID.routeParameterValue("3F2504E0-4F89-41D3-9A0C-0305E82C3301")?.routeParameter == Self.id.routeParameter)
    #expect(Self.id.routeParameter == "3f2504e0-4f89-41d3-9a0c-0305e82c3301")
  }

  @Test func aPropertyRenamedByItsCodingKeysIsTheParameterOfThatName() throws {
    let value = Renamed(entryID: Self.id)
    #expect(try value.path() == "/renamed/3f2504e0-4f89-41d3-9a0c-0305e82c3301")
    #expect(try Renamed(path: "/renamed/3f2504e0-4f89-41d3-9a0c-0305e82c3301") == value)
    #expect(registrationProblems([Renamed.self, Sample.self]) == [])
  }

  @Test func aFieldNameTypoFailsRegistrationNamingTheModuleRouteAndField() {
    let problems = registrationProblems([Typo.self])
    #expect(
      problems == [
        .invalidRouteValue(
          "test.typo", module: "Values", type: "Typo", field: "dat",
          fault: .notInPattern("typo/{date:day}", parameters: ["date"])),
        .invalidRouteValue("test.typo", module: "Values", type: "Typo", field: "date", fault: .missingProperty),
      ])
    #expect(
      problems.map(\.description) == [
        "Values: route 'test.typo' (Typo): field 'dat' is not a parameter of the pattern 'typo/{date:day}' ('date') "
          + "nor a query key",
        "Values: route 'test.typo' (Typo): field 'date' is a parameter of the pattern, but the type has no such "
          + "property",
      ])
    #expect(
      problems.map { $0.text.resolved(in: Localization(language: "de")) } == [
        "Route „test.typo“ (Typo): Das Feld „dat“ ist weder ein Parameter des Musters „typo/{date:day}“ ('date') "
          + "noch ein Query-Schlüssel",
        "Route „test.typo“ (Typo): „date“ ist ein Parameter des Musters, aber der Typ hat keine solche Eigenschaft",
      ])
  }

  @Test func aPropertyOfAnotherKindThanItsParameterFailsRegistration() {
    #expect(
      registrationProblems([MisreadKind.self]) == [
        .invalidRouteValue(
          "test.misread", module: "Values", type: "MisreadKind", field: "n",
          fault: .kindMismatch("Day", kind: .day, parameter: .int))
      ])
    #expect(
      registrationProblems([MisreadKind.self]).map(\.message) == [
        "route 'test.misread' (MisreadKind): field 'n' is Day (day), but the pattern's parameter is int"
      ])
  }

  @Test func aRequiredQueryItemAndAnUnsupportedTypeFailRegistration() {
    let problems = registrationProblems([RequiredQuery.self])
    #expect(
      problems.map(\.description) == [
        "Values: route 'test.requiredQuery' (RequiredQuery): field 'term' is a query item, so it must be optional",
        "Values: route 'test.requiredQuery' (RequiredQuery): field 'ratio' is Double, which no route holds "
          + "(Day, UUID, Int, String, Bool, or a CaseIterable enum of String or Int raw values)",
      ])
    #expect(
      problems.map { $0.text.resolved(in: Localization(language: "de")) } == [
        "Route „test.requiredQuery“ (RequiredQuery): Das Feld „term“ ist ein Query-Parameter und muss daher "
          + "optional sein",
        "Route „test.requiredQuery“ (RequiredQuery): Das Feld „ratio“ ist vom Typ Double, den keine Route "
          + "aufnehmen kann (Day, UUID, Int, String, Bool oder ein CaseIterable-Enum mit String- oder Int-Rohwerten)",
      ])
  }

  @Test func aFieldOfAPatternWithoutParametersSaysSoInEachLanguage() {
    let problem = RegistrationProblem.invalidRouteValue(
      "test.bare", module: "Values", type: "Bare", field: "x", fault: .notInPattern("bare", parameters: []))
    #expect(
      problem.message
        == "route 'test.bare' (Bare): field 'x' is not a parameter of the pattern 'bare' (none) nor a query key")
    #expect(
      problem.text.resolved(in: Localization(language: "de"))
        == "Route „test.bare“ (Bare): Das Feld „x“ ist weder ein Parameter des Musters „bare“ (es hat keine) noch ein "
        + "Query-Schlüssel")
  }

  @Test func optionalStringAndIntFieldsAreRecordedAsOptional() {
    // Without the recorder's own decodeIfPresent overloads, these two would be recorded as required.
    let fields = Sample.recordedFields()
    #expect(fields.map(\.name) == ["date", "id", "count", "name", "source", "page"])
    #expect(fields.map(\.isOptional) == [false, false, false, false, true, true])
    #expect(fields.map(\.kind) == [.day, .uuid, .int, .string, .string, .int])
  }
}
