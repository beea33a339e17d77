package import NavigationCore

/// An external-keyboard command as a value a view can bind to `.keyboardShortcut`: the key, its modifiers,
/// and the combo the engine understands.
public struct KeyBinding: Hashable, Sendable, Identifiable {
  /// The key pressed with the modifiers.
  public enum Key: Hashable, Sendable {
    /// A printable key: `1`, `v`.
    case character(Character)
    /// Escape: back, or close the modal.
    case escape
    /// Return.
    case `return`
    /// Delete (backspace).
    case delete
    /// Tab.
    case tab
    /// The space bar.
    case space
  }

  /// A modifier key, in the engine's order.
  public enum Modifier: String, Hashable, Sendable, CaseIterable {
    /// Command (⌘).
    case command = "cmd"
    /// Shift (⇧).
    case shift
    /// Option (⌥).
    case option = "alt"
    /// Control (⌃).
    case control = "ctrl"
  }

  /// The normalized combo, such as `cmd+shift+v`: what ``NavigationPresenter/perform(_:)`` sends.
  public var combo: String
  /// What it does, for menus and the discoverability overlay.
  public var title: String
  /// The key.
  public var key: Key
  /// The modifiers, in the engine's order.
  public var modifiers: [Modifier]

  /// The combo: one binding a combo.
  public var id: String { combo }

  /// The binding of an engine command; nil for a combo whose key has no keyboard equivalent.
  package init?(_ command: KeyCommand) {
    let parts = KeyCommand.normalize(command.combo).split(separator: "+").map(String.init)
    guard let last = parts.last else { return nil }
    let named: [String: Key] = [
      "escape": .escape, "return": .return, "enter": .return, "delete": .delete, "tab": .tab, "space": .space,
    ]
    if let key = named[last] {
      self.key = key
    } else if last.count == 1, let character = last.first {
      self.key = .character(character)
    } else {
      return nil
    }
    var modifiers: [Modifier] = []
    for part in parts.dropLast() {
      guard let modifier = Modifier(rawValue: part) else { return nil }
      modifiers.append(modifier)
    }
    self.modifiers = modifiers
    self.combo = KeyCommand.normalize(command.combo)
    self.title = command.title
  }
}
