import Foundation
import NavigationCore
import Testing

/// A route with one parameter of every kind and two optional query items.
private struct Sample: RouteValue {
  static let routeID: RouteID = "test.sample"
  static let pattern = "Sample/{date:day}/{id:uuid}/{count:int}/{name}"
  static let queryKeys = ["source", "page"]

  var date: Day
  var id: UUID
  var count: Int
  var name: String
  var source: String?
  var page: Int?

  init(date: Day, id: UUID, count: Int, name: String, source: String? = nil, page: Int? = nil) {
    self.date = date
    self.id = id
    self.count = count
    self.name = name
    self.source = source
    self.page = page
  }

  init(fields: RouteValueFields) throws(RouteValueError) {
    date = try fields.parameter("date")
    id = try fields.parameter("id")
    count = try fields.parameter("count")
    name = try fields.parameter("name")
    source = try fields.query("source")
    page = try fields.query("page")
  }

  func write(to fields: inout RouteValueFields) {
    fields.setParameter("date", date)
    fields.setParameter("id", id)
    fields.setParameter("count", count)
    fields.setParameter("name", name)
    fields.setQuery("source", source)
    fields.setQuery("page", page)
  }
}

/// A route whose value writes a query key it does not declare.
private struct Undeclared: RouteValue {
  static let routeID: RouteID = "test.undeclared"
  static let pattern = "undeclared"
  init() {}
  init(fields: RouteValueFields) throws(RouteValueError) {}
  func write(to fields: inout RouteValueFields) { fields.setQuery("secret", "x") }
}

/// A route that reads a day where its pattern has an integer.
private struct MisreadKind: RouteValue {
  static let routeID: RouteID = "test.misread"
  static let pattern = "misread/{n:int}"
  var n: Day
  init(fields: RouteValueFields) throws(RouteValueError) { n = try fields.parameter("n") }
  func write(to fields: inout RouteValueFields) { fields.setParameter("n", n) }
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
    #expect(throws: RouteValueError.undeclaredQueryKey("secret")) { try Undeclared().path() }
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
}
