public import NavigationCore

/// A re-tap of the selected tab at its root: the view scrolls that tab's root to the top.
public struct ScrollToTopRequest: Hashable, Sendable {
  /// The tab whose root scrolls.
  public var tab: TabID
  /// Increases with each re-tap.
  public var sequence: Int
}
