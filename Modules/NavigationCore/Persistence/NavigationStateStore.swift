public import Foundation

/// Where snapshots are kept between launches: UserDefaults on device, an atomically written file for the
/// composer, memory in tests.
///
/// `load` distinguishes "nothing saved" (nil) from "saved but unreadable" (a thrown ``SnapshotError``),
/// so that a launch can log why it started fresh.
///
/// A store keeps bytes: every store saves through one encoding, ``save(_:)``, which encodes the snapshot once
/// and hands the bytes to the store's ``write(_:)``.
public protocol NavigationStateStore: Sendable {
  /// Keeps `bytes`, one encoded snapshot, in place of what was kept.
  func write(_ bytes: Data) throws(SnapshotError)
  func load() throws(SnapshotError) -> NavigationSnapshot?
  func clear() throws(SnapshotError)
}

extension NavigationStateStore {
  /// Encodes `snapshot` once, keeps the bytes with ``write(_:)`` and returns how many were kept: the size the
  /// session reports in its ``NavigationEvent/saved(bytes:)`` event. A snapshot that cannot be encoded (over
  /// `NavigationLimits.snapshotBytes`) reaches no store.
  @discardableResult
  public func save(_ snapshot: NavigationSnapshot) throws(SnapshotError) -> Int {
    let bytes = try snapshot.encoded()
    try write(bytes)
    return bytes.count
  }

  /// `load()` as a result, for ``NavigationEngine/launch(from:)``.
  public func loadResult() -> Result<NavigationSnapshot?, SnapshotError> {
    do { return .success(try load()) } catch { return .failure(error) }
  }
}
