#if canImport(SwiftUI)
  import NavigationCore
  import NavigationPresentation
  import SwiftUI

  /// A screen of a tab's stack, reading only its own presentation: an edit on another screen redraws nothing
  /// here.
  struct PresentedScreen<Destination: View>: View {
    let presentation: ScreenPresentation
    /// A tab root shows the tab bar; a pushed screen as the app's rules say.
    let tabBarVisible: Bool
    let focus: AccessibilityFocusState<FocusTarget?>.Binding
    let destination: (Screen) -> Destination
    /// The namespace of the stack the screen is in, where its zoom pairs with its source.
    @Environment(\.zoomNamespace) private var zoomNamespace

    var body: some View {
      ScreenView(
        screen: presentation.screen, title: presentation.title, dataRevision: presentation.dataRevision,
        tabBarVisible: tabBarVisible, focus: focus, destination: destination
      )
      #if canImport(UIKit)
        .background { BackButtonLabel(title: presentation.title, label: presentation.backLabel) }
      #endif
      .zoomed(from: presentation.zoomSource, in: zoomNamespace)
    }
  }

  /// The app's view of one screen, titled by a heading VoiceOver focus can land on, with the tab bar shown as
  /// the engine's chrome says: at a tab root, on a pushed screen where the app's rules show it
  /// (``NavigationRules/tabBarOnPushedScreens``), never under a modal.
  struct ScreenView<Destination: View>: View {
    let screen: Screen
    let title: String
    /// Not read by the body: a new value is a new input, so the screen's content reads the app's data again
    /// after a saved change (``ScreenPresentation/dataRevision``).
    let dataRevision: Int
    let tabBarVisible: Bool
    let focus: AccessibilityFocusState<FocusTarget?>.Binding
    let destination: (Screen) -> Destination

    var body: some View {
      destination(screen)
        .navigationTitle(title)
        .toolbar {
          // The title as an element: where focus goes when the screen appears.
          ToolbarItem(placement: .principal) {
            Text(title)
              .font(.headline)
              .accessibilityAddTraits(.isHeader)
              .accessibilityFocused(focus, equals: .screen(path: screen.path))
          }
        }
        #if canImport(UIKit)
          .toolbar(tabBarVisible ? .visible : .hidden, for: .tabBar)
        #endif
    }
  }
#endif
