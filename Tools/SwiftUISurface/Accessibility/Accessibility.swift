// The Accessibility framework's surface (Apple platforms only): what the adapter posts to VoiceOver. In
// Tools/SwiftUIHost, posting records the announcement (``HostAnnouncements``), so tests see what is spoken.
import Foundation

// https://developer.apple.com/documentation/accessibility/accessibilitynotification
@available(iOS 17.0, macOS 14.0, *)
public enum AccessibilityNotification {
  // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
  @available(iOS 17.0, macOS 14.0, *)
  public struct Announcement {
    let text: String
    // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)
    public init(_ announcement: String) { text = announcement }
    // https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
    public func post() { HostAnnouncements.record(text) }
  }
}

/// Every announcement posted, oldest first (the host's record of what VoiceOver was asked to say).
package enum HostAnnouncements {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var posted: [String] = []
  /// The announcements posted so far.
  package static var log: [String] { lock.withLock { posted } }
  /// Forgets them.
  package static func reset() { lock.withLock { posted = [] } }
  static func record(_ text: String) { lock.withLock { posted.append(text) } }
}
