import Foundation

/// Where snapshots are kept between launches: UserDefaults on device, an atomically written file for the
/// composer, memory in tests.
///
/// `load` distinguishes "nothing saved" (nil) from "saved but unreadable" (a thrown ``SnapshotError``),
/// so that a launch can log why it started fresh.
public protocol NavigationStateStore: Sendable {
  func save(_ snapshot: NavigationSnapshot) throws(SnapshotError)
  func load() throws(SnapshotError) -> NavigationSnapshot?
  func clear() throws(SnapshotError)
}

extension NavigationStateStore {
  /// `load()` as a result, for ``NavigationEngine/launch(from:)``.
  public func loadResult() -> Result<NavigationSnapshot?, SnapshotError> {
    do { return .success(try load()) } catch { return .failure(error) }
  }
}
