import NavigationCore
import NavigationJourneys
import NavigationTesting
import SettingsFeature
import SettingsRoutes
import Testing

@Suite struct SettingsFeatureTests {
  @Test(arguments: [
    (SettingsGoals.routeID, "/settings/goals", "Daily Goals"),
    (SettingsPreferences.routeID, "/settings/preferences", "Preferences"),
    (SettingsAbout.routeID, "/settings/about", "About"),
  ])
  func eachSectionHasItsPathTitleAndBackLabel(route: RouteID, path: String, title: String) throws {
    let registry = try RouteRegistry(app: .fixture, modules: [SettingsFeature()])
    let screen = try registry.screen(route)
    #expect(screen.path == path)
    #expect(registry.title(of: screen) == title)
    var runner = try JourneyRunner(modules: [SettingsFeature()])
    let failures = try runner.failedExpectations(
      "push \(path)\nexpect title \(title)\nexpect back-label Back to Settings\nback\nexpect top /settings")
    #expect(failures == [])
  }

  @Test func theListLinksToEverySection() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [SettingsFeature()])
    let links = Set(registry.route(SettingsRoot.routeID)?.definition.links ?? [])
    #expect(links == [SettingsGoals.routeID, SettingsPreferences.routeID, SettingsAbout.routeID])
  }

  @Test func sectionsOpenByUniversalLink() throws {
    let registry = try RouteRegistry(app: .fixture, modules: [SettingsFeature()])
    let match = try registry.resolve(
      link: "https://demeter.app/settings/preferences", today: Day(year: 2024, month: 11, day: 20)!
    ).get()
    #expect(match.route == SettingsPreferences.routeID)
  }

  @Test func saveHandsTheGoalsToTheAppAndReturnsToTheList() throws {
    let data = InMemoryDataSource()
    var runner = try JourneyRunner(modules: [SettingsFeature()], data: data)
    let failures = try runner.failedExpectations(
      """
      push /settings/goals
      edit calories 1800
      edit protein 120 g
      save
      expect top /settings
      push /settings/preferences
      edit units metric
      key cmd+s
      expect top /settings
      """)
    #expect(failures == [])
    #expect(data.saved.map(\.kind) == ["goals", "preferences"])
    #expect(data.saved.first?.fields == ["calories": "1800", "protein": "120 g"])
  }

  @Test func aboutOffersNoSaveAndKeepsNoEdits() throws {
    var runner = try JourneyRunner(modules: [SettingsFeature()])
    let reports = try runner.run("push /settings/about\nedit calories 1800\nsave")
    #expect(
      reports.map(\.outcome).dropFirst() == [
        .ignored(.noEditableField(screen: "About", field: "calories")), .ignored(.nothingToSave),
      ])
    #expect(runner.state.selectedStack.map(\.path) == ["/settings/about"])
  }
}
