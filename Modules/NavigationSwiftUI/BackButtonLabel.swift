#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import NavigationPresentation
  import SwiftUI
  import UIKit

  /// Gives the back button that returns to a screen the label the engine words ("Back to Calendar").
  /// SwiftUI has no API for it: the back button shown above a pushed screen is the previous screen's
  /// `navigationItem.backBarButtonItem`, so each screen of a stack sets its own, keeping its title as the
  /// button's text.
  struct BackButtonLabel: UIViewControllerRepresentable {
    let title: String
    let label: String

    func makeUIViewController(context: Context) -> UIViewController {
      UIViewController(nibName: nil, bundle: nil)
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
      // The screen's own controller: the one the navigation controller holds.
      var owner: UIViewController = controller
      while let parent = owner.parent, !(parent is UINavigationController) { owner = parent }
      guard owner.parent is UINavigationController else { return }
      let item = owner.navigationItem.backBarButtonItem ?? UIBarButtonItem()
      item.title = title
      item.accessibilityLabel = label
      owner.navigationItem.backBarButtonItem = item
    }
  }
#endif
