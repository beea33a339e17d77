import AppComposition
import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

@Suite struct AppCompositionTests {
  /// What the app must hold whatever other modules join: every module of the list, in its order; the tabs
  /// of the modules, ordered by their order; Demeter's three tabs first and Today the default; the floating
  /// button opening voice input; the feature verbs of voice input and the review.
  @Test func theModulesComposeIntoTheDemeterApp() throws {
    let registry = try AppComposition.makeRegistry()
    #expect(registry.moduleNames == AppComposition.modules.map(\.name))
    let declared = AppComposition.modules.flatMap(\.tabs).sorted { $0.order < $1.order }
    #expect(registry.tabs.map(\.id) == declared.map(\.id))
    #expect(registry.tabs.prefix(3).map(\.id) == ["today", "history", "settings"])
    #expect(registry.defaultTab == "today")
    #expect(registry.floatingButtonRoute == "voice.input")
    #expect(Set(registry.commands.map(\.verb)).isSuperset(of: ["voice", "confirm"]))
  }

  @Test func titlesAreThoseOfTheSpec() throws {
    let registry = try AppComposition.makeRegistry()
    let expected: [RouteID: String] = [
      "today.root": "Today", "history.calendar": "Calendar", "today.entry": "Entry", "history.entryDetail": "Entry",
      "settings.root": "Settings", "settings.goals": "Daily Goals", "settings.preferences": "Preferences",
      "settings.about": "About", "voice.input": "Voice Input", "nutrition.review": "Nutrition",
    ]
    for (id, title) in expected {
      #expect(registry.route(id)?.definition.title([:]) == title, "\(id)")
    }
    #expect(registry.route("history.dayDetail")?.definition.title(["date": "2024-11-18"]) == "November 18, 2024")
  }

  @Test func everyRoutesCanonicalPathParsesBackToTheSameScreen() throws {
    let registry = try AppComposition.makeRegistry()
    let today = Day(year: 2024, month: 11, day: 20)!
    let samples: [String: String] = ["date": "2024-02-29", "id": "3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f"]
    for route in registry.routes {
      let parameters = RouteParameters(
        route.pattern.parameters.compactMap { p in samples[p.name].map { (p.name, $0) } })
      let screen = try registry.screen(route.id, parameters: parameters)
      let match = try registry.resolve(path: screen.path, today: today).get()
      #expect(match.route == route.id && match.parameters == screen.parameters, "\(screen.path)")
    }
  }

  /// Round trip with generated parameters, for "today" as seen on both sides of UTC: the day that is
  /// today in Kiritimati (+14:00) must not be rejected as future there, and in Baker Island (-12:00) the
  /// same instant's day is two days earlier.
  @Test(arguments: [-12 * 3600, -5 * 3600, 0, 19_800, 14 * 3600])
  func canonicalPathsRoundTripInEveryTimeZone(offset: Int) throws {
    let registry = try AppComposition.makeRegistry()
    let zone = try #require(TimeZone(secondsFromGMT: offset))
    let instant = Date(timeIntervalSince1970: 1_732_060_800)  // 2024-11-20T00:00:00Z
    let today = Day(containing: instant, in: zone)
    var generator = SystemRandomNumberGenerator()
    for dayOffset in [0, -1, -365, -1000] {
      let day = today.adding(days: dayOffset)
      let id = UUID().uuidString
      for route in registry.routes {
        var parameters = RouteParameters()
        for parameter in route.pattern.parameters {
          switch parameter.kind {
          case .day: parameters[parameter.name] = day.description
          case .uuid: parameters[parameter.name] = id.lowercased()
          case .int: parameters[parameter.name] = String(Int.random(in: 0...9999, using: &generator))
          case .string: parameters[parameter.name] = "s\(dayOffset)"
          }
        }
        let screen = try registry.screen(route.id, parameters: parameters)
        let match = try registry.resolve(path: screen.path, today: today).get()
        #expect(match.route == route.id && match.parameters == screen.parameters, "\(screen.path) at \(offset)")
      }
    }
    let tomorrow = today.adding(days: 1)
    #expect(registry.resolve(path: "/history/\(tomorrow)", today: today) == .failure(.futureDay(tomorrow)))
  }

  @MainActor
  @Test func theCoordinatorAnAppTargetMakesRestoresFromItsStoreAndNavigates() async throws {
    let store = InMemoryStateStore()
    let clock = FakeClock(now: JourneyRunner.referenceDate)
    let environment = NavigationEnvironment(now: clock.nowProvider, timeZone: TimeZone(identifier: "UTC")!)
    let first = try AppComposition.makeCoordinator(
      environment: environment, store: store, driver: ImmediateTransitionDriver())
    #expect(first.state.selectedTab == "today")
    #expect(await first.navigate(.openLink("demeter://history/2024-11-18")) == .completed)
    first.didEnterBackground()
    clock.advance(by: 600)
    let second = try AppComposition.makeCoordinator(
      environment: environment, store: store, driver: ImmediateTransitionDriver())
    #expect(second.engine.topScreen(of: second.state).path == "/history/2024-11-18")
  }
}
