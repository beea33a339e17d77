import Foundation
import NavigationCore

/// A store whose first load answers with what a navigation report's `# store:` header says the store held,
/// and which leaves the store under it untouched until the run itself saves or clears.
///
/// A report replayed with the composer's `--state-file` must not change the user's state file before the run
/// has written: not when the report is refused, and not because its header says the store was empty
/// (`# store: none`). From the first save or clear on, every call is the store's own.
final class PlantedStateStore: NavigationStateStore, @unchecked Sendable {
  let base: any NavigationStateStore
  private let lock = NSLock()
  // Guarded by `lock`: the header's content, until the run first writes.
  private var planted: JourneyHeaders.StoredHeader?

  init(base: any NavigationStateStore, planted: JourneyHeaders.StoredHeader) {
    self.base = base
    self.planted = planted
  }

  func write(_ bytes: Data) throws(SnapshotError) {
    try base.write(bytes)
    lock.withLock { planted = nil }
  }

  func load() throws(SnapshotError) -> NavigationSnapshot? {
    switch lock.withLock({ planted }) {
    case nil: return try base.load()
    case .none?: return nil
    case .unreadable?: return try NavigationSnapshot.decode(Data(JourneyHeaders.StoredHeader.unreadableBytes.utf8))
    case .snapshot(let data)?: return try NavigationSnapshot.decode(data)
    }
  }

  func clear() throws(SnapshotError) {
    try base.clear()
    lock.withLock { planted = nil }
  }
}
