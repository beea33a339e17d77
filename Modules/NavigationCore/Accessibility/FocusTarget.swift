/// Where accessibility focus goes, as a value a view binds with `@AccessibilityFocusState`: only what every
/// app shows, so a target always names an element on screen.
public enum FocusTarget: Hashable, Sendable {
  /// The title of the screen at this canonical path: a new screen, or the screen a dismissed modal was
  /// presented from (a link or a feature's request opened it).
  case screen(path: String)
  /// The floating button: it opened the modal just dismissed.
  case floatingButton
}

/// A focus target as saved data (a snapshot's modal `opener`, a report's `focus`): `{"screen":"/path"}` or
/// `{"floatingButton":true}`. Saved data from before the target was a type holds the focused control's
/// label, a plain string: it is read back as that label and placed by ``target(floatingButton:screen:)``.
package enum SavedFocus: Hashable, Sendable, Codable {
  case target(FocusTarget)
  case label(String)

  private enum CodingKeys: String, CodingKey {
    case screen, floatingButton
  }

  package init(from decoder: any Decoder) throws {
    if let label = try? decoder.singleValueContainer().decode(String.self) {
      self = .label(label)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let path = try container.decodeIfPresent(String.self, forKey: .screen) {
      self = .target(.screen(path: path))
    } else if try container.decodeIfPresent(Bool.self, forKey: .floatingButton) == true {
      self = .target(.floatingButton)
    } else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no focus target"))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .label(let label):
      var container = encoder.singleValueContainer()
      try container.encode(label)
    case .target(.screen(let path)):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(path, forKey: .screen)
    case .target(.floatingButton):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(true, forKey: .floatingButton)
    }
  }

  /// The target: an older label names the floating button when it is the button's label
  /// (`floatingButton`, the English one the app then had), else the screen at `screen`. Every label an older
  /// version saved was one of the two: the button's, or the title of the screen that is now on top.
  package func target(floatingButton: String?, screen: String) -> FocusTarget {
    switch self {
    case .target(let target): target
    case .label(let label): label == floatingButton ? .floatingButton : .screen(path: screen)
    }
  }

  /// The bytes the target takes in a snapshot's JSON, escaping counted: `{"screen":` and `}` around the path,
  /// or `{"floatingButton":true}`.
  package var storedBytes: Int {
    switch self {
    case .label(let label): StateBudget.stored(label)
    case .target(.screen(let path)): StateBudget.stored(path) + 11
    case .target(.floatingButton): 23
    }
  }
}
