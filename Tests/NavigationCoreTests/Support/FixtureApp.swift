import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting

/// A small app for engine and coordinator tests: Today, History (calendar → day → entry) and Settings
/// tabs, a voice sheet behind the floating button and a full-screen help cover. It imports no feature.
enum FixtureApp {
  static let now = Date(timeIntervalSince1970: 1_732_093_200)  // 2024-11-20T09:00:00Z
  static let entryID = "0b8f3c1e-4a6d-4f1e-9c2b-7d5e6f708192"
  static let entryPath = "/history/2024-11-18/entry/\(entryID)"

  struct Module: RouteModule {
    let name = "Fixture"
    var tabs: [TabDefinition] {
      [
        TabDefinition(id: "today", title: "Today", icon: "sun.max", order: 0),
        TabDefinition(id: "history", title: "History", icon: "calendar", order: 1),
        TabDefinition(id: "settings", title: "Settings", icon: "gearshape", order: 2),
      ]
    }
    var routes: [RouteDefinition] {
      [
        RouteDefinition(id: "today.root", pattern: "today", placement: .tabRoot("today"), title: "Today"),
        RouteDefinition(
          id: "history.calendar", pattern: "history", placement: .tabRoot("history"), title: "Calendar"),
        RouteDefinition(
          id: "history.day", pattern: "history/{date:day}",
          placement: .push(tab: "history", parent: "history.calendar"),
          dynamicTitle: { $0.day("date").map { "Day \($0)" } ?? "Day" }),
        RouteDefinition(
          id: "history.entry", pattern: "history/{date:day}/entry/{id:uuid}",
          placement: .push(tab: "history", parent: "history.day"), title: "Entry",
          validator: { parameters, context in
            context.requireExisting(
              "entry", id: parameters["id"], missingMessage: .literal("That entry no longer exists."))
          }),
        RouteDefinition(
          id: "settings.root", pattern: "settings", placement: .tabRoot("settings"), title: "Settings"),
        RouteDefinition(
          id: "settings.goals", pattern: "settings/goals",
          placement: .push(tab: "settings", parent: "settings.root"), title: "Daily Goals",
          editing: RouteEditing(fields: ["calories", "protein"], saveKind: "goals")),
        RouteDefinition(
          id: "voice", pattern: "voice", placement: .modal(.sheet), title: "Voice Input", exposure: .internalOnly),
        RouteDefinition(
          id: "help", pattern: "help", placement: .modal(.fullScreenCover), title: "Help", exposure: .internalOnly),
      ]
    }
    var floatingButtonRoute: RouteID? { "voice" }
  }

  static func registry() throws -> RouteRegistry {
    try RouteRegistry(app: .fixture, modules: [Module()])
  }

  /// The fixture app as a test builds it: at ``now`` in UTC, with fake data.
  static func app(data: InMemoryDataSource = InMemoryDataSource()) throws -> TestApp {
    TestApp(registry: try registry(), data: data)
  }
}

extension NavigationEngine {
  /// Applies inputs in order and returns the last result.
  @discardableResult
  func run(_ state: inout NavigationState, _ inputs: NavigationInput...) -> NavigationResult {
    var last = NavigationResult(outcome: .unchanged)
    for input in inputs { last = reduce(&state, input) }
    return last
  }
}
