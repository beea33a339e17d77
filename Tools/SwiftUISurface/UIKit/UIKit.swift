// Stands for UIKit in the iOS pass of Tools/check-swiftui: the adapter's iOS-only code (full-screen covers,
// the tab bar's visibility) sits under `#if canImport(UIKit)`, which this module makes true. It declares
// nothing the adapter calls.

// https://developer.apple.com/documentation/uikit/uiapplication/opensettingsurlstring
@available(iOS 8.0, *)
public let _checkSwiftUIiOSPass = true
