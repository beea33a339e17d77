public import NavigationCore

/// One request to move focus; the sequence number makes a second move to the same target a new value.
public struct FocusRequest: Hashable, Sendable {
  /// Where focus goes.
  public var target: FocusTarget
  /// Increases with each move.
  public var sequence: Int
}
