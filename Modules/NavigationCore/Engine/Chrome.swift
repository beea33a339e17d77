/// What the UI shows around the content, derived from the state (never stored).
package struct Chrome: Hashable, Sendable {
  /// Hidden under a modal; on a pushed screen as the app's rules say (``NavigationRules/tabBarOnPushedScreens``);
  /// never in a single-stack app (``AppDefinition/Shape/singleStack``), which has none.
  package var tabBarVisible: Bool
  /// Hidden under a modal, with the keyboard up, and while scrolling down.
  package var floatingButtonVisible: Bool
  /// "Back to <previous title>" when there is a screen to go back to and no modal.
  package var backLabel: String?
  /// The top screen's title.
  package var title: String
  /// What VoiceOver reads for the top screen (its title unless the route says otherwise), and its hint.
  package var accessibilityLabel: String
  package var accessibilityHint: String?
  /// The top screen's canonical path.
  package var topPath: String
  /// The tab items with their accessibility labels, in order.
  package var tabItems: [TabItem]
  /// The top screen's error message when its data could not be loaded, shown with ``errorAction``.
  package var errorMessage: String?
  /// The error state's one action ("Go to Today", the request ``NavigationRequest/recover``), when an
  /// error is shown.
  package var errorAction: String?
}

/// One tab bar item as the UI and VoiceOver see it.
public struct TabItem: Hashable, Sendable {
  package var id: TabID
  public var title: String
  public var icon: String
  package var selected: Bool
  /// The badge the item shows (`NavigationState.tabBadges`), or nil for none.
  public var badge: String?
  /// "Today, tab, 1 of 3, selected"; a badge is read after it ("History, tab, 2 of 3, 3 new" for a count,
  /// the text as it is otherwise).
  public var accessibilityLabel: String
}

extension RouteRegistry {
  /// Whether the floating button shows: a module registers it, and no modal, keyboard or downward scroll
  /// hides it. (The one rule, without deriving the rest of the chrome.)
  package func floatingButtonVisible(in state: NavigationState) -> Bool {
    floatingButtonRoute != nil && state.modals.isEmpty && !state.keyboardShown && state.scrollDirection != .down
  }

  /// What VoiceOver calls the back button that returns to `screen` ("Back to Calendar").
  package func backLabel(to screen: Screen) -> String {
    localization.core("chrome.back", title(of: screen))
  }

  /// The chrome for a state.
  package func chrome(for state: NavigationState) -> Chrome {
    let stack = state.selectedStack
    let root = rootScreen(of: state.selectedTab)
    let top = state.modals.last?.screen ?? stack.last ?? root
    var backLabel: String?
    if state.modals.isEmpty, !stack.isEmpty {
      let previous = stack.count >= 2 ? stack[stack.count - 2] : root
      backLabel = previous.map { self.backLabel(to: $0) }
    }
    let items = tabs.enumerated().map { index, tab in
      let selected = tab.id == state.selectedTab
      var label = localization.core("chrome.tab", accessibilityLabel(of: tab), "\(index + 1)", "\(tabs.count)")
      if selected { label = localization.core("chrome.tab.selected", label) }
      let badge = state.tabBadges[tab.id]
      if let badge {
        label =
          Int(badge).map { localization.core("chrome.tab.badge", count: $0, label) }
          ?? localization.core("chrome.tab.badgeText", label, badge)
      }
      return TabItem(
        id: tab.id, title: title(of: tab), icon: selected ? tab.selectedIcon : tab.icon, selected: selected,
        badge: badge, accessibilityLabel: label)
    }
    return Chrome(
      tabBarVisible: app.shape.hasTabs && state.modals.isEmpty
        && (stack.isEmpty || app.rules.tabBarOnPushedScreens == .shown),
      floatingButtonVisible: floatingButtonVisible(in: state),
      backLabel: backLabel,
      title: top.map { title(of: $0) } ?? "",
      accessibilityLabel: top.map { accessibilityLabel(of: $0) } ?? "",
      accessibilityHint: top.flatMap { accessibilityHint(of: $0) },
      topPath: top?.path ?? "/",
      tabItems: items,
      errorMessage: top?.error?.resolved(in: localization),
      errorAction: top?.error == nil ? nil : recoveryActionTitle)
  }
}
