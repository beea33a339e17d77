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
  @State private var scene = Result { () throws(RegistrationError) in
    try NavigationScene(app: TrailheadFeature.app, modules: [TrailheadFeature()], data: TrailheadData())
  }

  var body: some View {
    switch scene {
    case .success(let scene):
      NavigationRoot(scene: scene, screens: ComposedScreens([TrailheadFeatureScreens()]))
    case .failure(let error):
      Text("Trailhead does not compose: \(error.description)")
    }
  }
}

/// Trailhead's data as navigation sees it: every trip exists, and a saved note is kept.
struct TrailheadData: NavigationDataSource {
  func availability(of kind: String, id: String) -> DataAvailability { .available }
}
