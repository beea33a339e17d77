import NavigationCore
import NavigationPresentation
import NavigationTesting
import Testing

/// Issue 63: the presenter gives a pushed screen of a zooming route its zoom source (its own path, which the
/// screen below marks), and none under Reduce Motion, where the engine fades it instead.
@MainActor
struct ZoomSourceTests {
  static func presenter() throws -> NavigationPresenter {
    let module = FixtureModule(
      name: "Photos",
      tabs: [TabDefinition(id: "photos", title: "Photos", icon: "photo", order: 0)],
      routes: [
        RouteDefinition(id: "photos.root", pattern: "photos", placement: .tabRoot("photos"), title: "Photos"),
        RouteDefinition(
          id: "photos.photo", pattern: "photos/{id:int}", placement: .push(tab: "photos", parent: "photos.root"),
          title: "Photo"
        ).zoomTransition(),
        RouteDefinition(
          id: "photos.info", pattern: "photos/{id:int}/info", placement: .push(tab: "photos", parent: "photos.photo"),
          title: "Info"),
      ])
    let coordinator = NavigationCoordinator(engine: try TestApp(modules: [module]).engine, collapseWindow: .zero)
    coordinator.launch()
    return NavigationPresenter(coordinator: coordinator)
  }

  private func presentations(_ presenter: NavigationPresenter) -> [ScreenPresentation?] {
    let tab = presenter.tab("photos")
    return tab?.path.map { tab?.presentation(for: $0) } ?? []
  }

  @Test func aZoomingRoutesScreenZoomsFromItsOwnPathAndAnotherSlides() throws {
    let presenter = try Self.presenter()
    presenter.send(.request(.show(path: "/photos/3")))
    presenter.send(.request(.show(path: "/photos/3/info")))
    #expect(presentations(presenter).map { $0?.zoomSource } == ["/photos/3", nil])
    #expect(presenter.tab("photos")?.rootPresentation?.zoomSource == nil)
  }

  @Test func reduceMotionTakesTheZoomSourceAwayAndGivesItBack() throws {
    let presenter = try Self.presenter()
    presenter.send(.request(.show(path: "/photos/3")))
    let photo = try #require(presentations(presenter).first ?? nil)
    presenter.reduceMotionChanged(true)
    #expect(photo.zoomSource == nil)
    presenter.reduceMotionChanged(false)
    #expect(photo.zoomSource == "/photos/3")
  }
}
