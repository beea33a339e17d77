#if canImport(SwiftUI)
  public import SwiftUI
  public import NavigationCore

  /// A tab bar item's label, as the registry derives it (title, icon, and the VoiceOver label
  /// "Today, tab, 1 of 3, selected").
  public struct NavigationTabLabel: View {
    let item: TabItem

    /// The label of a tab bar item.
    public init(item: TabItem) { self.item = item }

    public var body: some View {
      Label(item.title, systemImage: item.icon)
        .accessibilityLabel(item.accessibilityLabel)
    }
  }
#endif
