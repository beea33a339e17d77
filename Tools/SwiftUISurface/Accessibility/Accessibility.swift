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
    public func post() {
      HostAnnouncements.record(text)
      HostSpeech.post(text)
    }
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

/// The assistive app's speech, the stricter reading of facts 71 to 76: a default-priority announcement
/// interrupts what is being spoken (facts 72, 73) unless it is queued or what is spoken is `.high` (fact
/// 71), which nothing cuts off (the newcomer is then dropped, the stricter of "not interruptible"); speech
/// ends only when a test says so (`finishCurrent`, fact 75), so an adapter that assumes a duration is
/// caught; a screen change drops what is being spoken and what waits behind it, and an announcement posted
/// before the change has ended (`screenChanging` ... `screenChanged`) is dropped too (fact 76).
package enum HostSpeech {
  /// An announcement's importance (fact 72).
  package enum Priority: Sendable { case low, `default`, high }
  /// One announcement and how it ended (fact 75's "was successful").
  package struct Finished: Equatable, Sendable {
    package var text: String
    package var successful: Bool
    package init(_ text: String, successful: Bool) {
      self.text = text
      self.successful = successful
    }
  }
  private struct Utterance {
    var text: String
    var priority: Priority
  }
  private struct State {
    var speaking: Utterance?
    var waiting: [Utterance] = []
    var finished: [Finished] = []
    var changing = false
  }
  private static let lock = NSLock()
  nonisolated(unsafe) private static var state = State()

  /// What is being spoken now.
  package static var speaking: String? { lock.withLock { state.speaking?.text } }
  /// Every announcement that ended, in the order they ended: spoken through, or cut off or dropped.
  package static var finished: [Finished] { lock.withLock { state.finished } }
  /// The announcements spoken through to their end, in order.
  package static var heard: [String] { finished.filter(\.successful).map(\.text) }
  /// Forgets everything, speaking nothing.
  package static func reset() { lock.withLock { state = State() } }

  /// The assistive app is asked to say `text` (fact 73: `queued` waits behind the current speech).
  package static func post(_ text: String, priority: Priority = .default, queued: Bool = false) {
    tellFinished {
      let new = Utterance(text: text, priority: priority)
      if state.changing {
        state.finished.append(Finished(text, successful: false))
      } else if let current = state.speaking {
        if queued || priority == .low {
          state.waiting.append(new)
        } else if current.priority == .high {
          state.finished.append(Finished(text, successful: false))
        } else {
          state.finished.append(Finished(current.text, successful: false))
          state.speaking = new
        }
      } else {
        state.speaking = new
      }
    }
  }

  /// The current announcement has been said through (fact 75); the next one waiting starts.
  package static func finishCurrent() {
    tellFinished {
      guard let current = state.speaking else { return }
      state.finished.append(Finished(current.text, successful: true))
      state.speaking = state.waiting.isEmpty ? nil : state.waiting.removeFirst()
    }
  }

  /// A screen change or focus move starts: what is spoken is cut off and what waits is lost (fact 76).
  package static func screenChanging() {
    tellFinished {
      for dropped in [state.speaking].compactMap({ $0 }) + state.waiting {
        state.finished.append(Finished(dropped.text, successful: false))
      }
      state.speaking = nil
      state.waiting = []
      state.changing = true
    }
  }

  /// Runs `change` on the speech, then posts UIKit's announcement-did-finish notification for each announcement
  /// it ended (fact 75), outside the lock, since an observer may post again.
  private static func tellFinished(_ change: () -> Void) {
    let ended: [Finished] = lock.withLock {
      let before = state.finished.count
      change()
      return Array(state.finished[before...])
    }
    for announcement in ended {
      // UIKit's names (UIAccessibility in the UIKit stand-in): VoiceOver posts, UIKit names the notification.
      NotificationCenter.default.post(
        name: NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification"), object: nil,
        userInfo: [
          "UIAccessibilityAnnouncementKeyStringValue": announcement.text,
          "UIAccessibilityAnnouncementKeyWasSuccessful": NSNumber(value: announcement.successful),
        ])
    }
  }

  /// The screen change ended: announcements are spoken again.
  package static func screenChanged() { lock.withLock { state.changing = false } }
}
