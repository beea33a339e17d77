/// A scene's lifecycle as SwiftUI's scene phase reports it (named apart from SwiftUI's `ScenePhase`, so a
/// file importing both needs no qualification).
public enum SceneActivity: Hashable, Sendable {
  /// In the foreground, receiving events.
  case active
  /// Visible but not receiving events (the app switcher, a system alert): navigation does nothing.
  case inactive
  /// Not visible: a snapshot is saved.
  case background
}
