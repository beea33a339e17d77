import NavigationCore

/// Whether a modal may be dismissed with a swipe, decided by the guards exactly as the engine decides a
/// `NavigationRequest.dismiss`.
///
/// Only `allowed` lets SwiftUI dismiss interactively (`interactiveDismissDisabled(false)`); otherwise the
/// swipe is held and the modal's Close button (or Escape) sends the dismissal, which the guard answers with
/// its question as an alert.
public enum InteractiveDismissal: Hashable, Sendable {
  /// A swipe dismisses it.
  case allowed
  /// The guard asks first, with this question and these buttons.
  case asks(message: String, confirmTitle: String, cancelTitle: String)
  /// The guard, or a modal above this one, does not let it go.
  case refused(reason: String)

  /// Whether SwiftUI may dismiss it interactively.
  public var isAllowed: Bool { self == .allowed }

  /// The decision for the top modal of `state`.
  static func decide(in state: NavigationState, registry: RouteRegistry) -> InteractiveDismissal {
    for navigationGuard in registry.guards {
      switch navigationGuard.decide(.dismiss, in: state) {
      case .allow: continue
      case .deny(let reason), .postpone(let reason): return .refused(reason: reason)
      case .confirm(let message, let confirmTitle, let cancelTitle, _):
        let words = registry.localization
        return .asks(
          message: message.resolved(in: words), confirmTitle: confirmTitle.resolved(in: words),
          cancelTitle: cancelTitle.resolved(in: words))
      }
    }
    return .allowed
  }
}
