public import NavigationCore

/// One level of the modal stack as a view presents it: `.sheet(item:)` or `.fullScreenCover(item:)` at
/// `level`, nested inside the level below.
public struct ModalItem: Identifiable, Hashable, Sendable {
  /// 0 for the bottom modal.
  public var level: Int
  /// The screen presented.
  public var screen: Screen
  /// The screen's title.
  public var title: String
  /// Sheet or full-screen cover.
  public var style: ModalStyle
  /// Whether the user may swipe this modal away, and what the guard asks otherwise.
  public var dismissal: InteractiveDismissal
  /// How many times the app's data changed under the shown screens: the modal's view reads the app's data
  /// again when it changes (see ``ScreenPresentation/dataRevision``).
  public var dataRevision: Int
  /// The heights the sheet may rest at, as its route declares them (`RouteDefinition.sheetDetents`); empty:
  /// the system's, and the sheet takes no `presentationDetents`.
  public var detents: [SheetDetent]
  /// Where the sheet rests: the detent the user dragged it to (after a relaunch too), else the route's first;
  /// nil when the route declares none.
  public var detent: SheetDetent?

  /// A modal at `level`.
  public init(
    level: Int, screen: Screen, title: String, style: ModalStyle, dismissal: InteractiveDismissal,
    dataRevision: Int = 0, detents: [SheetDetent] = [], detent: SheetDetent? = nil
  ) {
    self.level = level
    self.screen = screen
    self.title = title
    self.style = style
    self.dismissal = dismissal
    self.dataRevision = dataRevision
    self.detents = detents
    self.detent = detent ?? detents.first
  }

  /// The level: stable while a modal changes in place (voice input becoming its review replaces the screen
  /// at the same level), so SwiftUI keeps the presented sheet and changes its content instead of dismissing
  /// and presenting again. Sheet or cover is told apart by the modifier that presents it.
  public var id: Int { level }
}
