#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import NavigationCore
  import NavigationPresentation

  /// One tab's `NavigationStack`: its path is the tab's own observable value, and SwiftUI's pops come back
  /// through ``NavigationPresenter/setPath(_:in:)`` as one request.
  struct TabStack<Destination: View>: View {
    let presenter: NavigationPresenter
    let tab: TabPresentation
    let focus: AccessibilityFocusState<FocusTarget?>.Binding
    let destination: (Screen) -> Destination

    var body: some View {
      let presenter = presenter
      let tab = tab
      return NavigationStack(
        path: Binding(get: { @MainActor in tab.path }, set: { @MainActor path in presenter.setPath(path, in: tab.id) })
      ) {
        Group {
          if let root = tab.root {
            ScreenView(presenter: presenter, screen: root, focus: focus, destination: destination)
          }
        }
        .navigationDestination(for: StackEntry.self) { entry in
          if let screen = tab.screen(for: entry) {
            ScreenView(presenter: presenter, screen: screen, focus: focus, destination: destination)
          }
        }
      }
    }
  }
#endif
