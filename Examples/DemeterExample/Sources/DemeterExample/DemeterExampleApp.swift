import AppComposition
import AppScreens
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI

/// Demeter's navigation as an app: every tab, stack, modal, link and lifecycle rule comes from the composed
/// feature modules, and every screen from the features' screens targets (AppScreens: one line per feature).
@main
struct DemeterExampleApp: App {
  var body: some Scene {
    WindowGroup {
      DemeterWindow()
    }
  }
}

/// One scene: its own coordinator, restored from this scene's storage (so a force-quit starts fresh).
struct DemeterWindow: View {
  @State private var composed = ComposedScene.make()

  var body: some View {
    switch composed {
    case .success(let scene):
      NavigationRoot(
        presenter: scene.presenter, sceneStore: scene.store, floatingButtonSymbol: "mic.fill",
        screens: AppScreens.screens(data: ExampleDataSource.shared))
    case .failure(let error):
      Text("The feature modules do not compose: \(error.description)")
    }
  }
}

/// The coordinator of one scene, not launched yet: ``NavigationRoot`` launches it once it has copied the
/// scene's storage into the store.
struct ComposedScene {
  let presenter: NavigationPresenter
  let store: SceneSnapshotStore?

  @MainActor
  static func make() -> Result<ComposedScene, RegistrationError> {
    do {
      let coordinator = try AppComposition.makeSceneCoordinator(data: ExampleDataSource.shared)
      return .success(
        ComposedScene(presenter: NavigationPresenter(coordinator: coordinator), store: coordinator.sceneStore))
    } catch {
      return .failure(error)
    }
  }
}
