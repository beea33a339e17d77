public import NavigationCore

/// One level of the modal stack as a view presents it: `.sheet(item:)` or `.fullScreenCover(item:)` at
/// `level`, nested inside the level below.
public struct ModalItem: Identifiable, Hashable, Sendable {
  /// 0 for the bottom modal.
  public var level: Int
  public var screen: Screen
  public var style: ModalStyle
  /// Whether the user may swipe this modal away, and what the guard asks otherwise.
  public var dismissal: InteractiveDismissal

  public init(level: Int, screen: Screen, style: ModalStyle, dismissal: InteractiveDismissal) {
    self.level = level
    self.screen = screen
    self.style = style
    self.dismissal = dismissal
  }

  /// Stable while the same screen stays at the same level, so SwiftUI keeps the presented view.
  public var id: String { "\(level):\(screen.path)" }
}

/// Whether a modal may be dismissed with a swipe, decided by the guards exactly as the engine decides a
/// ``NavigationRequest/dismiss``.
///
/// Only `allowed` lets SwiftUI dismiss interactively (`interactiveDismissDisabled(false)`); otherwise the
/// swipe is held and the modal's Close button (or Escape) sends the dismissal, which the guard answers with
/// its question as an alert.
public enum InteractiveDismissal: Hashable, Sendable {
  case allowed
  /// The guard asks first, with this question and these buttons.
  case asks(message: String, confirmTitle: String, cancelTitle: String)
  /// The guard, or a modal above this one, does not let it go.
  case refused(reason: String)

  public var isAllowed: Bool { self == .allowed }

  /// The decision for the top modal of `state`.
  static func decide(in state: NavigationState, registry: RouteRegistry) -> InteractiveDismissal {
    for navigationGuard in registry.guards {
      switch navigationGuard.decide(.dismiss, in: state) {
      case .allow: continue
      case .deny(let reason), .postpone(let reason): return .refused(reason: reason)
      case .confirm(let message, let confirmTitle, let cancelTitle):
        return .asks(message: message, confirmTitle: confirmTitle, cancelTitle: cancelTitle)
      }
    }
    return .allowed
  }
}
