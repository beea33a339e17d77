import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import SwiftUIHostChecks
import Testing
import TrailheadFeature
import TrailheadFeatureScreens

/// Trailhead's own screens, run headless in the host Tools/host-for writes beside this package
/// (`Tools/host-for Examples/Trailhead`, then `swift test --package-path Examples/Trailhead/.swiftui-host`):
/// each behaviour that sets it apart from Demeter tried once. Every host test runs alone: the host keeps one
/// current root.
@Suite(.serialized) @MainActor struct TrailheadScreensTests {
  /// Trailhead at 2026-11-28T09:00:00Z in UTC, in `localization`, its screens drawn by its own screens target.
  static func trailhead(_ localization: Localization = .english) throws -> HostApp {
    HostApp(
      registry: try RouteRegistry(app: TrailheadFeature.app, modules: [TrailheadFeature()]),
      screens: ComposedScreens([TrailheadFeatureScreens()]), now: Date(timeIntervalSince1970: 1_795_856_400),
      localization: localization)
  }

  /// A day to come, 2027-03-14: the day every test of a day opens.
  static let day = TripDay(date: Day(year: 2027, month: 3, day: 14)!)

  @Test func trailheadIsOneStackWithoutATabBarAndItsListOpensADayToCome() throws {
    let app = try Self.trailhead()
    #expect(app.tree.first("TabView") == nil, "a single-stack app draws no tab bar")
    try app.tap("November 29, 2026")
    #expect(app.presenter.coordinator.state.stacks["trips"]?.last?.path == "/trips/2026-11-29")
    #expect(app.host.problems.isEmpty, "\(app.host.problems)")
  }

  @Test func trailheadsPackingListOpensAtHalfHeightAndCanBePulledUp() throws {
    let app = try Self.trailhead()
    app.presenter.send(.request(Self.day.request))
    app.host.render()
    try app.tap("Packing list")
    let detents = try #require(app.tree.first(".presentationDetents"))
    #expect(detents["detents", as: Set<PresentationDetent>.self] == [.medium, .large])
    #expect(detents["shown", as: PresentationDetent.self] == .medium)
    #expect(app.host.dragSheet(detents, to: .large))
    #expect(app.presenter.coordinator.state.modals.last?.detent == .large)
  }

  @Test func trailheadsTransportPickerHandsItsChoiceToTheDay() throws {
    let app = try Self.trailhead()
    app.presenter.send(.request(Self.day.request))
    app.host.render()
    try app.tap("Transport")
    #expect(app.presenter.modals.first?.screen.route == TransportPicker.routeID)
    try app.tap("train")
    #expect(app.presenter.modals.isEmpty)
    #expect(app.tree.texts.contains("Travelling by train"))
    // The day consumed the answer and keeps it: the engine holds no result, and the day still shows it.
    #expect(!app.presenter.coordinator.state.hasPendingResult)
    app.host.render()
    #expect(app.tree.texts.contains("Travelling by train"))
    #expect(app.presenter.coordinator.state.stacks["trips"]?.last?.route == TripDay.routeID)
  }

  /// Every word the list, the picker and the packing list show is the user's: the days as the language writes
  /// them, the modes and the items from the table.
  @Test func trailheadsPickerAndPackingListSpeakGerman() throws {
    let app = try Self.trailhead(Localization(language: "de"))
    // The list's days as German writes them.
    #expect(app.tree.all("Button").contains { $0.texts.first == "29. November 2026" }, "\(app.tree.texts)")
    app.presenter.send(.request(Self.day.request))
    app.host.render()
    try app.tap("Packliste")
    #expect(["Wanderschuhe", "Regenjacke", "Karte"].allSatisfy(app.tree.texts.contains), "\(app.tree.texts)")
    app.presenter.send(.request(.dismiss))
    app.host.render()
    try app.tap("Verkehrsmittel")
    #expect(
      ["Zug", "Auto", "Fahrrad"].allSatisfy { title in app.tree.all("Button").contains { $0.texts.first == title } })
    try app.tap("Zug")
    #expect(app.tree.texts.contains("Verkehrsmittel: Zug"))
  }

  @Test func leavingATrailheadNoteWithWordsInItAsksInAGermanConfirmationDialog() throws {
    let app = try Self.trailhead(Localization(language: "de"))
    app.presenter.send(.request(Self.day.request))
    app.host.render()
    try app.tap("Notiz")
    #expect(app.tree.all("Button").contains { $0.texts.first == "Speichern" })
    app.presenter.send(.edit(field: "text", value: "Sonnencreme"))
    app.presenter.send(.request(.back))
    app.host.render()
    #expect(app.presenter.alert?.style == .dialog)
    let dialog = try #require(app.tree.all(".confirmationDialog").first { $0.slots["confirmationDialog"] != nil })
    #expect(dialog["title", as: String.self] == "Notiz verwerfen?")
    #expect(app.host.tapDialogAction(dialog, "Verwerfen"))
    app.host.render()
    #expect(app.presenter.coordinator.state.stacks["trips"]?.last?.route == TripDay.routeID)
    #expect(app.tree.all("Button").contains { $0.texts.first == "Packliste" })
  }
}
