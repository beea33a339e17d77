import Foundation
@_spi(Fuzzing) import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

@testable import AppComposition

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
    // Samples by the parameter's kind, never its name: a new screen's `{start:day}` gets a day like any other.
    let samples: [ParameterKind: String] = [
      .day: "2024-02-29", .uuid: "3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f", .int: "42", .string: "sample",
    ]
    for route in registry.routes {
      let parameters = RouteParameters(
        route.pattern.parameters.compactMap { p in samples[p.kind].map { (p.name, $0) } })
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
          case .bool: parameters[parameter.name] = "true"
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
  @Test func theCoordinatorAHostMakesRestoresFromItsStoreAndNavigates() async throws {
    let store = InMemoryStateStore()
    let clock = FakeClock(now: JourneyRunner.referenceDate)
    let environment = NavigationEnvironment(
      now: clock.nowProvider, timeZone: TimeZone(identifier: "UTC")!, data: AllAvailableDataSource())
    let first = try AppComposition.makeCoordinator(
      data: InMemoryDataSource(), store: store, environment: environment, driver: ImmediateTransitionDriver())
    #expect(first.state.selectedTab == "today")
    #expect(await first.navigate(.openLink("demeter://history/2024-11-18")) == .completed)
    first.didEnterBackground()
    clock.advance(by: 600)
    let second = try AppComposition.makeCoordinator(
      data: InMemoryDataSource(), store: store, environment: environment, driver: ImmediateTransitionDriver())
    #expect(second.engine.topScreen(of: second.state).path == "/history/2024-11-18")
  }

  @MainActor
  @Test func theAppsDataSourceDecidesWhatALinkFinds() throws {
    let data = InMemoryDataSource()
    let entry = "0b8f3c1e-4a6d-4f1e-9c2b-7d5e6f708192"
    data.delete("entry", id: entry)
    let coordinator = try AppComposition.makeCoordinator(
      data: data, store: nil, driver: ImmediateTransitionDriver())
    coordinator.send(.request(.openLink("demeter://today/entry/\(entry)")))
    #expect(coordinator.state.toast?.english == "That entry no longer exists.")
  }

  /// The validator's toast for a deleted entry is kept as Today's key, not as the words of the language it was
  /// refused in: a state shown under German (the device's language changed, a report replayed) reads German.
  @MainActor
  @Test func aDeletedEntrysToastIsKeptAsItsKeyAndReadsInTheLanguageItIsShownIn() throws {
    let data = InMemoryDataSource()
    let entry = "0b8f3c1e-4a6d-4f1e-9c2b-7d5e6f708192"
    data.delete("entry", id: entry)
    let coordinator = try AppComposition.makeCoordinator(data: data, store: nil, driver: ImmediateTransitionDriver())
    coordinator.send(.request(.openLink("demeter://today/entry/\(entry)")))
    #expect(coordinator.state.toast?.key == "today.entry.missing")
    #expect(coordinator.state.toast?.isLiteral == false)
    var registry = try AppComposition.makeRegistry()
    registry.localization = Localization(language: "de")
    let german = NavigationEngine(registry: registry, environment: NavigationEnvironment(data: data))
    #expect(
      StateReport(state: coordinator.state, engine: german, outcome: nil).toast == "Diesen Eintrag gibt es nicht mehr.")
    // Events and logs stay English.
    #expect(coordinator.history.events.contains { $0.event.description.contains("That entry no longer exists.") })
  }
}
