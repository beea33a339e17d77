// UIKit's side of the bridge, as a test drives it. This file does not import Testing: a file importing both
// Testing and UIKit asks for Swift Testing's UIKit overlay, which exists only on Apple platforms.
import Foundation
import UIKit

@MainActor
enum UIKitProbe {
  /// What UIKit does when the user swipes a sheet that is modal in presentation: tells the delegate the
  /// bridge's coordinator is. False when `coordinator` is no presentation-controller delegate.
  static func swipeDown(delegate coordinator: Any) -> Bool {
    guard let delegate = coordinator as? any UIAdaptivePresentationControllerDelegate else { return false }
    delegate.presentationControllerDidAttemptToDismiss(UIPresentationController())
    return true
  }

  /// Puts the bridge's controller inside a presented sheet whose presentation controller has SwiftUI's
  /// delegate, lets it install itself, then sends the callbacks UIKit sends on a dismissal: the calls that
  /// reached SwiftUI's delegate, or nil when the bridge did not stand in front of it.
  static func forwardedCalls(bridgeController: Any) -> [String]? {
    guard let controller = bridgeController as? UIViewController else { return nil }
    let sheet = UIViewController(nibName: nil, bundle: nil)
    let presentation = UIPresentationController()
    let swiftUIs = DelegateSpy()
    presentation.delegate = swiftUIs
    controller.hostParent = sheet
    sheet.hostPresentationController = presentation
    controller.didMove(toParent: sheet)
    guard let installed = presentation.delegate, installed !== swiftUIs else { return nil }
    installed.presentationControllerWillDismiss(presentation)
    _ = installed.presentationControllerShouldDismiss(presentation)
    installed.presentationControllerDidDismiss(presentation)
    return swiftUIs.calls
  }
}

extension UIKitProbe {
  /// The accessibility label of the back button that the screen holding a representable's controller (the
  /// controller the host's navigation controller holds) gives the screen above it.
  static func backButtonLabel(ofScreenHolding representedController: Any) -> String? {
    guard var owner = representedController as? UIViewController else { return nil }
    while let parent = owner.parent, !(parent is UINavigationController) { owner = parent }
    guard owner.parent is UINavigationController else { return nil }
    return owner.navigationItem.backBarButtonItem?.accessibilityLabel
  }
}

/// SwiftUI's own delegate, as far as the bridge can tell.
final class DelegateSpy: NSObject, UIAdaptivePresentationControllerDelegate {
  var calls: [String] = []
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("willDismiss")
  }
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    calls.append("shouldDismiss")
    return true
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("didDismiss")
  }
}
