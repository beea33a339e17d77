public import NavigationCore

/// Turns a scroll view's content offsets into the direction the floating button follows.
///
/// Offsets jitter by a point or two while a finger rests, and bounce past the top: a direction is reported
/// only once the content has moved ``threshold`` points the other way, and a negative offset (the bounce
/// above the top) counts as the top.
public struct ScrollTracker: Hashable, Sendable {
  /// How far, in points, the content must move before the direction changes.
  public static let threshold = 12.0

  /// The last direction reported.
  public private(set) var direction: ScrollDirection = .none
  private var anchor: Double?

  /// A tracker that has seen no offset yet.
  public init() {}

  /// The view itself moved the content to `offset` (a restored position): measure from there, without a
  /// direction.
  public mutating func restored(at offset: Double) {
    guard offset.isFinite else { return }
    anchor = max(offset, 0)
  }

  /// Feeds one offset; returns the new direction when it changed. Non-finite offsets are ignored.
  public mutating func offsetChanged(to offset: Double) -> ScrollDirection? {
    guard offset.isFinite else { return nil }
    let offset = max(offset, 0)
    guard let start = anchor else {
      anchor = offset
      return nil
    }
    let moved = offset - start
    let next: ScrollDirection
    if moved >= Self.threshold {
      next = .down
    } else if moved <= -Self.threshold || (offset == 0 && direction == .down) {
      next = .up
    } else {
      return nil
    }
    anchor = offset
    guard next != direction else { return nil }
    direction = next
    return next
  }
}
