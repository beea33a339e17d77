extension NavigationEngine {
  /// Sets or clears a tab's badge: a registered tab only, and text a tab bar item can show (see
  /// ``RouteRegistry/badgeProblem(_:)``). It changes no screen, so nothing is announced; the tab item's
  /// VoiceOver label says the badge.
  func setBadge(_ value: String?, on tab: TabID, in state: inout NavigationState) -> NavigationResult {
    guard registry.tab(tab) != nil else {
      return NavigationResult(
        outcome: .badArgument(
          "no tab '\(tab.rawValue.truncatedForLog)' (tabs: \(registry.tabs.map(\.id.rawValue).joined(separator: ", ")))"
        ))
    }
    guard let value else {
      state.tabBadges[tab] = nil
      return .completed
    }
    if let problem = RouteRegistry.badgeProblem(value) { return NavigationResult(outcome: .badArgument(problem)) }
    state.tabBadges[tab] = value
    return .completed
  }
}

extension RouteRegistry {
  /// The badges the tabs register (a count above zero, as text): what a fresh state shows.
  package var registeredBadges: [TabID: String] {
    var badges: [TabID: String] = [:]
    for tab in tabs {
      if let count = tab.badge, count > 0 { badges[tab.id] = String(count) }
    }
    return badges
  }

  /// Why `text` cannot be a tab badge, or nil when it can: not empty, no white space at either end, no
  /// control character or line break, at most ``NavigationLimits/badgeCharacters`` characters, and not
  /// the word `none` (the journey step's word for no badge).
  package static func badgeProblem(_ text: String) -> String? {
    if text.isEmpty { return "a badge is text; clear it with none" }
    // Counted up to one past the limit: of a hostile text no more is read than of a long badge.
    if text.prefix(NavigationLimits.badgeCharacters + 1).count > NavigationLimits.badgeCharacters {
      return "a badge is at most \(NavigationLimits.badgeCharacters) characters"
    }
    if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "a badge has no control character or line break"
    }
    if let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
      first.properties.isWhitespace || last.properties.isWhitespace
    {
      return "a badge has no white space at either end"
    }
    if text == "none" { return "'none' clears a badge; it is not a badge's text" }
    return nil
  }
}
