#if canImport(SwiftUI)
  import NavigationCore
  import NavigationPresentation
  import SwiftUI

  /// The app's view of one screen, titled, focusable by VoiceOver, with the tab bar shown only where the
  /// engine says so.
  struct ScreenView<Destination: View>: View {
    let presenter: NavigationPresenter
    let screen: Screen
    let focus: AccessibilityFocusState<FocusTarget?>.Binding
    let destination: (Screen) -> Destination

    var body: some View {
      destination(screen)
        .navigationTitle(presenter.coordinator.engine.registry.title(of: screen))
        .accessibilityFocused(focus, equals: .screen(path: screen.path))
        #if canImport(UIKit)
          .toolbar(presenter.tabBar.visible ? .visible : .hidden, for: .tabBar)
        #endif
    }
  }
#endif
