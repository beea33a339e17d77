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

/// One scene: its own coordinator, in the device's language, restored from this scene's storage (so a
/// force-quit starts fresh). The root launches it once it has copied the scene's storage into the store.
struct DemeterWindow: View {
  @State private var scene = Result { () throws(RegistrationError) in
    try NavigationScene(app: AppComposition.app, modules: AppComposition.modules, data: ExampleDataSource.shared)
  }

  var body: some View {
    switch scene {
    case .success(let scene):
      NavigationRoot(
        scene: scene, floatingButtonSymbol: "mic.fill", screens: AppScreens.screens(data: ExampleDataSource.shared))
    case .failure(let error):
      Text("The feature modules do not compose: \(error.description)")
    }
  }
}
