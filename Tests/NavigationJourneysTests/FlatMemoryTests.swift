import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Memory flat in a journey's length: the runner keeps the first failed expectations and counts the rest,
/// the fake data source remembers a bounded number of deletions and saved edits, each cap declared once.
struct FlatMemoryTests {
  static let registry: RouteRegistry = {
    try! RouteRegistry(
      app: .fixture,
      modules: [
        FixtureModule(
          name: "Shelf", tabs: [TabDefinition(id: "shelf", title: "Shelf", icon: "books", order: 0)],
          routes: [RouteDefinition(id: "shelf.root", pattern: "shelf", placement: .tabRoot("shelf"), title: "Shelf")])
      ])
  }()

  @Test func theRunnerKeepsTheFirstFailuresAndCountsThemAll() throws {
    var runner = JourneyRunner(registry: Self.registry, now: JourneyRunner.referenceDate)
    let failing = JourneyRunner.keptFailures + 1
    for number in 1...failing {
      let step = try #require(
        try Journey.step(lineBytes: Array("expect depth 9".utf8), number: number, registry: Self.registry))
      _ = try runner.run(step)
    }
    #expect(runner.failureCount == failing)
    #expect(runner.failures.count == JourneyRunner.keptFailures)
    #expect(runner.failures.first?.line == 1)
    #expect(runner.failures.last?.line == JourneyRunner.keptFailures)
  }

  @Test func theDataSourceForgetsTheOldestDeletionPastItsCap() {
    let data = InMemoryDataSource()
    for number in 0...InMemoryDataSource.deletedItemsKept { data.delete("entry", id: "\(number)") }
    #expect(data.availability(of: "entry", id: "0") == .available)
    #expect(data.availability(of: "entry", id: "1") == .missing)
    #expect(data.availability(of: "entry", id: "\(InMemoryDataSource.deletedItemsKept)") == .missing)
  }

  @Test func aDeletionRepeatedAfterARestoreCountsAsNew() {
    let data = InMemoryDataSource()
    data.delete("entry", id: "old")
    data.restore("entry", id: "old")
    for number in 1..<InMemoryDataSource.deletedItemsKept { data.delete("entry", id: "\(number)") }
    data.delete("entry", id: "old")
    data.delete("entry", id: "newest")
    // "old"'s first deletion is the oldest, but it was restored: its second deletion is what is remembered.
    #expect(data.availability(of: "entry", id: "old") == .missing)
    #expect(data.availability(of: "entry", id: "1") == .available)
    #expect(data.availability(of: "entry", id: "newest") == .missing)
  }

  @Test func theDataSourceKeepsTheLastSavedEditsAndCountsThemAll() {
    let data = InMemoryDataSource()
    let total = 3 * InMemoryDataSource.savedEditsKept + 7
    for number in 0..<total {
      _ = data.save(ScreenEdit(kind: "entry", route: "a", parameters: RouteParameters(), fields: ["n": "\(number)"]))
    }
    #expect(data.savedCount == total)
    #expect(data.saved.count == InMemoryDataSource.savedEditsKept)
    #expect(data.saved.last?.fields["n"] == "\(total - 1)")
    #expect(data.saved.first?.fields["n"] == "\(total - InMemoryDataSource.savedEditsKept)")
  }

  @Test func theTextReportShortensLongValuesAndDoesNotReprintAnUnchangedPayload() {
    let long = String(repeating: "x", count: 8_000)
    let engine = NavigationEngine(
      registry: Self.registry,
      environment: NavigationEnvironment(
        now: { JourneyRunner.referenceDate }, timeZone: TimeZone(identifier: "UTC")!, data: AllAvailableDataSource()))
    var first = StateReport(state: engine.freshState(), engine: engine, outcome: .completed)
    first.line = 1
    first.command = "edit note \(long)"
    first.top = "/shelf"
    first.payload = ["note": long]
    var second = first
    second.line = 2
    second.command = "wait 1s"
    #expect(
      first.text.contains(
        "payload note=\"\(String(repeating: "x", count: StateReport.textValueCharacters))…\" (8000 bytes)"))
    #expect(first.text.utf8.count < 1_000)
    #expect(second.text(after: first).contains("payload unchanged"))
    #expect(!second.text(after: first).contains("xxx"))
    var moved = second
    moved.top = "/elsewhere"
    #expect(moved.text(after: first).contains("payload note="), "another screen's payload is printed")
  }
}
