public import NavigationCore

/// The tab bar as the root view draws it: whether it shows, and its items with their accessibility labels.
public struct TabBarPresentation: Hashable, Sendable {
  /// Whether the tab bar shows.
  public var visible: Bool
  /// The items, in tab order.
  public var items: [TabItem]

  /// The tab bar as shown.
  public init(visible: Bool, items: [TabItem]) {
    self.visible = visible
    self.items = items
  }
}
