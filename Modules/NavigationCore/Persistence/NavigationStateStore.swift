import Foundation

/// Where snapshots are kept between launches: UserDefaults on device, an atomically written file for the
/// composer, memory in tests.
///
/// `load` distinguishes "nothing saved" (nil) from "saved but unreadable" (a thrown ``SnapshotError``),
/// so that a launch can log why it started fresh.
public protocol NavigationStateStore: Sendable {
  func save(_ snapshot: NavigationSnapshot) throws(SnapshotError)
  /// Saves `snapshot` and returns how many bytes were stored, which the session reports in its
  /// ``NavigationEvent/saved(bytes:)`` event.
  ///
  /// The default encodes the snapshot to count its bytes (a snapshot that cannot be encoded is not saved) and
  /// then saves with ``save(_:)``; a store that encodes the snapshot itself returns the size of those bytes
  /// instead, so a save encodes once.
  func saveCountingBytes(_ snapshot: NavigationSnapshot) throws(SnapshotError) -> Int
  func load() throws(SnapshotError) -> NavigationSnapshot?
  func clear() throws(SnapshotError)
}

extension NavigationStateStore {
  public func saveCountingBytes(_ snapshot: NavigationSnapshot) throws(SnapshotError) -> Int {
    // Encoded first: a snapshot that cannot be encoded reaches no store.
    let count = try snapshot.encoded().count
    try save(snapshot)
    return count
  }

  /// `load()` as a result, for ``NavigationEngine/launch(from:)``.
  public func loadResult() -> Result<NavigationSnapshot?, SnapshotError> {
    do { return .success(try load()) } catch { return .failure(error) }
  }
}
