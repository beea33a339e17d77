// The Accessibility framework's surface (Apple platforms only): what the adapter posts to VoiceOver.

// https://developer.apple.com/documentation/accessibility/accessibilitynotification
@available(iOS 17.0, macOS 14.0, *)
public enum AccessibilityNotification {
  // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
  @available(iOS 17.0, macOS 14.0, *)
  public struct Announcement {
    // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)
    public init(_ announcement: String) {}
    // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
    public func post() { fatalError("Tools/SwiftUISurface declares signatures only") }
  }
}
