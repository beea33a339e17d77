import Foundation
import NavigationJourneys
import Testing

@_spi(StateBuilding) @_spi(Benchmarks) @testable import NavigationCore

/// The revalidator on its own: the rule a kept screen is held to against the data, and the check of every
/// screen of a state by it.
struct RevalidatorTests {
  let data = InMemoryDataSource()
  let registry = try! FixtureApp.registry()
  static let gone = "That entry no longer exists."
  /// The error state a data outage leaves: the core's text, kept as its key ("This could not be loaded
  /// (database unavailable)." in English).
  static let unavailable = LocalizedText("validation.unavailable", "database unavailable")

  var revalidator: Revalidator { Revalidator(registry: registry) }
  var context: ValidationContext { ValidationContext(today: Day(year: 2024, month: 11, day: 20)!, data: data) }

  func screen(_ path: String) throws -> Screen {
    let match = try registry.resolve(path: path, today: context.today).get()
    return try registry.screen(match.route, parameters: match.parameters)
  }

  func entryPath(_ number: Int) -> String {
    "/history/2024-11-18/entry/0b8f3c1e-4a6d-4f1e-9c2b-\(String(format: "%012d", number))"
  }

  @Test func aScreenStaysWhileItsItemExistsGoesWhenItIsDeletedAndShowsAnErrorWhileItCannotLoad() throws {
    let entry = try screen(FixtureApp.entryPath)
    #expect(
      revalidator.verdict(route: entry.route, parameters: entry.parameters, context: context) == .stays(error: nil))
    data.setOutage("database unavailable")
    #expect(
      revalidator.verdict(route: entry.route, parameters: entry.parameters, context: context)
        == .stays(error: Self.unavailable))
    data.setOutage(nil)
    data.delete("entry", id: FixtureApp.entryID)
    #expect(
      revalidator.verdict(route: entry.route, parameters: entry.parameters, context: context)
        == .goes(.literal(Self.gone)))
  }

  @Test func recheckGivesAndClearsTheErrorStateAndSaysWhyAScreenMustGo() throws {
    var entry = try screen(FixtureApp.entryPath)
    data.setOutage("database unavailable")
    #expect(revalidator.recheck(&entry, context: context) == nil)
    #expect(entry.error == Self.unavailable)
    data.setOutage(nil)
    #expect(revalidator.recheck(&entry, context: context) == nil)
    #expect(entry.error == nil)
    data.delete("entry", id: FixtureApp.entryID)
    #expect(revalidator.recheck(&entry, context: context) == .literal(Self.gone))
  }

  @Test func aStackIsCutAtItsFirstDeletedScreenAndTheValidPrefixStays() throws {
    var state = NavigationState(selectedTab: "history")
    let stack = try ["/history/2024-11-18", entryPath(1), entryPath(2), entryPath(3)].map(screen)
    try state.push(stack, on: "history")
    data.delete("entry", id: "0b8f3c1e-4a6d-4f1e-9c2b-\(String(format: "%012d", 2))")
    let events = revalidator.revalidate(&state, context: context)
    #expect(state.stacks["history"] == Array(stack.prefix(2)))
    #expect(events == [.truncated(path: entryPath(2), reason: Self.gone)])
  }

  @Test func aStackCutToNothingIsStoredAsNone() throws {
    var state = NavigationState(selectedTab: "history")
    try state.push([try screen(FixtureApp.entryPath)], on: "history")
    data.delete("entry", id: FixtureApp.entryID)
    #expect(revalidator.revalidate(&state, context: context).count == 1)
    #expect(state.stacks["history"] == nil)
  }

  @Test func aModalThatNoLongerValidatesClosesWithThoseAboveIt() throws {
    var state = NavigationState(selectedTab: "history")
    let modals = try [FixtureApp.entryPath, "/voice"].map {
      ModalPresentation(
        screen: try screen($0), style: .sheet, originTab: "history", presenterPath: "/history",
        opener: .screen(path: "/history"))
    }
    try state.present(modals)
    #expect(revalidator.revalidate(&state, context: context).isEmpty)
    #expect(state.modals == modals)
    data.delete("entry", id: FixtureApp.entryID)
    #expect(
      revalidator.revalidate(&state, context: context) == [.truncated(path: FixtureApp.entryPath, reason: Self.gone)])
    #expect(state.modals.isEmpty)
  }

  @Test func anUnavailableScreenKeepsItsPlaceAndGetsItsErrorState() throws {
    var state = NavigationState(selectedTab: "history")
    try state.push(try ["/history/2024-11-18", FixtureApp.entryPath].map(screen), on: "history")
    data.setOutage("database unavailable")
    #expect(revalidator.revalidate(&state, context: context).isEmpty)
    #expect(state.stacks["history"]?.map(\.error) == [nil, Self.unavailable])
  }

  @Test func aStackOfATabNotSelectedIsCutAndGetsItsErrorStatesAsTheSelectedOneDoes() throws {
    var state = NavigationState(selectedTab: "settings")
    let stack = try ["/history/2024-11-18", entryPath(1), entryPath(2)].map(screen)
    try state.push(stack, on: "history")
    data.delete("entry", id: "0b8f3c1e-4a6d-4f1e-9c2b-\(String(format: "%012d", 2))")
    #expect(revalidator.revalidate(&state, context: context) == [.truncated(path: entryPath(2), reason: Self.gone)])
    #expect(state.stacks["history"] == Array(stack.prefix(2)))
    #expect(state.selectedTab == "settings" && state.depth == 0)
    data.setOutage("database unavailable")
    #expect(revalidator.revalidate(&state, context: context).isEmpty)
    #expect(state.stacks["history"]?.map(\.error) == [nil, Self.unavailable])
  }
}
