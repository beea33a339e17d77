/// The animation the UI plays for one change, decided by the engine.
///
/// Every transition may be interrupted: a newer change starts at once, the state is always the newest
/// request's, and ``NavigationCoordinator`` reports the older request as interrupted.
public struct ScreenTransition: Hashable, Sendable, CustomStringConvertible {
  package enum Kind: String, Hashable, Sendable {
    case crossFade, pushFromRight, popToRight, modalFromBottom, modalToBottom, fade
    /// A push that grows the pushed screen out of the view that opened it, and the pop that shrinks it back
    /// into that view: a route that asks for it (``RouteDefinition/zoomTransition()``).
    case zoomFromSource, zoomToSource
    /// The change is shown at once: a request sent with `animated: false`.
    case unanimated = "none"
  }

  package var kind: Kind
  public var milliseconds: Int

  package init(kind: Kind, milliseconds: Int) {
    self.kind = kind
    self.milliseconds = milliseconds
  }

  package static let tabSwitch = ScreenTransition(kind: .crossFade, milliseconds: 100)
  package static let push = ScreenTransition(kind: .pushFromRight, milliseconds: 300)
  package static let pop = ScreenTransition(kind: .popToRight, milliseconds: 300)
  package static let presentModal = ScreenTransition(kind: .modalFromBottom, milliseconds: 400)
  package static let dismissModal = ScreenTransition(kind: .modalToBottom, milliseconds: 400)
  /// A push one screen deeper, of a route that zooms from its source: as long as a push.
  package static let zoomIn = ScreenTransition(kind: .zoomFromSource, milliseconds: 300)
  /// A pop one screen back from a route that zooms, into the source it grew out of.
  package static let zoomOut = ScreenTransition(kind: .zoomToSource, milliseconds: 300)
  /// No animation: the change of a request sent with `animated: false` (``NavigationCoordinator/send(_:animated:)``).
  /// The adapter applies it with animations disabled, the system's own push and sheet slides included.
  package static let unanimated = ScreenTransition(kind: .unanimated, milliseconds: 0)

  /// False for `unanimated`: the UI shows the change at once.
  public var isAnimated: Bool { kind != .unanimated }

  /// The same change under Reduce Motion: a fade of the same length, no movement. A change without
  /// animation stays without: Reduce Motion asks for less motion, never for more.
  package var reducedMotion: ScreenTransition {
    isAnimated ? ScreenTransition(kind: .fade, milliseconds: milliseconds) : self
  }

  /// `pushFromRight 300ms`; `none` for a change without animation (as a journey's `expect transition none`
  /// reads a step that moved nothing).
  public var description: String { isAnimated ? "\(kind.rawValue) \(milliseconds)ms" : "none" }
}
