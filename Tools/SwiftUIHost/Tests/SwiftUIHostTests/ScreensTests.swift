import AppComposition
import AppScreens
import Foundation
import HistoryFeatureScreens
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import NutritionDisplayFeatureScreens
import Observation
import SettingsFeatureScreens
import SwiftUI
import Testing
import TodayFeatureScreens
import TodayRoutes

/// The features' own screens (Modules/<Name>FeatureScreens), composed by AppScreens, rendered through
/// `NavigationRoot(presenter:screens:)`: the composition check, and what the screens show and do.
extension AdapterThroughTheHost {
  @Test func everyRouteOfTheAppHasExactlyOneScreen() throws {
    let findings = try AppScreens.findings(data: ScreensData())
    #expect(findings.isEmpty, Comment(rawValue: findings.map(\.description).joined(separator: "\n")))
  }

  @Test func aRouteWhoseScreenIsNotRegisteredIsReportedNamingTheRouteAndItsModule() throws {
    let registry = try AppComposition.makeRegistry()
    let features =
      AppScreens.features(data: ScreensData()).filter { $0.module != "Settings" } + [
        SettingsWithoutAbout()
      ]
    let findings = ComposedScreens(features).findings(in: registry)
    #expect(findings == [.missingScreen(route: "settings.about", module: "Settings")])
    #expect(
      findings.map(\.description) == [
        "missing-screen: route settings.about of module Settings has no screen; register one in SettingsFeatureScreens"
      ])
  }

  @Test func aScreenForAnUnknownRouteAndTwoScreensForOneRouteAreReportedNamingTheModules() throws {
    let registry = try AppComposition.makeRegistry()
    let findings = ComposedScreens(AppScreens.features(data: ScreensData()) + [StrayScreens()]).findings(in: registry)
    #expect(
      findings == [
        .duplicateScreen(route: "history.calendar", modules: ["History", "Stray"]),
        .unknownRoute(route: "history.gone", module: "Stray"),
      ])
  }

  @Test func todaysListShowsTheDataSourcesEntriesAndARowOpensItsTypedEntryScreen() throws {
    let fixture = try ScreensFixture()
    #expect(fixture.tree.texts.contains("470 kcal today"))
    try fixture.tap("Oatmeal, 320 kcal")
    #expect(
      fixture.presenter.coordinator.state.selectedStack.last?.path
        == "/today/entry/\(ScreensData.oatmeal.uuidString.lowercased())")
    #expect(fixture.tree.texts.contains("Oatmeal"))
    #expect(fixture.tree.texts.contains("320 kcal"))
  }

  @Test func theEditorKeepsWhatIsTypedAsADraftAndSaveHandsItToTheData() throws {
    let fixture = try ScreensFixture()
    fixture.presenter.send(.request(TodayEntryEditor(id: ScreensData.oatmeal).request))
    fixture.host.render()
    let calories = try #require(fixture.tree.all("TextField").first { $0.texts.first == "Calories" })
    #expect(calories.binding("text")?.get() as? String == "320")
    calories.binding("text")?.set("350")
    fixture.host.render()
    let redrawn = try #require(fixture.tree.all("TextField").first { $0.texts.first == "Calories" })
    #expect(redrawn.binding("text")?.get() as? String == "350")
    try fixture.tap("Save")
    #expect(fixture.data.saved.last?.fields["calories"] == "350")
    #expect(fixture.presenter.modals.isEmpty)
  }

  @Test func theVoiceSheetRecordsStopsCompletesIntoTheReviewWhoseConfirmLogsTheEntry() throws {
    let fixture = try ScreensFixture()
    fixture.presenter.pressFloatingButton()
    fixture.host.render()
    try fixture.tap("Record")
    #expect(fixture.tree.texts.contains("Listening…"))
    fixture.presenter.send(.command(verb: "voice", argument: "transcribe two eggs"))
    fixture.host.render()
    try fixture.tap("Stop")
    #expect(fixture.tree.texts.contains("Is this right?"))
    try fixture.tap("Done")
    #expect(fixture.presenter.modals.first?.screen.route == "nutrition.review")
    #expect(fixture.tree.texts.contains("two eggs"))
    #expect(fixture.tree.texts.contains("470 kcal logged today so far"))
    try fixture.tap("Confirm")
    #expect(fixture.presenter.modals.isEmpty)
    #expect(fixture.data.saved.last?.fields["transcript"] == "two eggs")
  }

  @Test func cancelOnTheVoiceSheetClosesIt() throws {
    let fixture = try ScreensFixture()
    fixture.presenter.pressFloatingButton()
    fixture.host.render()
    try fixture.tap("Cancel")
    #expect(fixture.presenter.modals.isEmpty)
  }

  @Test func aRouteWithoutAScreenShowsTheAppsFallbackElseALineNamingIt() throws {
    let composed = ComposedScreens(AppScreens.features(data: ScreensData()).filter { $0.module != "Settings" })
    let bare = try ScreensFixture(screens: composed)
    bare.presenter.selectTab("settings")
    bare.host.render()
    #expect(bare.tree.texts.contains("No screen is registered for settings.root."))

    let withFallback = try ScreensFixture(screens: composed, fallback: true)
    withFallback.presenter.selectTab("settings")
    withFallback.host.render()
    #expect(withFallback.tree.texts.contains("fallback /settings"))
  }
}

