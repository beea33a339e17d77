import Foundation
public import NavigationCore

/// App data for tests and the composer: everything exists unless deleted; the whole source can fail, or only
/// its saves.
///
/// Its memory is flat in a journey's length: it remembers the last ``deletedItemsKept`` deleted items (an
/// older deletion is forgotten, and that item exists again) and the last ``savedEditsKept`` saved edits, with
/// a count of every save.
public final class InMemoryDataSource: NavigationDataSource, @unchecked Sendable {
  /// How many deleted items the source remembers, the most recent ones.
  public static let deletedItemsKept = 10_000
  /// How many saved edits the source keeps, the most recent ones (``saved``); ``savedCount`` counts them all.
  public static let savedEditsKept = 1_000

  private let lock = NSLock()
  /// The deleted items, each with the number of its deletion.
  private var deleted: [String: Int] = [:]
  /// Deletions oldest first from `deletedStart` (one whose item was restored or deleted again since is stale):
  /// the order in which they are forgotten.
  private var deletionOrder: [(key: String, number: Int)] = []
  private var deletedStart = 0
  private var deletions = 0
  private var outage: String?
  private var saveRefusal: String?
  /// The last saved edits: at most twice ``savedEditsKept``, of which the last ``savedEditsKept`` are shown.
  private var savedEdits: [ScreenEdit] = []
  private var saves = 0

  public init() {}

  /// Marks an item as deleted: links to it fail, restored stacks are cut there. Past ``deletedItemsKept``
  /// deleted items, the oldest deletion is forgotten.
  public func delete(_ kind: String, id: String) {
    let key = "\(kind)/\(id.lowercased())"
    lock.withLock {
      guard deleted[key] == nil else { return }
      deletions += 1
      deleted[key] = deletions
      deletionOrder.append((key, deletions))
      while deleted.count > Self.deletedItemsKept {
        let oldest = deletionOrder[deletedStart]
        deletedStart += 1
        if deleted[oldest.key] == oldest.number { deleted[oldest.key] = nil }
      }
      // Entries before the start, and stale ones, are dropped once they outnumber the live ones: the order
      // stays within a few times the limit, and a deletion takes amortised constant time.
      if deletionOrder.count > 2 * Self.deletedItemsKept, deletionOrder.count > 2 * deleted.count {
        deletionOrder = deletionOrder[deletedStart...].filter { deleted[$0.key] == $0.number }
        deletedStart = 0
      }
    }
  }

  /// Undoes ``delete(_:id:)``: the item exists again.
  public func restore(_ kind: String, id: String) {
    lock.withLock { deleted["\(kind)/\(id.lowercased())"] = nil }
  }

  /// Makes every lookup fail with `reason` (nil restores the source).
  public func setOutage(_ reason: String?) {
    lock.withLock { outage = reason }
  }

  /// Makes the change a journey's `data` step asks for.
  package func apply(_ change: JourneyAction.DataChange) {
    switch change {
    case .delete(let kind, let id): delete(kind, id: id)
    case .restore(let kind, let id): restore(kind, id: id)
    case .fail(let reason): setOutage(reason)
    case .failSave(let reason): setSaveFailure(reason)
    case .recover:
      setOutage(nil)
      setSaveFailure(nil)
    }
  }

  /// Makes every save fail with `reason` while lookups still answer (nil takes saves again). A
  /// ``setOutage(_:)`` fails saves too.
  public func setSaveFailure(_ reason: String?) {
    lock.withLock { saveRefusal = reason }
  }

  /// The last edits saved (at most ``savedEditsKept``), oldest first.
  public var saved: [ScreenEdit] { lock.withLock { Array(savedEdits.suffix(Self.savedEditsKept)) } }

  /// How many edits have been saved.
  public var savedCount: Int { lock.withLock { saves } }

  /// Keeps the edit, unless the source or its saves are failing.
  public func save(_ edit: ScreenEdit) -> SaveOutcome {
    lock.withLock {
      if let reason = outage ?? saveRefusal { return .failed(reason: reason) }
      saves += 1
      if savedEdits.count == 2 * Self.savedEditsKept { savedEdits.removeFirst(Self.savedEditsKept) }
      savedEdits.append(edit)
      return .saved
    }
  }

  public func availability(of kind: String, id: String) -> DataAvailability {
    lock.withLock {
      if let outage { return .unavailable(reason: outage) }
      return deleted["\(kind)/\(id.lowercased())"] != nil ? .missing : .available
    }
  }
}
