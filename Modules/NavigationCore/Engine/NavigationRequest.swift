package import Foundation

/// A request to move: what a tap, a gesture, a link or code asks for. Guards see every request.
public enum NavigationRequest: Hashable, Codable, Sendable, CustomStringConvertible {
  /// A tap on a tab item; a tap on the selected tab pops to its root, or scrolls to top at the root.
  case selectTab(TabID)
  /// Show the screen at a canonical path: push, present or select a tab, as the route's placement says.
  case show(path: String)
  /// Show a route by id and parameters (the type-safe `navigate(to:)` of feature code).
  case route(RouteID, RouteParameters)
  /// Replace the screen on top with the screen at a canonical path, in one transition and one announcement:
  /// the top of the selected stack by a route pushed on that stack, or the top modal by a modal route (which
  /// keeps its presenter, so dismissing it returns where the first one was presented from). Anything else is
  /// ignored (``NavigationRefusal/notReplaceable(screen:)``); a tab root is never replaced. Guards see it as a forward
  /// request. (`RouteValue.replaceRequest` sends it for a typed route.)
  case replace(path: String)
  /// The back button (or Escape): pops the selected stack, or closes the top modal.
  case back
  /// The interactive swipe from the left edge: pops the selected stack; does nothing on a modal.
  case swipeBack
  /// Pops the selected stack to its root.
  case popToRoot
  /// Pops the selected stack to `depth` screens above its root in one step (a long press on Back picks
  /// a screen further down). Never collapsed with a repeat: each one is a deliberate choice.
  case popTo(depth: Int)
  /// Swipe-down (or a Close button) on the top modal.
  case dismiss
  /// Dismisses every modal.
  case dismissAll
  /// A link from outside the app, as the raw text it arrived as: the entry the composer, journeys and the
  /// fuzzer use, because the link policy judges exactly these characters (see `openLink(_:)`).
  case openLink(String)
  /// The floating microphone button.
  case floatingButton
  /// Save (or Done) on a screen that declares an edit (`RouteEditing.saveKind`): the edit is handed to
  /// the app's data (``NavigationDataSource/save(_:)``), then the screen closes (back to where it was
  /// opened from).
  case save
  /// Cancel on a modal that declares an edit (`RouteDefinition.editing`): the edit is dropped and the
  /// modal closes, back to exactly where it was opened from. (A pushed editor is left by Back.)
  case cancel
  /// The error state's action ("Go to Today"): closes every modal and shows the default tab's root.
  /// Offered only while the top screen shows an error.
  case recover

  /// A link from outside the app as the system hands it over (`.onOpenURL`, a notification, a user
  /// activity): the same request as the raw-text ``openLink(_:)-enum.case`` with the URL's
  /// `absoluteString`, so both agree for every valid link.
  ///
  /// A `URL` cannot carry what the link policy rejects: `URL(string:)` percent-encodes spaces, control
  /// characters and non-ASCII, and may accept an invalid escape such as `%ZZ`, so a link that would be
  /// refused as typed can arrive here already rewritten. Where the exact text matters (a journey, the
  /// composer, a fuzzer), send the raw text instead.
  package static func openLink(_ url: URL) -> NavigationRequest {
    .openLink(url.absoluteString)
  }

  /// The family a guard decides on.
  public var kind: Kind {
    switch self {
    case .selectTab: .tabSelection
    case .show, .route, .replace: .forward
    case .back, .swipeBack, .popToRoot, .popTo, .recover, .save, .cancel: .back
    case .dismiss, .dismissAll: .dismiss
    case .openLink: .deepLink
    case .floatingButton: .forward
    }
  }

  /// Request families, as guards see them.
  public enum Kind: String, Hashable, Codable, Sendable {
    case tabSelection, forward, back, dismiss, deepLink
  }

  /// The journey step that sends this request, as events echo it (``NavigationInput/description``).
  public var description: String { NavigationInput.request(self).description }
}

extension String {
  /// At most 120 characters with control characters escaped (``escapedForLog``), for logs and events that
  /// echo outside input. (Text of at most 120 bytes is returned without counting its characters, which
  /// means reading every grapheme.)
  package var truncatedForLog: String {
    let short = utf8.count <= 120 || count <= 120 ? self : String(prefix(117)) + "..."
    return short.escapedForLog
  }

  /// The text with every control character (C0, DEL, C1; a line break, an escape code), the line and
  /// paragraph separators (U+2028, U+2029) and the bidirectional controls (U+061C, U+200E, U+200F,
  /// U+202A–U+202E, U+2066–U+2069) written as `\u{..}` and a backslash doubled, so that echoed input can
  /// neither start a line of its own, nor reorder the line it is in, nor drive a terminal.
  /// Text without them (the usual case) is returned as it is, after one scan of its bytes.
  package var escapedForLog: String {
    // 0xC2 leads the C1 controls; 0xE2 and 0xD8 lead the line and paragraph separators and the
    // bidirectional controls, which would break or reorder the line a terminal shows.
    guard utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x5C || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xD8 })
    else { return self }
    var escaped = ""
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x5C: escaped += "\\\\"
      case 0..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
        escaped += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
