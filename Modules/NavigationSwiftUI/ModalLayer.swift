#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import NavigationCore
  import NavigationPresentation

  /// The modal at `level`, presented as a sheet or a full-screen cover from the level below; its content
  /// carries the next level, so modals nest as the state nests them.
  struct ModalLayer<Destination: View>: ViewModifier {
    let presenter: NavigationPresenter
    let level: Int
    let focus: AccessibilityFocusState<FocusTarget?>.Binding
    let destination: (Screen) -> Destination

    func body(content: Content) -> some View {
      content
        .sheet(item: item(.sheet)) { item in modal(item) }
        #if canImport(UIKit)
          .fullScreenCover(item: item(.fullScreenCover)) { item in modal(item) }
        #endif
    }

    /// The binding SwiftUI presents from: nil when dismissed, which asks the engine (and its guards).
    private func item(_ style: ModalStyle) -> Binding<ModalItem?> {
      let presenter = presenter
      let level = level
      return Binding(
        get: { @MainActor in
          guard presenter.modals.indices.contains(level) else { return nil }
          let item = presenter.modals[level]
          #if canImport(UIKit)
            return item.style == style ? item : nil
          #else
            // No full-screen covers on the Mac: a cover is a sheet there.
            return style == .sheet ? item : nil
          #endif
        },
        set: { @MainActor newValue in
          if newValue == nil { presenter.dismissModal(at: level) }
        })
    }

    private func modal(_ item: ModalItem) -> some View {
      ModalContent(presenter: presenter, item: item, focus: focus, destination: destination)
    }
  }
#endif
