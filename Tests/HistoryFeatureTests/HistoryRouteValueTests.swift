import Foundation
import HistoryFeature
import HistoryRoutes
import NavigationCore
import NavigationTesting
import Testing

struct HistoryRouteValueTests {
  let day = Day(year: 2024, month: 11, day: 18)!
  let id = UUID(uuidString: "3F2C1A9E-8B7D-4C6E-9F10-2A3B4C5D6E7F")!

  func registry() throws -> RouteRegistry {
    try RouteRegistry(app: .fixture, modules: [HistoryFeature()])
  }

  @Test func eachValueShowsTheScreenTheRegistryPrintsForItsPath() throws {
    let registry = try registry()
    let values: [any RouteValue] = [
      DayDetail(date: day), HistoryEntryDetail(date: day, id: id), HistoryEntryEditor(date: day, id: id),
    ]
    for value in values {
      guard case .route(let route, let parameters) = value.request else {
        Issue.record("not a route request")
        continue
      }
      let screen = try registry.screen(route, parameters: parameters)
      #expect(screen.path == (try value.path()))
    }
  }

  @Test func aScreenOfTheRegistryReadsBackAsTheValue() throws {
    let registry = try registry()
    let screen = try registry.screen(
      HistoryEntryDetail.routeID, parameters: ["date": "2024-11-18", "id": id.uuidString.lowercased()])
    #expect(try HistoryEntryDetail(screen: screen) == HistoryEntryDetail(date: day, id: id))
    #expect(try DayDetail(path: "/history/2024-11-18") == DayDetail(date: day))
  }

  @Test func theDayDetailIsTitledWithItsDate() throws {
    let registry = try registry()
    let screen = try registry.screen(DayDetail.routeID, parameters: DayDetail(date: day).fields.parameters)
    #expect(registry.title(of: screen) == "November 18, 2024")
  }
}
