/// Where a route's screen appears.
public enum Placement: Hashable, Sendable {
  /// The root screen of a tab; each tab has exactly one.
  case tabRoot(TabID)
  /// Pushed inside `tab`'s stack above `parent` (a tab root or another push route of the same tab).
  ///
  /// A deep link to a push route rebuilds the stack from its parent chain; the parent's parameters must be
  /// a subset of the child's.
  case push(tab: TabID, parent: RouteID)
  /// Presented modally over whatever screen is current; from a link, over the screen whose pattern its own
  /// extends (`trips/{date:day}/packing` over `trips/{date:day}`), that screen's stack rebuilt, when one does.
  case modal(ModalStyle)

  /// The tab this placement belongs to, or nil for a modal.
  package var tab: TabID? {
    switch self {
    case .tabRoot(let tab), .push(let tab, _): tab
    case .modal: nil
    }
  }

  /// Whether the screen is pushed on a stack (of its own tab, or of any tab when its route declares
  /// ``RouteDefinition/pushesOnAnyTab``: see ``RegisteredRoute/isPushed(on:)``).
  package var isPush: Bool {
    if case .push = self { return true }
    return false
  }
}

/// How a modal is presented.
public enum ModalStyle: String, Hashable, Codable, Sendable {
  case sheet
  case fullScreenCover
}
