import Foundation
@_spi(StateBuilding) @_spi(Benchmarks) import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// A small app for the lifecycle and persistence tests: three tabs with typed pushes, a sheet with a
/// restoration payload, a full-screen cover and an entry validator backed by fake data.
enum LifecycleFixture {
  /// 2024-11-20T09:00:00Z.
  static let now = Date(timeIntervalSince1970: 1_732_093_200)
  static let utc = TimeZone(identifier: "UTC")!

  struct TodayModule: RouteModule {
    let name = "Today"
    /// The fixture app's floating button opens voice input: its states hold modals the button opened.
    var floatingButtonRoute: RouteID? { "voice.input" }
    var tabs: [TabDefinition] { [TabDefinition(id: "today", title: "Today", icon: "sun.max", order: 0)] }
    var routes: [RouteDefinition] {
      [
        RouteDefinition(id: "today.root", pattern: "today", placement: .tabRoot("today"), title: "Today"),
        RouteDefinition(
          id: "today.entry", pattern: "today/entry/{id:uuid}", placement: .push(tab: "today", parent: "today.root"),
          title: "Entry",
          validator: { parameters, context in
            context.requireExisting(
              "entry", id: parameters["id"], missingMessage: .literal("That entry no longer exists."))
          }),
        RouteDefinition(
          id: "voice.input", pattern: "voice", placement: .modal(.sheet), title: "Voice Input",
          onBackground: { payload in if payload["phase"] == "recording" { payload["phase"] = "paused" } }),
        RouteDefinition(
          id: "nutrition.review", pattern: "review", placement: .modal(.fullScreenCover), title: "Review",
          editing: RouteEditing(fields: ["note"])),
      ]
    }
  }

  struct HistoryModule: RouteModule {
    let name = "History"
    var tabs: [TabDefinition] { [TabDefinition(id: "history", title: "History", icon: "calendar", order: 1)] }
    var routes: [RouteDefinition] {
      [
        RouteDefinition(id: "history.calendar", pattern: "history", placement: .tabRoot("history"), title: "Calendar"),
        RouteDefinition(
          id: "history.day", pattern: "history/{date:day}",
          placement: .push(tab: "history", parent: "history.calendar"),
          title: "Day"),
        RouteDefinition(
          id: "history.entry", pattern: "history/{date:day}/entry/{id:uuid}",
          placement: .push(tab: "history", parent: "history.day"), title: "Entry",
          validator: { parameters, context in
            context.requireExisting(
              "entry", id: parameters["id"], missingMessage: .literal("That entry no longer exists."))
          }),
      ]
    }
  }

  struct SettingsModule: RouteModule {
    let name = "Settings"
    var tabs: [TabDefinition] { [TabDefinition(id: "settings", title: "Settings", icon: "gearshape", order: 2)] }
    var routes: [RouteDefinition] {
      [
        RouteDefinition(id: "settings.root", pattern: "settings", placement: .tabRoot("settings"), title: "Settings"),
        RouteDefinition(
          id: "settings.goals", pattern: "settings/goals", placement: .push(tab: "settings", parent: "settings.root"),
          title: "Daily Goals", editing: RouteEditing(fields: ["calories"], saveKind: "goals")),
        RouteDefinition(
          id: "settings.goal", pattern: "settings/goals/{index:int}",
          placement: .push(tab: "settings", parent: "settings.goals"), title: "Goal"),
      ]
    }
  }

  static func registry() throws -> RouteRegistry {
    try RouteRegistry(app: .fixture, modules: [TodayModule(), HistoryModule(), SettingsModule()])
  }

  /// The fixture app as a test builds it: at ``now`` in UTC, with fake data.
  static func app(data: InMemoryDataSource = InMemoryDataSource()) throws -> TestApp {
    TestApp(registry: try registry(), data: data)
  }

  static func uuid(_ number: Int) -> String {
    String(format: "00000000-0000-4000-8000-%012d", number)
  }

  static func screen(_ registry: RouteRegistry, _ path: String, payload: [String: String] = [:]) throws -> Screen {
    let match = try registry.resolve(path: path, today: Day(containing: now, in: utc)).get()
    return try registry.screen(match.route, parameters: match.parameters, payload: payload)
  }

  /// Three tabs with `depth` screens each (the History tab selected), a sheet with voice input's session
  /// over it and a full-screen review on top, payloads and scroll positions.
  static func richState(_ registry: RouteRegistry, depth: Int = 3) throws -> NavigationState {
    var state = NavigationState(selectedTab: "history")
    try state.push(try (1...depth).map { try screen(registry, "/today/entry/\(uuid($0))") }, on: "today")
    let history = try (1...depth).map { index in
      index.isMultiple(of: 2)
        ? try screen(registry, "/history/2024-11-\(String(format: "%02d", index / 2 + 1))/entry/\(uuid(100 + index))")
        : try screen(registry, "/history/2024-11-\(String(format: "%02d", index / 2 + 1))")
    }
    try state.push(history, on: "history")
    let settings =
      try [screen(registry, "/settings/goals", payload: ["calories": "1800"])]
      + (1..<depth).map { try screen(registry, "/settings/goals/\($0)", payload: ["target": "\($0 * 10) g"]) }
    try state.push(settings, on: "settings")
    let sheet = try screen(registry, "/voice", payload: ["phase": "paused", "transcript": "two eggs and toast"])
    let review = try screen(registry, "/review", payload: ["transcript": "two eggs and toast"])
    let historyTop = state.stacks["history"]!.last!.path
    try state.present([
      ModalPresentation(
        screen: sheet, style: .sheet, originTab: "history", presenterPath: historyTop, opener: .floatingButton),
      ModalPresentation(
        screen: review, style: .fullScreenCover, originTab: "history", presenterPath: "/voice",
        opener: .screen(path: "/voice")),
    ])
    state.scrollPositions = ["/history": 320, "/today": 0, historyTop: 12.5]
    return state
  }

  /// Why a state is not one the app could show, or nil when it is valid: the selected tab is registered,
  /// every stack screen is a push of its own tab whose path re-resolves to the same route and canonical path
  /// and still validates, and every modal resolves to a modal route and names a registered origin tab.
  static func invalidity(of state: NavigationState, in engine: NavigationEngine) -> String? {
    let registry = engine.registry
    let context = engine.environment.validationContext
    guard registry.tab(state.selectedTab) != nil else { return "selected tab \(state.selectedTab) is not registered" }
    func resolves(_ screen: Screen) -> Bool {
      guard case .success(let match) = registry.resolve(path: screen.path, today: context.today),
        match.route == screen.route,
        let printed = try? registry.screen(match.route, parameters: match.parameters)
      else { return false }
      if case .missing = registry.validate(screen, context: context) { return false }
      return printed.path == screen.path
    }
    for (tab, stack) in state.stacks {
      guard registry.tab(tab) != nil else { return "stack of unregistered tab \(tab)" }
      for screen in stack {
        guard case .push = registry.route(screen.route)?.placement else {
          return "\(screen.path) cannot be pushed on tab \(tab)"
        }
        guard resolves(screen) else { return "\(screen.path) does not re-resolve" }
      }
    }
    for modal in state.modals {
      guard case .modal = registry.route(modal.screen.route)?.placement else {
        return "\(modal.screen.path) is not a modal"
      }
      guard resolves(modal.screen) else { return "modal \(modal.screen.path) does not re-resolve" }
      guard registry.tab(modal.originTab) != nil else { return "modal origin tab \(modal.originTab) is not registered" }
    }
    return nil
  }
}
