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
  /// Where focus goes.
  public var target: FocusTarget
  /// Increases with each move.
  public var sequence: Int
}
