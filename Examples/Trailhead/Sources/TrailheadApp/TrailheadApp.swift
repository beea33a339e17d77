import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import TrailheadFeature
import TrailheadFeatureScreens

/// Trailhead as an app: one scene, one stack, its screens from TrailheadFeatureScreens.
@main
struct TrailheadApp: App {
  var body: some Scene {
    WindowGroup {
      TrailheadWindow()
    }
  }
}

/// One scene: its own coordinator, in the device's language, restored from this scene's storage.
struct TrailheadWindow: View {
  @State private var presenter = TrailheadWindow.makePresenter()

  var body: some View {
    switch presenter {
    case .success(let (presenter, store)):
      NavigationRoot(presenter: presenter, sceneStore: store, screens: ComposedScreens([TrailheadFeatureScreens()]))
    case .failure(let error):
      Text("Trailhead does not compose: \(error.description)")
    }
  }

  @MainActor
  static func makePresenter() -> Result<(NavigationPresenter, SceneSnapshotStore), RegistrationError> {
    do {
      let registry = try RouteRegistry(app: TrailheadFeature.app, modules: [TrailheadFeature()])
      let data = TrailheadData()
      let language = Localization(language: Locale.preferredLanguages.first ?? "en")
      let engine = NavigationEngine(
        registry: registry, environment: NavigationEnvironment(data: data, localization: language))
      let store = SceneSnapshotStore()
      let coordinator = NavigationCoordinator(engine: engine, store: store, driver: SleepingTransitionDriver())
      return .success((NavigationPresenter(coordinator: coordinator), store))
    } catch {
      return .failure(error)
    }
  }
}

/// Trailhead's data as navigation sees it: every trip exists, and a saved note is kept.
struct TrailheadData: NavigationDataSource {
  func availability(of kind: String, id: String) -> DataAvailability { .available }
}
