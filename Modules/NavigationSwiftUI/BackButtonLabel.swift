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
  /// hierarchy, and again only when the representable's values change: so the controller applies the label
  /// itself when it joins the screen, and on each update.
  struct BackButtonLabel: UIViewControllerRepresentable {
    let title: String
    let label: String

    func makeUIViewController(context: Context) -> BackButtonLabelController {
      BackButtonLabelController(title: title, label: label)
    }

    func updateUIViewController(_ controller: BackButtonLabelController, context: Context) {
      controller.screenTitle = title
      controller.backLabel = label
      controller.apply()
    }
  }

  /// An empty controller inside a screen that sets the screen's back button item.
  final class BackButtonLabelController: UIViewController {
    var screenTitle: String
    var backLabel: String

    init(title: String, label: String) {
      screenTitle = title
      backLabel = label
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not decoded from a storyboard") }

    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      apply()
    }

    /// Sets the back button item of the screen's own controller (the one the navigation controller holds);
    /// nothing while this controller is not in a screen yet.
    func apply() {
      var owner: UIViewController = self
      while let parent = owner.parent, !(parent is UINavigationController) { owner = parent }
      guard owner.parent is UINavigationController else { return }
      let item = owner.navigationItem.backBarButtonItem ?? UIBarButtonItem()
      item.title = screenTitle
      item.accessibilityLabel = backLabel
      owner.navigationItem.backBarButtonItem = item
    }
  }
#endif
