#if canImport(SwiftUI)
  import Foundation
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
      .modifier(SheetDetents(presenter: presenter, level: item.level, detents: item.detents))
      #if canImport(UIKit)
        // A swipe on the held sheet reaches the guard (UIKit reports the attempt; SwiftUI does not).
        .background { DismissAttemptBridge(presenter: presenter, level: item.level) }
      #endif
      // The next level nests inside this one; AnyView ends the recursion of the view's type.
      .modifier(AlertLayer(presenter: presenter, level: item.level + 1))
      .modifier(NextModal(presenter: presenter, level: item.level + 1, focus: focus, destination: destination))
    }
  }

  /// The heights a sheet rests at, as its route declares them, and the one it rests at bound to the state: a
  /// drag is the engine's detent input, and a restored state opens the sheet where the user left it. A sheet
  /// whose route declares none keeps the system's.
  ///
  /// It takes the level and the detents, not the whole item: a keystroke in the sheet changes the item, not
  /// them, and SwiftUI skips this body when its inputs are equal.
  struct SheetDetents: ViewModifier {
    let presenter: NavigationPresenter
    let level: Int
    let detents: [SheetDetent]

    @ViewBuilder func body(content: Content) -> some View {
      if detents.isEmpty {
        content
      } else {
        content.presentationDetents(Set(detents.map(\.presentationDetent)), selection: selection)
      }
    }

    /// Reads the presenter, so a drag the engine refused shows the detent the state keeps.
    private var selection: Binding<PresentationDetent> {
      let presenter = presenter
      let level = level
      let detents = detents
      return Binding(
        get: { @MainActor in
          let shown = presenter.modals.indices.contains(level) ? presenter.modals[level].detent : nil
          return (shown ?? detents.first ?? .large).presentationDetent
        },
        set: { @MainActor newValue in
          // Only the top sheet moves: a modal above covers the one below.
          guard level == presenter.modals.count - 1,
            let detent = detents.first(where: { $0.presentationDetent == newValue })
          else { return }
          presenter.dragSheet(to: detent)
        })
    }
  }

  extension SheetDetent {
    /// The detent SwiftUI rests a sheet at.
    var presentationDetent: PresentationDetent {
      switch self {
      case .medium: .medium
      case .large: .large
      case .fraction(let value): .fraction(CGFloat(value))
      case .height(let value): .height(CGFloat(value))
      }
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
