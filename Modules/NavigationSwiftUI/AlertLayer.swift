#if canImport(SwiftUI)
  import NavigationPresentation
  import SwiftUI

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
