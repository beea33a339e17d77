public import NavigationCore

/// The tab bar as the root view draws it: whether it shows, and its items with their accessibility labels.
public struct TabBarPresentation: Hashable, Sendable {
  public var visible: Bool
  public var items: [TabItem]

  public init(visible: Bool, items: [TabItem]) {
    self.visible = visible
    self.items = items
  }
}

/// The floating button as the overlay draws it: visibility, VoiceOver label and hint, and its shortcut.
public struct FloatingButtonPresentation: Hashable, Sendable {
  /// False when no module registers a floating button, or when the engine hides it (a modal, the
  /// keyboard, scrolling down).
  public var visible: Bool
  public var accessibilityLabel: String
  public var accessibilityHint: String?
  /// The external-keyboard command that presses it, if any.
  public var shortcut: KeyBinding?

  public init(visible: Bool, accessibilityLabel: String, accessibilityHint: String?, shortcut: KeyBinding?) {
    self.visible = visible
    self.accessibilityLabel = accessibilityLabel
    self.accessibilityHint = accessibilityHint
    self.shortcut = shortcut
  }
}

/// The alert a guard's question shows: its message and buttons, the first one confirming.
public struct AlertPresentation: Hashable, Sendable, Identifiable {
  public var message: String
  public var confirmTitle: String
  public var cancelTitle: String

  public init(message: String, confirmTitle: String, cancelTitle: String) {
    self.message = message
    self.confirmTitle = confirmTitle
    self.cancelTitle = cancelTitle
  }

  /// The alert of a state; nil when no question is asked.
  init?(_ alert: AlertState?) {
    guard let alert, let confirm = alert.actions.first else { return nil }
    self.init(message: alert.message, confirmTitle: confirm, cancelTitle: alert.actions.last ?? confirm)
  }

  public var id: String { message }
}
