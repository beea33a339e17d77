/// A module's say over requests: every tab tap, push, back, dismissal and link is shown to every guard.
///
/// Guards decide from the state alone; they never change it. The first guard that does not allow wins,
/// in registration order.
///
/// ```swift
/// struct RecordingGuard: NavigationGuard {
///   let name = "voice.recording"
///   func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision {
///     isRecording(state) && request.kind == .tabSelection ? .deny(reason: "recording") : .allow
///   }
/// }
/// ```
public protocol NavigationGuard: Sendable {
  /// A stable name for events and logs.
  var name: String { get }
  func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision
}

/// What a guard says about one request.
public enum GuardDecision: Hashable, Sendable {
  case allow
  /// The request does nothing; a `blocked` event says why.
  case deny(reason: String)
  /// An alert asks first (or a confirmation dialog, as `style` says); its first action performs the request
  /// past the guards. Its texts are kept as keys (a feature's own `StringTable`) and worded in the language
  /// the question is shown in.
  case confirm(
    message: LocalizedText, confirmTitle: LocalizedText, cancelTitle: LocalizedText,
    style: ConfirmationStyle = .alert)
  /// Links only: the link is kept as pending and applied once no guard postpones it. Other requests
  /// that are postponed are denied.
  case postpone(reason: String)
}

/// How a guard's question is shown: an alert in the middle of the screen, or a confirmation dialog (an action
/// sheet rising from the bottom on iPhone), the usual form for a choice about what the user just did. The
/// question, its buttons and its answer are the same either way.
public enum ConfirmationStyle: String, Hashable, Sendable, Codable {
  case alert
  case dialog
}
