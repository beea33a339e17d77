#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import NavigationPresentation
  import SwiftUI
  import UIKit

  /// Gives the back button that returns to a screen the label the engine words ("Back to Calendar").
  /// SwiftUI has no API for it: the back button shown above a pushed screen is the previous screen's
  /// `navigationItem.backBarButtonItem`, so each screen of a stack sets its own, keeping its title as the
  /// button's text.
  ///
  /// SwiftUI updates a representable right after making it, before its controller is in the screen's
  /// hierarchy, and again only when the representable's values change: so its `EmbeddedController` applies
  /// the label when it joins the screen, and on each update.
  struct BackButtonLabel: UIViewControllerRepresentable {
    let title: String
    let label: String

    func makeUIViewController(context: Context) -> EmbeddedController { EmbeddedController(apply) }

    func updateUIViewController(_ controller: EmbeddedController, context: Context) { controller.update(apply) }

    /// Sets the back button item of the screen's own controller above `controller` (the one the navigation
    /// controller holds); nothing while `controller` is not in a screen yet.
    func apply(from controller: UIViewController) {
      var owner = controller
      while let parent = owner.parent, !(parent is UINavigationController) { owner = parent }
      guard owner.parent is UINavigationController else { return }
      let item = owner.navigationItem.backBarButtonItem ?? UIBarButtonItem()
      item.title = title
      item.accessibilityLabel = label
      owner.navigationItem.backBarButtonItem = item
    }
  }
#endif
