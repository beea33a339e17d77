/// The floating button as the overlay draws it: visibility, VoiceOver label and hint, and its shortcut.
public struct FloatingButtonPresentation: Hashable, Sendable {
  /// False when no module registers a floating button, or when the engine hides it (a modal, the
  /// keyboard, scrolling down).
  public var visible: Bool
  /// Whether its keyboard shortcut works now: whenever its action is allowed (no modal covers it), shown or
  /// hidden (by the keyboard, or scrolling down); every action keeps a keyboard path.
  public var shortcutAvailable: Bool
  /// What VoiceOver calls the button.
  public var accessibilityLabel: String
  /// What pressing it does (the floating button route's hint).
  public var accessibilityHint: String?
  /// The external-keyboard command that presses it, if any.
  public var shortcut: KeyBinding?

  /// The button as shown.
  public init(
    visible: Bool, shortcutAvailable: Bool, accessibilityLabel: String, accessibilityHint: String?,
    shortcut: KeyBinding?
  ) {
    self.visible = visible
    self.shortcutAvailable = shortcutAvailable
    self.accessibilityLabel = accessibilityLabel
    self.accessibilityHint = accessibilityHint
    self.shortcut = shortcut
  }
}
