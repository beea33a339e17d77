public import Foundation
public import NavigationCore

/// A store whose bytes live in the scene's own storage (SwiftUI's `@SceneStorage`), the way iOS tells a
/// force-quit from a termination by the system.
///
/// iOS gives an app no callback when the user force-quits it; but the system discards a scene's storage when
/// the user removes the scene from the app switcher, and keeps it when the system ends the app in the
/// background. So a snapshot kept here is restored after a termination by the system and simply absent
/// after a force-quit, and the next launch starts fresh. The adapter puts the scene storage's bytes in
/// before `NavigationCoordinator.launch()` and writes ``data`` back whenever the scene goes to the
/// background.
public final class SceneSnapshotStore: NavigationStateStore, @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: Data?

  /// A store holding `data` (the scene storage's value, nil on a first launch or after a force-quit).
  public init(data: Data? = nil) {
    bytes = data
  }

  /// The encoded snapshot, as the scene storage keeps it.
  public var data: Data? {
    get { lock.withLock { bytes } }
    set { lock.withLock { bytes = newValue } }
  }

  public func write(_ bytes: Data) throws(SnapshotError) {
    data = bytes
  }

  public func load() throws(SnapshotError) -> NavigationSnapshot? {
    guard let data else { return nil }
    return try NavigationSnapshot.decode(data)
  }

  public func clear() throws(SnapshotError) {
    data = nil
  }
}

extension NavigationCoordinator {
  /// The scene store the coordinator keeps its snapshot in (``NavigationScene`` makes one), for
  /// `NavigationRoot` to fill from the scene's storage; nil for any other store.
  public var sceneStore: SceneSnapshotStore? { session.store as? SceneSnapshotStore }
}