/// In a debug build (the host's), an app's start reports a route without a screen through its logger.
extension AdapterThroughTheHost {
  @Test func anAppsStartReportsARouteWithoutAScreenThroughItsLogger() throws {
    let log = StartLog()
    let environment = NavigationEnvironment(
      now: { Date(timeIntervalSince1970: 1_732_093_200) }, timeZone: TimeZone(identifier: "UTC")!, data: ScreensData())
    let coordinator = NavigationCoordinator(
      engine: try AppComposition.makeEngine(data: ScreensData(), environment: environment), logger: log,
      collapseWindow: .zero)
    let features = AppScreens.features(data: ScreensData()).filter { $0.module != "Settings" }
    let presenter = NavigationPresenter(coordinator: coordinator)
    // SwiftUI builds a root again whenever its parent's body runs: the start is reported once.
    _ = NavigationRoot(presenter: presenter, screens: ComposedScreens(features))
    _ = NavigationRoot(presenter: presenter, screens: ComposedScreens(features))
    let missing = log.entries.filter { $0.hasPrefix("[error] missing-screen: route settings.") }
    #expect(
      missing.first == "[error] "
        + ScreenCoverage.Finding.missingScreen(route: "settings.root", module: "Settings").description)
    #expect(missing.count == (try AppComposition.makeRegistry()).routes.filter { $0.module == "Settings" }.count)
    let complete = StartLog()
    let whole = NavigationCoordinator(
      engine: try AppComposition.makeEngine(data: ScreensData(), environment: environment), logger: complete,
      collapseWindow: .zero)
    _ = NavigationRoot(
      presenter: NavigationPresenter(coordinator: whole), screens: AppScreens.screens(data: ScreensData()))
    #expect(complete.entries.isEmpty, "\(complete.entries)")
  }

  /// A root is built in its parent's body: building one (and its debug report) observes nothing of the
  /// coordinator's, so an input does not redraw the parent.
  @Test func buildingARootObservesNothingItsParentWouldBeRedrawnFor() throws {
    let environment = NavigationEnvironment(
      now: { Date(timeIntervalSince1970: 1_732_093_200) }, timeZone: TimeZone(identifier: "UTC")!, data: ScreensData())
    let coordinator = NavigationCoordinator(
      engine: try AppComposition.makeEngine(data: ScreensData(), environment: environment), logger: StartLog(),
      collapseWindow: .zero)
    coordinator.launch()
    let presenter = NavigationPresenter(coordinator: coordinator)
    let features = AppScreens.features(data: ScreensData()).filter { $0.module != "Settings" }
    let redrawn = Flag()
    withObservationTracking {
      _ = NavigationRoot(presenter: presenter, screens: ComposedScreens(features))
    } onChange: {
      redrawn.set()
    }
    presenter.selectTab("history")
    #expect(coordinator.state.selectedTab == "history")
    #expect(!redrawn.value)
  }
}

/// Set once, read after.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false
  var value: Bool { lock.withLock { raised } }
  func set() { lock.withLock { raised = true } }
}

/// Every entry a coordinator logs, as its description.
final class StartLog: NavigationLogger, @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [String] = []
  var entries: [String] { lock.withLock { kept } }
  func log(_ entry: NavigationLogEntry) { lock.withLock { kept.append(entry.description) } }
}

/// Demeter through `NavigationRoot(presenter:screens:)` at 2024-11-20T09:00:00Z in UTC, reading `data`.
@MainActor
struct ScreensFixture {
  let data = ScreensData()
  let presenter: NavigationPresenter
  let host: ViewHost

