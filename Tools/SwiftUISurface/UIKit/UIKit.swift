// UIKit as the iOS pass of Tools/check-swiftui sees it: its presence makes `#if canImport(UIKit)` true, so the
// adapter's iOS-only code (full-screen covers, the tab bar's visibility, the keyboard, the sheet's
// presentation controller) is type-checked; and it declares what that code calls.
public import Foundation

// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {
  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
  // https://developer.apple.com/documentation/uikit/uiresponder/init()
  public override init() { super.init() }
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@MainActor open class UIViewController: UIResponder {
  /// The host's stand-ins for what UIKit sets up: the controller's parent and its presentation controller.
  package var hostParent: UIViewController?
  package var hostPresentationController: UIPresentationController?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  open var parent: UIViewController? { hostParent }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  @available(iOS 8.0, *)
  open var presentationController: UIPresentationController? { hostPresentationController }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  open func didMove(toParent parent: UIViewController?) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  open var navigationItem: UINavigationItem { hostNavigationItem }
  package let hostNavigationItem = UINavigationItem(title: "")
}

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@available(iOS 2.0, *)
@MainActor open class UINavigationController: UIViewController {}

// https://developer.apple.com/documentation/uikit/uinavigationitem
@available(iOS 2.0, *)
@MainActor open class UINavigationItem: NSObject {
  // https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
  public init(title: String) { super.init() }
  // https://developer.apple.com/documentation/uikit/uinavigationitem/backbarbuttonitem
  open var backBarButtonItem: UIBarButtonItem?
}

// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@available(iOS 2.0, *)
@MainActor open class UIBarButtonItem: NSObject {
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init()
  public override init() { super.init() }
  // https://developer.apple.com/documentation/uikit/uibaritem/title
  open var title: String?
  // https://developer.apple.com/documentation/objectivec/nsobject/1615181-accessibilitylabel (NSObject's
  // UIAccessibility property on Apple platforms; declared on the item here, where NSObject has none)
  open var accessibilityLabel: String?
}

// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@available(iOS 8.0, *)
@MainActor open class UIPresentationController: NSObject {
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// The host's stand-in: a presentation controller made by a test.
  package override init() { super.init() }
}

// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
// Its methods are `@objc optional` in UIKit. Swift on Linux has no Objective-C runtime, so they are ordinary
// requirements here, with the defaults UIKit assumes when a delegate does not implement one.
@available(iOS 8.0, *)
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
  @available(iOS 13.0, *)
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
  @available(iOS 13.0, *)
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  @available(iOS 13.0, *)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
  @available(iOS 13.0, *)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}
extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    true
  }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

// https://developer.apple.com/documentation/uikit/uideviceorientation
@available(iOS 2.0, *)
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}

// https://developer.apple.com/documentation/corefoundation/cgvector (Core Graphics, which UIKit re-exports;
// Foundation on Linux has no CGVector)
public struct CGVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
}

// https://developer.apple.com/documentation/uikit/uiaccessibility
public struct UIAccessibility {
  // https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning
  @available(iOS 4.0, *)
  public static var isVoiceOverRunning: Bool { hostVoiceOverRunning }
  /// The host's stand-in: its speech model (`HostSpeech`) always listens.
  nonisolated(unsafe) package static var hostVoiceOverRunning = true
  // https://developer.apple.com/documentation/uikit/uiaccessibility/announcementdidfinishnotification
  @available(iOS 6.0, *)
  public static let announcementDidFinishNotification = NSNotification.Name(
    "UIAccessibilityAnnouncementDidFinishNotification")
  // https://developer.apple.com/documentation/uikit/uiaccessibility/announcementstringvalueuserinfokey
  @available(iOS 6.0, *)
  public static let announcementStringValueUserInfoKey: String = "UIAccessibilityAnnouncementKeyStringValue"
  // https://developer.apple.com/documentation/uikit/uiaccessibility/announcementwassuccessfuluserinfokey
  @available(iOS 6.0, *)
  public static let announcementWasSuccessfulUserInfoKey: String = "UIAccessibilityAnnouncementKeyWasSuccessful"
}
