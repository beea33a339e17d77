/// The floating button as the overlay draws it: visibility, VoiceOver label and hint, and its shortcut.
public struct FloatingButtonPresentation: Hashable, Sendable {
  /// False when no module registers a floating button, or when the engine hides it (a modal, the
  /// keyboard, scrolling down).
  public var visible: Bool
  /// What VoiceOver calls the button.
  public var accessibilityLabel: String
  /// What pressing it does (the floating button route's hint).
  public var accessibilityHint: String?
  /// The external-keyboard command that presses it, if any.
  public var shortcut: KeyBinding?

  /// The button as shown.
  public init(visible: Bool, accessibilityLabel: String, accessibilityHint: String?, shortcut: KeyBinding?) {
    self.visible = visible
    self.accessibilityLabel = accessibilityLabel
    self.accessibilityHint = accessibilityHint
    self.shortcut = shortcut
  }
}