  init(screens: ComposedScreens? = nil, fallback: Bool = false, localization: Localization = .english) throws {
    let environment = NavigationEnvironment(
      now: { Date(timeIntervalSince1970: 1_732_093_200) }, timeZone: TimeZone(identifier: "UTC")!, data: data)
    var registry = try AppComposition.makeRegistry()
    registry.localization = localization
    let coordinator = NavigationCoordinator(
      engine: NavigationEngine(registry: registry, environment: environment), collapseWindow: .zero)
    coordinator.launch()
    presenter = NavigationPresenter(coordinator: coordinator)
    let screens = screens ?? AppScreens.screens(data: data)
    if fallback {
      host = ViewHost(
        NavigationRoot(presenter: presenter, screens: screens) { screen in Text("fallback \(screen.path)") })
    } else {
      host = ViewHost(NavigationRoot(presenter: presenter, screens: screens))
    }
    host.render()
  }

  var tree: HostNode { host.tree }

  /// Taps the button titled `title` on the screen on top (the last one drawn), then renders.
  func tap(_ title: String) throws {
    try tapWithoutRendering(title)
    host.render()
  }

  /// Taps the button titled `title` on the screen on top, and renders nothing: what the tap invalidated is
  /// then in `host.invalidatedNow`.
  func tapWithoutRendering(_ title: String) throws {
    let button = try #require(tree.all("Button").last { $0.texts.first == title }, "no button \(title)")
    button.perform()
  }

  /// Renders, then forgets what the render invalidated: the next change's invalidations are its own.
  func renderFresh() {
    host.render()
    host.resetInvalidations()
  }
}

/// The app's data for the screens: two entries today, and every save kept. Like an app's store, it is not
/// observable: a screen shows a change only if navigation tells it to read again. Confirm logs the transcript
/// as a new entry of 140 kcal; an entry can be deleted.
final class ScreensData: NavigationDataSource, AppScreens.ScreenData, @unchecked Sendable {
  static let oatmeal = UUID(uuidString: "6F1C2A7E-3B4D-4E5F-8A9B-0C1D2E3F4A5B")!
  static let coffee = UUID(uuidString: "1A2B3C4D-5E6F-4A1B-8C2D-3E4F5A6B7C8D")!
  static let today = Day(year: 2024, month: 11, day: 20)!

  var saved: [ScreenEdit] = []
  /// Set: the data cannot be read, for this reason.
  var outage: String?
  private var entries = [
    TodayScreenEntry(id: oatmeal, description: "Oatmeal", calories: 320),
    TodayScreenEntry(id: coffee, description: "Latte", calories: 150),
  ]

  func availability(of kind: String, id: String) -> DataAvailability {
    if let outage { return .unavailable(reason: outage) }
    guard kind == "entry" else { return .available }
    return entries.contains { $0.id.uuidString.lowercased() == id.lowercased() } ? .available : .missing
  }
  func save(_ edit: ScreenEdit) -> SaveOutcome {
    saved.append(edit)
    if let transcript = edit.fields["transcript"] {
      entries.append(TodayScreenEntry(id: UUID(), description: transcript, calories: 140))
    }
    return .saved
  }
  func delete(_ id: UUID) { entries.removeAll { $0.id == id } }

  func todaysEntries() -> [TodayScreenEntry] { entries }
  func todayEntry(id: UUID) -> TodayScreenEntry? { todaysEntries().first { $0.id == id } }
  func historyEntries(on day: Day) -> [HistoryScreenEntry] {
    day == Self.today
      ? todaysEntries().map {
        HistoryScreenEntry(id: $0.id, day: day, description: $0.description, calories: $0.calories)
      }
      : []
  }
  func historyEntry(id: UUID) -> HistoryScreenEntry? { historyEntries(on: Self.today).first { $0.id == id } }
  func historyToday() -> Day { Self.today }
  func savedSettings(_ section: String) -> [String: String] { [:] }
  func caloriesLoggedToday() -> Int { entries.reduce(0) { $0 + ($1.calories ?? 0) } }
}

/// Settings' screens with About's registration left out.
struct SettingsWithoutAbout: FeatureScreens {
  let module = "Settings"
  func register(in screens: inout ScreenRegistrar) {
    for route in ["settings.root", "settings.goals", "settings.preferences"] {
      screens.screen(for: RouteID(route)) { _ in Text(route) }
    }
  }
}

/// A module's screens for a route another module owns and for a route nobody registers.
struct StrayScreens: FeatureScreens {
  let module = "Stray"
  func register(in screens: inout ScreenRegistrar) {
    screens.screen(for: "history.calendar") { _ in Text("a second calendar") }
    screens.screen(for: "history.gone") { _ in Text("gone") }
  }
}
