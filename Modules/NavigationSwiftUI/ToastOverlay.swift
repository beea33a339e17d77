#if canImport(SwiftUI)
  import Foundation
  import NavigationPresentation
  import SwiftUI

  /// The transient message a failed link or a completed entry shows.
  struct ToastOverlay: View {
    let presenter: NavigationPresenter

    var body: some View {
      if let toast = presenter.toast {
        Text(toast)
          .padding(12)
          .background { Capsule().fill(.thinMaterial) }
          .padding(.bottom, 72)
          .accessibilityAddTraits(.isStaticText)
          .transition(.opacity)
      }
    }
  }
#endif
