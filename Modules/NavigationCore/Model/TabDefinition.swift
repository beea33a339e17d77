/// A tab of the app, registered by the module that owns its root.
///
/// Tabs appear in ascending `order`; the lowest order is the default tab the app opens on.
public struct TabDefinition: Hashable, Sendable {
  public var id: TabID
  package var title: String
  package var icon: String
  package var selectedIcon: String
  package var order: Int
  /// The badge the tab shows at a launch (a count; zero or nil shows none) until the app sets another at
  /// run time (``NavigationInput/badge(tab:value:)``).
  package var badge: Int?
  /// What VoiceOver reads for the tab item; defaults to the title.
  package var accessibilityLabel: String
  /// The title as a key of the module's own table, for a tab registered with one: the title and the
  /// accessibility label are then in the registry's ``RouteRegistry/localization``.
  package var localizedTitle: TableText?

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

  /// A tab titled by a key of its module's string table (``StringTableKey``): `title` and
  /// `accessibilityLabel` keep the English text; the chrome shows the text in the registry's language.
  public init<Text: StringTableKey>(
    id: TabID, title: Text, icon: String, selectedIcon: String? = nil, order: Int, badge: Int? = nil
  ) {
    self.init(id: id, title: title.english, icon: icon, selectedIcon: selectedIcon, order: order, badge: badge)
    localizedTitle = TableText(title)
  }
}
