#if canImport(SwiftUI)
  import NavigationCore
  import NavigationPresentation
  import SwiftUI

  /// One modal's content: its own navigation bar with a Close button (which sends the dismissal, so a guard
  /// can ask its question), interactive dismissal only when the guards allow it, and the next level.
  struct ModalContent<Destination: View>: View {
    let presenter: NavigationPresenter
    let item: ModalItem
    let focus: AccessibilityFocusState<FocusTarget?>.Binding
    let destination: (Screen) -> Destination

    var body: some View {
      NavigationStack {
        ScreenView(
          screen: item.screen, title: item.title, dataRevision: item.dataRevision, tabBarVisible: false,
          focus: focus, destination: destination
        )
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button(presenter.closeTitle) { presenter.dismissModal(at: item.level) }
          }
        }
      }
      .interactiveDismissDisabled(!item.dismissal.isAllowed)
      #if canImport(UIKit)
        // A swipe on the held sheet reaches the guard (UIKit reports the attempt; SwiftUI does not).
        .background { DismissAttemptBridge(presenter: presenter, level: item.level) }
      #endif
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
#endif
