#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import NavigationPresentation
  import SwiftUI
  import UIKit

  /// Reports the software keyboard to the presenter: the floating button hides while the keyboard is up.
  struct KeyboardTracking: ViewModifier {
    let presenter: NavigationPresenter
    @State private var observers: [any NSObjectProtocol] = []

    func body(content: Content) -> some View {
      content.onAppear {
        guard observers.isEmpty else { return }
        let center = NotificationCenter.default
        observers = [
          center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in
            MainActor.assumeIsolated { _ = presenter.keyboardChanged(shown: true) }
          },
          center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { _ in
            MainActor.assumeIsolated { _ = presenter.keyboardChanged(shown: false) }
          },
        ]
      }
    }
  }
#endif
