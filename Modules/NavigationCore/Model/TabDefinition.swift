/// A tab of the app, registered by the module that owns its root.
///
/// Tabs appear in ascending `order`; the lowest order is the default tab the app opens on.
public struct TabDefinition: Hashable, Sendable {
  public var id: TabID
  public var title: String
  public var icon: String
  public var selectedIcon: String
  public var order: Int
  /// The badge the tab shows at a launch (a count; zero or nil shows none) until the app sets another at
  /// run time (``NavigationInput/badge(tab:value:)``).
  public var badge: Int?
  /// What VoiceOver reads for the tab item; defaults to the title.
  public var accessibilityLabel: String

  public init(
    id: TabID,
    title: String,
    icon: String,
    selectedIcon: String? = nil,
    order: Int,
    badge: Int? = nil,
    accessibilityLabel: String? = nil
  ) {
    self.id = id
    self.title = title
    self.icon = icon
    self.selectedIcon = selectedIcon ?? "\(icon).fill"
    self.order = order
    self.badge = badge
    self.accessibilityLabel = accessibilityLabel ?? title
  }
}
