#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import NavigationCore
  import NavigationPresentation

  /// The floating button, where the engine shows it, with its VoiceOver label and hint, its keyboard shortcut,
  /// and the focus that returns to it when what it opened is dismissed. A circle of 56 pt with a shadow, its
  /// glyph drawn white over the tint (the default button style would tint the glyph like its fill). Placed
  /// by ``TabContent`` at the bottom trailing corner of the selected tab's content, so above the tab bar.
  struct FloatingButtonOverlay: View {
    let presenter: NavigationPresenter
    let symbol: String
    let focus: AccessibilityFocusState<FocusTarget?>.Binding

    /// The button's side, in points: FR-025's minimum hit target.
    static let size: CGFloat = 56

    var body: some View {
      let button = presenter.floatingButton
      if button.visible {
        Button {
          presenter.pressFloatingButton()
        } label: {
          Image(systemName: symbol)
            .font(.title2)
            .foregroundStyle(Color.white)
            .frame(width: Self.size, height: Self.size)
            .background { Circle().fill(.tint) }
            .shadow(color: .black.opacity(0.3), radius: 6, x: 0, y: 3)
        }
        .accessibilityLabel(button.accessibilityLabel)
        .accessibilityHint(button.accessibilityHint ?? "")
        .accessibilityFocused(focus, equals: .floatingButton)
        .modifier(Shortcut(binding: button.shortcut))
        .padding(16)
        .transition(.opacity)
      }
    }
  }
#endif
