public import NavigationCore

/// What a new path coming back from SwiftUI's `NavigationStack` means, compared with the tab's path.
///
/// SwiftUI writes the path when the user pops (the back button, the edge swipe, or a long press on Back
/// that pops several screens at once) and when a `NavigationLink(value:)` pushes. Each meaning becomes
/// one request, so a pop of three screens is one change, one transition and one announcement.
public enum PathChange: Hashable, Sendable {
  /// The same path: nothing to do.
  case none
  /// The path is a shorter prefix: pop to this many screens above the root.
  case pop(toDepth: Int)
  /// One entry was appended.
  case push(StackEntry)
  /// Anything else (a reordering, a replacement): SwiftUI never does this on its own.
  case unsupported

  /// Compares the path SwiftUI proposes with the current one.
  public init(from current: [StackEntry], to proposed: [StackEntry]) {
    if proposed == current {
      self = .none
    } else if proposed.count < current.count, Array(current.prefix(proposed.count)) == proposed {
      self = .pop(toDepth: proposed.count)
    } else if proposed.count == current.count + 1, Array(proposed.prefix(current.count)) == current,
      let last = proposed.last
    {
      self = .push(last)
    } else {
      self = .unsupported
    }
  }

  /// The one request this change asks of the engine, for a stack `currentDepth` screens deep; nil when
  /// there is nothing to ask.
  public func request(currentDepth: Int) -> NavigationRequest? {
    switch self {
    case .none, .unsupported:
      return nil
    case .pop(let depth):
      return Self.popRequest(toDepth: depth, currentDepth: currentDepth)
    case .push(let entry):
      return .show(path: entry.path)
    }
  }

  /// The one request that pops a stack `currentDepth` deep to `depth` screens.
  package static func popRequest(toDepth depth: Int, currentDepth: Int) -> NavigationRequest? {
    guard depth >= 0, depth < currentDepth else { return nil }
    if depth == 0 { return .popToRoot }
    if depth == currentDepth - 1 { return .back }
    // Into the middle of the stack (a long press on Back): one request, never collapsed.
    return .popTo(depth: depth)
  }
}
