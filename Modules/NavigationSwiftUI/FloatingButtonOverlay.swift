#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import NavigationCore
  import NavigationPresentation

  /// The floating button over every screen where the engine shows it, with its VoiceOver label and hint,
  /// its keyboard shortcut, and the focus that returns to it when what it opened is dismissed.
  struct FloatingButtonOverlay: View {
    let presenter: NavigationPresenter
    let symbol: String
    let focus: AccessibilityFocusState<FocusTarget?>.Binding

    var body: some View {
      let button = presenter.floatingButton
      if button.visible {
        Button {
          presenter.pressFloatingButton()
        } label: {
          Image(systemName: symbol)
            .font(.title2)
            .padding(18)
            .background { Circle().fill(.tint) }
        }
        .accessibilityLabel(button.accessibilityLabel)
        .accessibilityHint(button.accessibilityHint ?? "")
        .accessibilityFocused(focus, equals: .floatingButton)
        .modifier(Shortcut(binding: button.shortcut))
        .padding(24)
        .transition(.opacity)
      }
    }
  }
#endif
