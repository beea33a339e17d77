import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import Testing
import TrailheadFeature
import TrailheadFeatureScreens

/// The second example, Trailhead (Examples/Trailhead, linked here as its feature and its screens): its own
/// screens rendered in its own one-stack app, each behaviour that sets it apart from Demeter tried once.
extension AdapterThroughTheHost {
  /// Trailhead at 2026-11-28T09:00:00Z in UTC, in `localization`, its screens drawn by its own screens target.
  private func trailhead(_ localization: Localization = .english) throws -> (NavigationPresenter, ViewHost) {
    let engine = NavigationEngine(
      registry: try RouteRegistry(app: TrailheadFeature.app, modules: [TrailheadFeature()]),
      environment: NavigationEnvironment(
        now: { Date(timeIntervalSince1970: 1_795_856_400) }, timeZone: TimeZone(identifier: "UTC")!,
        data: HostData(), localization: localization))
    let coordinator = NavigationCoordinator(engine: engine, collapseWindow: .zero)
    coordinator.launch()
    let presenter = NavigationPresenter(coordinator: coordinator)
    let host = ViewHost(NavigationRoot(presenter: presenter, screens: ComposedScreens([TrailheadFeatureScreens()])))
    host.render()
    return (presenter, host)
  }

  private func tap(_ title: String, in host: ViewHost) throws {
    let button = try #require(host.tree.all("Button").last { $0.texts.first == title }, "no button \(title)")
    button.perform()
    host.render()
  }

  @Test func trailheadIsOneStackWithoutATabBarAndItsListOpensADayToCome() throws {
    let (presenter, host) = try trailhead()
    #expect(host.tree.first("TabView") == nil, "a single-stack app draws no tab bar")
    try tap("November 29, 2026", in: host)
    #expect(presenter.coordinator.state.stacks["trips"]?.last?.path == "/trips/2026-11-29")
    #expect(host.problems.isEmpty, "\(host.problems)")
  }

  @Test func trailheadsPackingListOpensAtHalfHeightAndCanBePulledUp() throws {
    let (presenter, host) = try trailhead()
    presenter.send(.request(TripDay(date: Day(year: 2027, month: 3, day: 14)!).request))
    host.render()
    try tap("Packing list", in: host)
    let detents = try #require(host.tree.first(".presentationDetents"))
    #expect(detents["detents", as: Set<PresentationDetent>.self] == [.medium, .large])
    #expect(detents["shown", as: PresentationDetent.self] == .medium)
    #expect(host.dragSheet(detents, to: .large))
    #expect(presenter.coordinator.state.modals.last?.detent == .large)
  }

  @Test func trailheadsTransportPickerHandsItsChoiceToTheDay() throws {
    let (presenter, host) = try trailhead()
    presenter.send(.request(TripDay(date: Day(year: 2027, month: 3, day: 14)!).request))
    host.render()
    try tap("Transport", in: host)
    #expect(presenter.modals.first?.screen.route == TransportPicker.routeID)
    try tap("train", in: host)
    #expect(presenter.modals.isEmpty)
    #expect(host.tree.texts.contains("Travelling by train"))
    #expect(presenter.coordinator.state.stacks["trips"]?.last?.route == TripDay.routeID)
  }

  /// Every word the list, the picker and the packing list show is the user's: the days as the language writes
  /// them, the modes and the items from the table.
  @Test func trailheadsPickerAndPackingListSpeakGerman() throws {
    let (presenter, host) = try trailhead(Localization(language: "de"))
    // The list's days as German writes them.
    #expect(host.tree.all("Button").contains { $0.texts.first == "29. November 2026" }, "\(host.tree.texts)")
    presenter.send(.request(TripDay(date: Day(year: 2027, month: 3, day: 14)!).request))
    host.render()
    try tap("Packliste", in: host)
    #expect(["Wanderschuhe", "Regenjacke", "Karte"].allSatisfy(host.tree.texts.contains), "\(host.tree.texts)")
    presenter.send(.request(.dismiss))
    host.render()
    try tap("Verkehrsmittel", in: host)
    #expect(
      ["Zug", "Auto", "Fahrrad"].allSatisfy { title in host.tree.all("Button").contains { $0.texts.first == title } })
    try tap("Zug", in: host)
    #expect(host.tree.texts.contains("Verkehrsmittel: Zug"))
  }

  @Test func leavingATrailheadNoteWithWordsInItAsksInAGermanConfirmationDialog() throws {
    let (presenter, host) = try trailhead(Localization(language: "de"))
    presenter.send(.request(TripDay(date: Day(year: 2027, month: 3, day: 14)!).request))
    host.render()
    try tap("Notiz", in: host)
    #expect(host.tree.all("Button").contains { $0.texts.first == "Speichern" })
    presenter.send(.edit(field: "text", value: "Sonnencreme"))
    presenter.send(.request(.back))
    host.render()
    #expect(presenter.alert?.style == .dialog)
    let dialog = try #require(host.tree.all(".confirmationDialog").first { $0.slots["confirmationDialog"] != nil })
    #expect(dialog["title", as: String.self] == "Notiz verwerfen?")
    #expect(host.tapDialogAction(dialog, "Verwerfen"))
    host.render()
    #expect(presenter.coordinator.state.stacks["trips"]?.last?.route == TripDay.routeID)
    #expect(host.tree.all("Button").contains { $0.texts.first == "Packliste" })
  }
}
