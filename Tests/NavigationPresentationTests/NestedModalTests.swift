import Foundation
import NavigationCore
import NavigationJourneys
import NavigationPresentation
import NavigationTesting
import Testing

/// Modals nest level by level, each with its own style; only the top one may be swiped away.
@MainActor
struct NestedModalTests {
  /// A tab three screens deep, a sheet, and a full-screen cover the sheet opens.
  static func presenter() throws -> NavigationPresenter {
    let module = FixtureModule(
      name: "Nested",
      tabs: [TabDefinition(id: "home", title: "Home", icon: "house", order: 0)],
      routes: [
        RouteDefinition(id: "home.root", pattern: "home", placement: .tabRoot("home"), title: "Home"),
        RouteDefinition(
          id: "one", pattern: "home/one", placement: .push(tab: "home", parent: "home.root"), title: "One"),
        RouteDefinition(id: "two", pattern: "home/one/two", placement: .push(tab: "home", parent: "one"), title: "Two"),
        RouteDefinition(
          id: "three", pattern: "home/one/two/three", placement: .push(tab: "home", parent: "two"), title: "Three"),
        RouteDefinition(id: "sheet", pattern: "sheet", placement: .modal(.sheet), title: "Sheet"),
        RouteDefinition(id: "cover", pattern: "cover", placement: .modal(.fullScreenCover), title: "Cover"),
      ])
    let coordinator = NavigationCoordinator(
      engine: NavigationEngine(
        registry: try RouteRegistry(app: .fixture, modules: [module]),
        environment: NavigationEnvironment(
          now: { JourneyRunner.referenceDate }, timeZone: TimeZone(identifier: "UTC")!, data: AllAvailableDataSource())
      ),
      collapseWindow: .zero)
    coordinator.launch()
    return NavigationPresenter(coordinator: coordinator)
  }

  @Test func aCoverOverASheetIsTheSecondLevelWithItsOwnStyle() throws {
    let presenter = try Self.presenter()
    presenter.send(.request(.route("sheet", RouteParameters())))
    presenter.send(.request(.route("cover", RouteParameters())))
    #expect(presenter.modals.map(\.style) == [.sheet, .fullScreenCover])
    #expect(presenter.modal(at: 0, style: .sheet)?.screen.route == "sheet")
    #expect(presenter.modal(at: 1, style: .fullScreenCover)?.screen.route == "cover")
    #expect(presenter.modals[0].dismissal == .refused(reason: "a modal above covers it"))
    #expect(presenter.modals[1].dismissal == .allowed)
    #expect(presenter.modals[0].id != presenter.modals[1].id)
  }

  @Test func dismissingTheTopLevelLeavesTheOneBelow() throws {
    let presenter = try Self.presenter()
    presenter.send(.request(.route("sheet", RouteParameters())))
    presenter.send(.request(.route("cover", RouteParameters())))
    presenter.dismissModal(at: 1)
    #expect(presenter.modals.map(\.screen.route) == ["sheet"])
    #expect(presenter.modals[0].dismissal == .allowed)
  }

  @Test func dismissingTheBottomLevelClosesEveryModalAtOnce() throws {
    let presenter = try Self.presenter()
    presenter.send(.request(.route("sheet", RouteParameters())))
    presenter.send(.request(.route("cover", RouteParameters())))
    let result = try #require(presenter.dismissModal(at: 0))
    #expect(result.outcome == .completed)
    #expect(presenter.modals.isEmpty)
  }

  @Test func aPopIntoTheMiddleOfADeepStackIsOneRequest() throws {
    let presenter = try Self.presenter()
    for path in ["/home/one", "/home/one/two", "/home/one/two/three"] { presenter.send(.request(.show(path: path))) }
    let home = try #require(presenter.tab("home"))
    #expect(home.path.count == 3)
    let mark = presenter.coordinator.history.count
    let result = presenter.setPath(Array(home.path.prefix(1)), in: "home")
    #expect(result?.outcome == .completed)
    #expect(home.path.map(\.path) == ["/home/one"])
    let moves = presenter.coordinator.history.events.dropFirst(mark).filter {
      if case .navigated = $0.event { true } else { false }
    }
    #expect(moves.count == 1, "three to one is one pop, one transition, one announcement")
  }
}
