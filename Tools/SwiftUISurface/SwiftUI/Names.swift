// SwiftUI's top-level names that a navigation library is likely to want for itself. They are declared here
// (names and availability only) so that Tools/check-swiftui's name check, a file importing SwiftUI beside
// every module of this package and using each of their public names unqualified, fails the day one of
// ours collides with one of SwiftUI's.

// https://developer.apple.com/documentation/swiftui/tab
@available(iOS 18.0, macOS 15.0, *)
public struct Tab<Value, Content: View, Label: View> {}
// https://developer.apple.com/documentation/swiftui/tabsection
@available(iOS 18.0, macOS 15.0, *)
public struct TabSection<Header, Content, Footer> {}
// https://developer.apple.com/documentation/swiftui/transition
@available(iOS 17.0, macOS 14.0, *)
public protocol Transition {}
// https://developer.apple.com/documentation/swiftui/contenttransition
@available(iOS 16.0, macOS 13.0, *)
public struct ContentTransition: Equatable {}
// https://developer.apple.com/documentation/swiftui/alert
@available(iOS, introduced: 13.0, deprecated: 100000.0)
@available(macOS, introduced: 10.15, deprecated: 100000.0)
public struct Alert {}
// https://developer.apple.com/documentation/swiftui/form
@available(iOS 13.0, macOS 10.15, *)
public struct Form<Content: View> {}
// https://developer.apple.com/documentation/swiftui/section
@available(iOS 13.0, macOS 10.15, *)
public struct Section<Parent, Content, Footer> {}
// https://developer.apple.com/documentation/swiftui/link
@available(iOS 14.0, macOS 11.0, *)
public struct Link<Label: View> {}
// https://developer.apple.com/documentation/swiftui/menu
@available(iOS 14.0, macOS 11.0, *)
public struct Menu<Label: View, Content: View> {}
// https://developer.apple.com/documentation/swiftui/settings
@available(macOS 11.0, *)
@available(iOS, unavailable)
public struct Settings<Content: View> {}
// https://developer.apple.com/documentation/swiftui/path
@available(iOS 13.0, macOS 10.15, *)
public struct Path: Equatable {}
// https://developer.apple.com/documentation/swiftui/layout
@available(iOS 16.0, macOS 13.0, *)
public protocol Layout {}
// https://developer.apple.com/documentation/swiftui/focusstate
@available(iOS 15.0, macOS 12.0, *)
public struct FocusState<Value: Hashable> {}
// https://developer.apple.com/documentation/swiftui/focusedvalue
@available(iOS 14.0, macOS 11.0, *)
public struct FocusedValue<Value> {}
// https://developer.apple.com/documentation/swiftui/dismissaction
@available(iOS 15.0, macOS 12.0, *)
public struct DismissAction {}
// https://developer.apple.com/documentation/swiftui/openurlaction
@available(iOS 14.0, macOS 11.0, *)
public struct OpenURLAction {}
// https://developer.apple.com/documentation/swiftui/keyboardshortcut
@available(iOS 14.0, macOS 11.0, *)
public struct KeyboardShortcut: Hashable {}
// https://developer.apple.com/documentation/swiftui/keypress
@available(iOS 17.0, macOS 14.0, *)
public struct KeyPress {}

// https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, *)
public struct List<SelectionValue: Hashable, Content: View> {}
// https://developer.apple.com/documentation/swiftui/table
@available(iOS 16.0, macOS 12.0, *)
public struct Table<Value, Rows, Columns> {}
// https://developer.apple.com/documentation/swiftui/window
@available(macOS 13.0, *)
@available(iOS, unavailable)
public struct Window<Content: View> {}
// https://developer.apple.com/documentation/swiftui/commands
@available(iOS 14.0, macOS 11.0, *)
public protocol Commands {}
// https://developer.apple.com/documentation/swiftui/gesturestate
@available(iOS 13.0, macOS 10.15, *)
public struct GestureState<Value> {}
// https://developer.apple.com/documentation/swiftui/anchor
@available(iOS 13.0, macOS 10.15, *)
public struct Anchor<Value> {}
