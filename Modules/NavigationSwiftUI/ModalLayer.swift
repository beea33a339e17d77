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

  /// One modal's content: its own navigation bar with a Close button (which sends the dismissal, so a guard
  /// can ask its question), interactive dismissal only when the guards allow it, and the next level.
  struct ModalContent<Destination: View>: View {
    let presenter: NavigationPresenter
    let item: ModalItem
    let focus: AccessibilityFocusState<FocusTarget?>.Binding
    let destination: (Screen) -> Destination

    var body: some View {
      NavigationStack {
        ScreenView(presenter: presenter, screen: item.screen, focus: focus, destination: destination)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Close") { presenter.dismissModal(at: item.level) }
            }
          }
      }
      .interactiveDismissDisabled(!item.dismissal.isAllowed)
      // The next level nests inside this one; AnyView ends the recursion of the view's type.
      .modifier(AlertLayer(presenter: presenter, level: item.level + 1))
      .modifier(NextModal(presenter: presenter, level: item.level + 1, focus: focus, destination: destination))
    }
  }

  /// The level above, type-erased: a modal's type cannot contain itself.
  struct NextModal<Destination: View>: ViewModifier {
    let presenter: NavigationPresenter
    let level: Int
    let focus: AccessibilityFocusState<FocusTarget?>.Binding
    let destination: (Screen) -> Destination

    func body(content: Content) -> some View {
      AnyView(
        content.modifier(ModalLayer(presenter: presenter, level: level, focus: focus, destination: destination)))
    }
  }

  /// The guard's question, shown on the topmost presented layer (`level` = the number of modals below it),
  /// where iOS can show an alert.
  struct AlertLayer: ViewModifier {
    let presenter: NavigationPresenter
    let level: Int

    func body(content: Content) -> some View {
      let presenter = presenter
      let level = level
      return content.alert(
        presenter.alert?.message ?? "",
        isPresented: Binding(
          get: { @MainActor in presenter.alert != nil && presenter.modals.count == level },
          set: { _ in }),
        presenting: presenter.alert
      ) { alert in
        Button(alert.confirmTitle, role: .destructive) { presenter.answerAlert(alert.confirmTitle) }
        Button(alert.cancelTitle, role: .cancel) { presenter.answerAlert(alert.cancelTitle) }
      }
    }
  }
#endif
