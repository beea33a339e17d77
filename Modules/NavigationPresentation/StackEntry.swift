public import NavigationCore

/// One screen of a tab's stack as SwiftUI's `NavigationStack(path:)` holds it: the screen's identity (its
/// route and canonical path), not its contents.
///
/// A draft typed on a screen changes the screen's payload but not its entry, so the stack's path does not
/// change and SwiftUI keeps the screen's view (and its focus) in place.
public struct StackEntry: Hashable, Sendable, CustomStringConvertible {
  /// The screen's route.
  public var route: RouteID
  /// The canonical path, such as `/history/2024-11-18`.
  public var path: String

  /// The entry of a route at a canonical path.
  public init(route: RouteID, path: String) {
    self.route = route
    self.path = path
  }

  /// The entry of a screen.
  public init(_ screen: Screen) {
    self.init(route: screen.route, path: screen.path)
  }

  public var description: String { path }
}
