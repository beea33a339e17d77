public import NavigationCore

/// Where accessibility focus goes, as a stable value a view binds with `@AccessibilityFocusState`.
public enum FocusTarget: Hashable, Sendable {
  /// The title of the screen at this canonical path (a new screen).
  case screen(path: String)
  /// The floating button (voice input was dismissed).
  case floatingButton
  /// Another control, by its accessibility label (the control that opened a dismissed modal).
  case control(label: String)
}

/// One request to move focus; the sequence number makes a second move to the same target a new value.
public struct FocusRequest: Hashable, Sendable {
  public var target: FocusTarget
  public var sequence: Int
}

/// A re-tap of the selected tab at its root: the view scrolls that tab's root to the top.
public struct ScrollToTopRequest: Hashable, Sendable {
  public var tab: TabID
  public var sequence: Int
}
