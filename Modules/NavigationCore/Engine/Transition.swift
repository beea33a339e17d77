/// The animation the UI plays for one change, decided by the engine.
///
/// Every transition may be interrupted: a newer change starts at once, the state is always the newest
/// request's, and ``NavigationCoordinator`` reports the older request as interrupted.
public struct Transition: Hashable, Codable, Sendable, CustomStringConvertible {
  public enum Kind: String, Hashable, Codable, Sendable {
    case crossFade, pushFromRight, popToRight, modalFromBottom, modalToBottom, fade
  }

  public var kind: Kind
  public var milliseconds: Int

  public init(kind: Kind, milliseconds: Int) {
    self.kind = kind
    self.milliseconds = milliseconds
  }

  public static let tabSwitch = Transition(kind: .crossFade, milliseconds: 100)
  public static let push = Transition(kind: .pushFromRight, milliseconds: 300)
  public static let pop = Transition(kind: .popToRight, milliseconds: 300)
  public static let presentModal = Transition(kind: .modalFromBottom, milliseconds: 400)
  public static let dismissModal = Transition(kind: .modalToBottom, milliseconds: 400)

  /// The same change under Reduce Motion: a fade of the same length, no movement.
  public var reducedMotion: Transition {
    Transition(kind: .fade, milliseconds: milliseconds)
  }

  public var description: String { "\(kind.rawValue) \(milliseconds)ms" }
}
