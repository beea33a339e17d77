import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing
import TodayFeature
import TodayRoutes

@Suite struct TodayFeatureTests {
  let entry = "3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f"

  @Test func registersTheTodayTabFirstWithItsRoot() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [TodayFeature()])
    #expect(registry.defaultTab == "today")
    #expect(registry.rootRoute(of: "today")?.id == TodayRoot.routeID)
    #expect(registry.rootScreen(of: "today")?.path == "/today")
  }

  @Test func theAppOpensOnToday() throws {
    var runner = try JourneyRunner(modules: [TodayFeature()])
    #expect(try runner.failedExpectations("expect tab today\nexpect top /today\nexpect tabbar shown") == [])
  }

  @Test func anEntryLinkPushesTheEntryAboveToday() throws {
    var runner = try JourneyRunner(modules: [TodayFeature()])
    let failures = try runner.failedExpectations(
      """
      open demeter://today/entry/\(entry.uppercased())
      expect top /today/entry/\(entry)
      expect back-label Back to Today
      """)
    #expect(failures == [])
  }

  @Test func aLinkToADeletedEntryShowsTodayWithAToastAndIsLogged() throws {
    let data = InMemoryDataSource()
    data.delete("entry", id: entry)
    var runner = try JourneyRunner(modules: [TodayFeature()], data: data)
    let failures = try runner.failedExpectations(
      """
      open demeter://today/entry/\(entry)
      expect top /today
      expect toast That entry no longer exists.
      """)
    #expect(failures == [])
    #expect(runner.history.events.contains { if case .deepLinkFailed = $0.event { true } else { false } })
  }

  @Test func typedRoutesNameTheRegisteredIDs() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [TodayFeature()])
    guard case .route(let id, let parameters) = TodayEntryDetail(id: UUID(uuidString: entry.uppercased())!).request
    else {
      Issue.record("not a route request")
      return
    }
    #expect(try registry.screen(id, parameters: parameters).path == "/today/entry/\(entry)")
  }

  @Test func aLinkToTheRootAlreadyShownChangesNothingAndSaysSo() throws {
    var runner = try JourneyRunner(modules: [TodayFeature()])
    let report = try runner.run("push /today").last!
    #expect(report.outcome == .ignored(.alreadyShown))
    #expect(report.events == [.ignored(request: "push /today", reason: "the screen is already shown")])
  }

  @Test func anEntryOpensItsEditorAsASheetAndSaveReturnsToTheEntry() throws {
    let data = InMemoryDataSource()
    var runner = try JourneyRunner(modules: [TodayFeature()], data: data)
    let failures = try runner.failedExpectations(
      """
      push /today/entry/\(entry)
      push /today/entry/\(entry)/edit
      expect modal today.entryEditor
      edit calories 380
      key cmd+s
      expect modal none
      expect top /today/entry/\(entry)
      push /today/entry/\(entry)/edit
      cancel
      expect top /today/entry/\(entry)
      """)
    #expect(failures == [])
    #expect(data.saved.map(\.fields) == [["calories": "380"]])
    #expect(TodayEntryEditor(id: UUID(uuidString: entry)!).request == .route(TodayEntryEditor.routeID, ["id": entry]))
  }
}

struct TodayRouteValueTests {
  let id = UUID(uuidString: "3F2C1A9E-8B7D-4C6E-9F10-2A3B4C5D6E7F")!

  @Test func theValuesShowTheScreensTheRegistryPrintsForTheirPaths() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [TodayFeature()])
    let values: [any RouteValue] = [TodayEntryDetail(id: id), TodayEntryEditor(id: id)]
    for value in values {
      guard case .route(let route, let parameters) = value.request else {
        Issue.record("not a route request")
        continue
      }
      #expect(try registry.screen(route, parameters: parameters).path == (try value.path()))
    }
  }

  @Test func anUpperCaseIdReadsAsTheValueWithTheCanonicalPath() throws {
    let value = try TodayEntryDetail(path: "/today/entry/\(id.uuidString)")
    #expect(value == TodayEntryDetail(id: id))
    #expect(try value.path() == "/today/entry/3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f")
  }
}
