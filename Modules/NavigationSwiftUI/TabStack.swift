#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import NavigationCore
  import NavigationPresentation

  /// One tab's content: its stack while the tab is shown, fading in when the tab is selected (the engine's
  /// 100 ms cross-fade, a fade under Reduce Motion: a tab switch is not animated by the system), with the
  /// floating button over its bottom trailing corner (inside the tab's safe area, so above the tab bar) and
  /// the tab's badge (the registered one, or what the app set at run time; none when cleared).
  struct TabContent<Destination: View>: View {
    let presenter: NavigationPresenter
    let tab: TabPresentation
    let floatingButtonSymbol: String
    let focus: AccessibilityFocusState<FocusTarget?>.Binding
    let destination: (Screen) -> Destination

    var body: some View {
      ZStack {
        if tab.isSelected {
          TabStack(presenter: presenter, tab: tab, focus: focus, destination: destination)
            .overlay(alignment: .bottomTrailing) {
              FloatingButtonOverlay(presenter: presenter, symbol: floatingButtonSymbol, focus: focus)
            }
            .transition(.opacity)
        }
      }
      .badge(tab.item?.badge)
    }
  }

  /// A tab bar item, reading only its own tab's item.
  struct TabItemLabel: View {
    let tab: TabPresentation

    var body: some View {
      if let item = tab.item { NavigationTabLabel(item: item) }
    }
  }

  /// One tab's `NavigationStack`: its path is the tab's own observable value, and SwiftUI's pops come back
  /// through ``NavigationPresenter/setPath(_:in:)`` as one request. Each screen reads its own
  /// ``ScreenPresentation``; a popped one keeps it while it animates out.
  struct TabStack<Destination: View>: View {
    let presenter: NavigationPresenter
    let tab: TabPresentation
    let focus: AccessibilityFocusState<FocusTarget?>.Binding
    let destination: (Screen) -> Destination
    /// Where this stack's zoom sources and the screens pushed out of them pair.
    @Namespace private var zoomNamespace

    var body: some View {
      let presenter = presenter
      let tab = tab
      return NavigationStack(
        path: Binding(get: { @MainActor in tab.path }, set: { @MainActor path in presenter.setPath(path, in: tab.id) })
      ) {
        Group {
          if let root = tab.rootPresentation {
            PresentedScreen(presentation: root, tabBarVisible: true, focus: focus, destination: destination)
          }
        }
        .navigationDestination(for: StackEntry.self) { entry in
          if let presentation = tab.presentation(for: entry) {
            PresentedScreen(
              presentation: presentation, tabBarVisible: presenter.tabBarOnPushedScreens == .shown, focus: focus,
              destination: destination)
          }
        }
      }
      .environment(\.zoomNamespace, zoomNamespace)
    }
  }
#endif
