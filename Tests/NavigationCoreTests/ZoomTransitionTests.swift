import NavigationCore
import NavigationTesting
import Testing

/// Issue 63: a route may ask to be pushed with a zoom out of the view that opened it
/// (``RouteDefinition/zoomTransition()``). The engine decides when the zoom plays (a push or a pop of that one
/// screen on its stack), and Reduce Motion turns it into a fade of the same length, as every other transition.
struct ZoomTransitionTests {
  static let photos = FixtureModule(
    name: "Photos", tabs: [TabDefinition(id: "photos", title: "Photos", icon: "photo", order: 0)],
    routes: [
      RouteDefinition(
        id: "photos.root", pattern: "photos", placement: .tabRoot("photos"), title: "Photos",
        links: ["photos.photo"]),
      RouteDefinition(
        id: "photos.photo", pattern: "photos/{id:int}", placement: .push(tab: "photos", parent: "photos.root"),
        title: "Photo", links: ["photos.info"]
      ).zoomTransition(),
      RouteDefinition(
        id: "photos.info", pattern: "photos/{id:int}/info", placement: .push(tab: "photos", parent: "photos.photo"),
        title: "Info"),
    ])

  static let albums = FixtureModule(
    name: "Albums", tabs: [TabDefinition(id: "albums", title: "Albums", icon: "rectangle.stack", order: 1)],
    routes: [RouteDefinition(id: "albums.root", pattern: "albums", placement: .tabRoot("albums"), title: "Albums")])

  static func engine() throws -> NavigationEngine {
    let app = AppDefinition(
      name: "Photos", linkSchemes: ["photos"], universalLinkHosts: [], bundleIdentifier: "example.photos")
    return TestApp(registry: try RouteRegistry(app: app, modules: [photos, albums])).engine
  }

  @Test func aPushOfAZoomingRouteZoomsInAndItsPopZoomsBackOut() throws {
    let engine = try Self.engine()
    var state = engine.freshState()
    let push = engine.run(&state, .request(.show(path: "/photos/3")))
    #expect(push.transition == ScreenTransition(kind: .zoomFromSource, milliseconds: 300))
    #expect(push.transition?.description == "zoomFromSource 300ms")
    let pop = engine.run(&state, .request(.back))
    #expect(pop.transition == ScreenTransition(kind: .zoomToSource, milliseconds: 300))
    engine.run(&state, .request(.show(path: "/photos/3")))
    #expect(engine.run(&state, .request(.swipeBack)).transition?.kind == .zoomToSource)
  }

  @Test func aScreenOfAnotherRouteAboveItSlidesAndItsPopSlides() throws {
    let engine = try Self.engine()
    var state = engine.freshState()
    engine.run(&state, .request(.show(path: "/photos/3")))
    #expect(engine.run(&state, .request(.show(path: "/photos/3/info"))).transition == .push)
    #expect(engine.run(&state, .request(.back)).transition == .pop)
    // Back on the zooming screen, its own pop zooms into its source again.
    #expect(engine.run(&state, .request(.back)).transition?.kind == .zoomToSource)
  }

  /// The zoom needs its source on the screen below: a link that builds the stack in one plan, or leaves
  /// several screens at once, slides.
  @Test func aChangeOfMoreThanOneScreenSlides() throws {
    let engine = try Self.engine()
    var state = engine.freshState()
    #expect(engine.run(&state, .request(.openLink("photos://photos/3/info"))).transition == .push)
    #expect(state.selectedStack.map(\.path) == ["/photos/3", "/photos/3/info"])
    #expect(engine.run(&state, .request(.popToRoot)).transition == .pop)
    engine.run(&state, .request(.show(path: "/albums")))
    #expect(engine.run(&state, .request(.openLink("photos://photos/4"))).transition != .zoomIn)
  }

  @Test func reduceMotionFadesTheZoomForTheSameLength() throws {
    let engine = try Self.engine()
    var state = engine.freshState()
    engine.run(&state, .reduceMotion(true))
    let push = engine.run(&state, .request(.show(path: "/photos/3")))
    #expect(push.transition == ScreenTransition(kind: .fade, milliseconds: 300))
    #expect(engine.run(&state, .request(.back)).transition == ScreenTransition(kind: .fade, milliseconds: 300))
    engine.run(&state, .reduceMotion(false))
    #expect(engine.run(&state, .request(.show(path: "/photos/3"))).transition == .zoomIn)
  }

  @Test func aRequestWithoutAnimationShowsTheZoomingScreenAtOnce() throws {
    let engine = try Self.engine()
    var state = engine.freshState()
    #expect(engine.reduce(&state, .request(.show(path: "/photos/3")), animated: false).transition == .unanimated)
  }
}
