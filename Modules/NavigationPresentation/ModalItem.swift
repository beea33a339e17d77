public import NavigationCore

/// One level of the modal stack as a view presents it: `.sheet(item:)` or `.fullScreenCover(item:)` at
/// `level`, nested inside the level below.
public struct ModalItem: Identifiable, Hashable, Sendable {
  /// 0 for the bottom modal.
  public var level: Int
  /// The screen presented.
  public var screen: Screen
  /// Sheet or full-screen cover.
  public var style: ModalStyle
  /// Whether the user may swipe this modal away, and what the guard asks otherwise.
  public var dismissal: InteractiveDismissal

  /// A modal at `level`.
  public init(level: Int, screen: Screen, style: ModalStyle, dismissal: InteractiveDismissal) {
    self.level = level
    self.screen = screen
    self.style = style
    self.dismissal = dismissal
  }

  /// Stable while the same screen stays at the same level, so SwiftUI keeps the presented view.
  public var id: String { "\(level):\(screen.path)" }
}
