// UIKit as the iOS pass of Tools/check-swiftui sees it: its presence makes `#if canImport(UIKit)` true, so the
// adapter's iOS-only code (full-screen covers, the tab bar's visibility, the keyboard) is type-checked; and it
// declares what that code calls.
public import Foundation

// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, *)
@MainActor open class UIResponder {
  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
}
