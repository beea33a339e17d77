import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import Testing

/// Issue 63: a route registered with `zoomTransition()` is pushed with iOS 18's zoom out of the view that
/// opened it: the pushed screen's `navigationTransition(.zoom(sourceID:in:))` pairs with exactly one
/// `matchedTransitionSource(id:in:)` on the screen below, in the same namespace. Under Reduce Motion it is
/// not zoomed: the engine's fade of the same length, over the system's push.
extension AdapterThroughTheHost {
  @Test func aZoomingPushPairsItsTransitionWithTheSourceOnTheScreenBelow() throws {
    let (presenter, host) = try photos()
    #expect(host.tree.all(".matchedTransitionSource").count == 3, "each photo row is a source")
    HostAnimations.log = []
    presenter.send(.request(.show(path: "/photos/2")))
    host.render()
    #expect(presenter.coordinator.lastTransition == .zoomIn)
    #expect(HostAnimations.log.map { $0?.description } == ["easeInOut(0.3)"])

    let zoom = try #require(host.tree.first(".navigationTransition"))
    #expect(zoom.values["sourceID"] as? AnyHashable == AnyHashable("/photos/2"))
    let namespace = try #require(zoom.values["namespace"] as? Namespace.ID)
    let sources = host.tree.all(".matchedTransitionSource").filter {
      $0.values["id"] as? AnyHashable == AnyHashable("/photos/2")
    }
    #expect(sources.count == 1, "one source for the pushed screen")
    #expect(sources.first?.values["namespace"] as? Namespace.ID == namespace, "the same namespace")
    #expect(sources.first?.texts == ["Photo 2"], "the row that opened it")

    presenter.send(.request(.back))
    host.render()
    #expect(presenter.coordinator.lastTransition == .zoomOut)
    #expect(host.problems.isEmpty, "\(host.problems)")
  }

  @Test func underReduceMotionAZoomingRouteIsPushedWithTheEnginesFadeAndNoZoom() throws {
    let (presenter, host) = try photos()
    host.environment.accessibilityReduceMotion = true
    host.render()
    #expect(presenter.coordinator.state.reduceMotion)
    HostAnimations.log = []
    presenter.send(.request(.show(path: "/photos/2")))
    host.render()
    #expect(presenter.coordinator.lastTransition == ScreenTransition(kind: .fade, milliseconds: 300))
    #expect(HostAnimations.log.map { $0?.description } == ["easeInOut(0.3)"])
    #expect(host.tree.all("body PhotoScreen").count == 1)
    #expect(host.tree.first(".navigationTransition") == nil, "the system's push, faded: no zoom")

    // Reduce Motion off again: the screen on the stack zooms back into its source.
    host.environment.accessibilityReduceMotion = false
    host.render()
    #expect(host.tree.first(".navigationTransition")?.values["sourceID"] as? AnyHashable == AnyHashable("/photos/2"))
  }

  /// A photos app of one stack: its root lists three photos, each row the zoom source of its photo's screen.
  private func photos() throws -> (NavigationPresenter, ViewHost) {
    let presenter = try launchedPresenter("Photos", shape: .singleStack, module: PhotosModule())
    let host = ViewHost(NavigationRoot(presenter: presenter, screens: ComposedScreens([PhotosScreens()])))
    host.render()
    return (presenter, host)
  }
}

private struct PhotosRoot: RouteValue {
  static let routeID: RouteID = "photos.root"
  static let pattern = "photos"
}

private struct Photo: RouteValue {
  static let routeID: RouteID = "photos.photo"
  static let pattern = "photos/{id:int}"
  var id: Int
}

private struct PhotosModule: RouteModule {
  let name = "Photos"
  var tabs: [TabDefinition] { [TabDefinition(id: "photos", title: "Photos", icon: "photo", order: 0)] }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(PhotosRoot.self, placement: .tabRoot("photos"), title: "Photos", links: [Photo.self]),
      RouteDefinition(Photo.self, placement: .push(tab: "photos", parent: "photos.root"), title: "Photo")
        .zoomTransition(),
    ]
  }
}

private struct PhotosScreens: FeatureScreens {
  let module = "Photos"

  func register(in screens: inout ScreenRegistrar) {
    screens.screen(for: PhotosRoot.self) { _, context in PhotoList(context: context) }
    screens.screen(for: Photo.self) { photo, _ in PhotoScreen(id: photo.id) }
  }
}

/// The list of photos: each row opens its photo, and is the view the photo's screen zooms out of.
private struct PhotoList: View {
  let context: ScreenContext

  var body: some View {
    VStack {
      ForEach([1, 2, 3], id: \.self) { id in
        Button("Photo \(id)") { context.show(Photo(id: id)) }
          .zoomSource(for: Photo(id: id), in: context)
      }
    }
  }
}

private struct PhotoScreen: View {
  let id: Int

  var body: some View { Text("Photo \(id) full size") }
}
