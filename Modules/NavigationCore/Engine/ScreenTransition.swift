/// The animation the UI plays for one change, decided by the engine.
///
/// Every transition may be interrupted: a newer change starts at once, the state is always the newest
/// request's, and ``NavigationCoordinator`` reports the older request as interrupted.
public struct ScreenTransition: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Hashable, Sendable {
    case crossFade, pushFromRight, popToRight, modalFromBottom, modalToBottom, fade
  }

  public var kind: Kind
  public var milliseconds: Int

  public init(kind: Kind, milliseconds: Int) {
    self.kind = kind
    self.milliseconds = milliseconds
  }

  public static let tabSwitch = ScreenTransition(kind: .crossFade, milliseconds: 100)
  public static let push = ScreenTransition(kind: .pushFromRight, milliseconds: 300)
  public static let pop = ScreenTransition(kind: .popToRight, milliseconds: 300)
  public static let presentModal = ScreenTransition(kind: .modalFromBottom, milliseconds: 400)
  public static let dismissModal = ScreenTransition(kind: .modalToBottom, milliseconds: 400)

  /// The same change under Reduce Motion: a fade of the same length, no movement.
  public var reducedMotion: ScreenTransition {
    ScreenTransition(kind: .fade, milliseconds: milliseconds)
  }

  public var description: String { "\(kind.rawValue) \(milliseconds)ms" }
}
