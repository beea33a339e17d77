import HistoryFeature
import HistoryRoutes
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

@Suite struct HistoryFeatureTests {
  let entry = "3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f"

  func registry() throws -> RouteRegistry {
    try RouteRegistry(app: .fixture, modules: [HistoryFeature()])
  }

  @Test func dayDetailIsTitledWithItsDate() throws {
    let registry = try registry()
    let screen = try registry.screen(DayDetail.routeID, parameters: ["date": "2024-11-18"])
    #expect(registry.title(of: screen) == "November 18, 2024")
    #expect(screen.path == "/history/2024-11-18")
  }

  @Test func anEntryLinkRebuildsCalendarDayEntry() throws {
    let registry = try registry()
    let today = Day(year: 2024, month: 11, day: 20)!
    let match = try registry.resolve(link: "demeter://history/2024-11-18/entry/\(entry)", today: today).get()
    let plan = try registry.plan(
      for: match, link: "l", context: ValidationContext(today: today, data: AllAvailableDataSource())
    ).get()
    #expect(
      plan.steps.map(\.description) == [
        "dismiss modals", "select tab history", "pop history to root", "push /history/2024-11-18",
        "push /history/2024-11-18/entry/\(entry)",
      ])
  }

  @Test func aFutureDayIsAnErrorNotAClamp() throws {
    let registry = try registry()
    let result = registry.resolve(link: "demeter://history/2024-11-21", today: Day(year: 2024, month: 11, day: 20)!)
    #expect(result == .failure(.futureDay(Day(year: 2024, month: 11, day: 21)!)))
  }

  @Test func drillDownAndBackLabels() throws {
    var runner = try JourneyRunner(modules: [HistoryFeature()])
    let failures = try runner.failedExpectations(
      """
      push /history/2024-11-18
      expect back-label Back to Calendar
      push /history/2024-11-18/entry/\(entry)
      expect back-label Back to November 18, 2024
      back
      wait 1s
      back
      expect top /history
      """)
    #expect(failures == [])
  }

  @Test func backSkipsADayWhoseEntryWasDeletedOnlyForTheEntry() throws {
    let data = InMemoryDataSource()
    var runner = try JourneyRunner(modules: [HistoryFeature()], data: data)
    let other = "00000000-0000-4000-8000-000000000001"
    _ = try runner.run(
      """
      push /history/2024-11-18
      push /history/2024-11-18/entry/\(entry)
      push /history/2024-11-18/entry/\(other)
      """)
    data.delete("entry", id: entry)
    let failures = try runner.failedExpectations("back\nexpect top /history/2024-11-18")
    #expect(failures == [])
  }

  @Test func anUnavailableDataSourceShowsAnErrorStateInsteadOfTheEntry() throws {
    let data = InMemoryDataSource()
    data.setOutage("database unavailable")
    var runner = try JourneyRunner(modules: [HistoryFeature()], data: data)
    _ = try runner.run("push /history/2024-11-18/entry/\(entry)")
    #expect(runner.state.selectedStack.last?.error != nil)
  }

  @Test func comingBackFromTheBackgroundCutsAStackAtAnEntryDeletedMeanwhile() throws {
    var runner = try JourneyRunner(modules: [HistoryFeature()])
    let failures = try runner.failedExpectations(
      """
      push /history/2024-11-18
      push /history/2024-11-18/entry/\(entry)
      background
      data delete entry \(entry)
      foreground 5m
      expect top /history/2024-11-18
      expect depth 1
      """)
    #expect(failures == [])
    #expect(runner.history.events.contains { if case .truncated = $0.event { true } else { false } })
  }

  @Test func anEntryOpensItsEditorAsASheetAndSaveAndCancelReturnToTheEntry() throws {
    let data = InMemoryDataSource()
    var runner = try JourneyRunner(modules: [HistoryFeature()], data: data)
    let entryPath = "/history/2024-11-18/entry/\(entry)"
    let failures = try runner.failedExpectations(
      """
      push \(entryPath)
      push \(entryPath)/edit
      expect modal history.entryEditor
      expect transition modalFromBottom 400ms
      edit calories 420
      save
      expect modal none
      expect top \(entryPath)
      push \(entryPath)/edit
      edit description tea
      cancel
      expect modal none
      expect top \(entryPath)
      """)
    #expect(failures == [])
    #expect(
      data.saved == [
        ScreenEdit(
          kind: "entry", route: HistoryEntryEditor.routeID, parameters: ["date": "2024-11-18", "id": entry],
          fields: ["calories": "420"])
      ])
  }

  @Test func theEditorIsInternalAndNeedsAnEntryThatExists() throws {
    let registry = try registry()
    #expect(registry.route(HistoryEntryEditor.routeID)?.definition.exposure == .internalOnly)
    let data = InMemoryDataSource()
    data.delete("entry", id: entry)
    var runner = try JourneyRunner(modules: [HistoryFeature()], data: data)
    let report = try runner.run("push /history/2024-11-18/entry/\(entry)/edit").last!
    #expect(
      report.outcome
        == .failed("The route history.entryEditor refused the link: That entry no longer exists."))
    #expect(runner.state.modals.isEmpty)
  }
}
