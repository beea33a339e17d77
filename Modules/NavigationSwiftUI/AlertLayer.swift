#if canImport(SwiftUI)
  import NavigationCore
  import NavigationPresentation
  import SwiftUI

  /// The guard's question, shown on the topmost presented layer (`level` = the number of modals below it),
  /// where iOS can show an alert: as an alert, or as a confirmation dialog when the guard asks with one.
  ///
  /// Both modifiers stay on the content, each shown only for its style: choosing one of them with an `if`
  /// would give the content (the whole app under the root layer) a new identity, and its state with it, each
  /// time a question is asked.
  struct AlertLayer: ViewModifier {
    let presenter: NavigationPresenter
    let level: Int

    func body(content: Content) -> some View {
      let presenter = presenter
      content
        .alert(
          presenter.alert?.message ?? "", isPresented: shown(.alert),
          presenting: presenter.alert?.style == .alert ? presenter.alert : nil
        ) { alert in
          Button(alert.confirmTitle, role: .destructive) { presenter.answerAlert(alert.confirmTitle) }
          Button(alert.cancelTitle, role: .cancel) { presenter.answerAlert(alert.cancelTitle) }
        }
        .confirmationDialog(presenter.alert?.message ?? "", isPresented: shown(.dialog), titleVisibility: .visible) {
          if let alert = presenter.alert {
            Button(alert.confirmTitle, role: .destructive) { presenter.answerAlert(alert.confirmTitle) }
            Button(alert.cancelTitle, role: .cancel) { presenter.answerAlert(alert.cancelTitle) }
          }
        } message: {
          EmptyView()
        }
    }

    /// Whether the question is asked in `style` on this layer. It reads the modals only while a question is
    /// asked, so a change under no question does not re-run it. SwiftUI's own dismissal (a tap outside a
    /// dialog) writes false here; the answer comes through the buttons, which always send one.
    private func shown(_ style: ConfirmationStyle) -> Binding<Bool> {
      let presenter = presenter
      let level = level
      return Binding(
        get: { @MainActor in presenter.alert?.style == style && presenter.modals.count == level },
        set: { _ in })
    }
  }
#endif
