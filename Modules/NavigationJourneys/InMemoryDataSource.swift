import Foundation
public import NavigationCore

/// App data for tests and the composer: everything exists unless deleted; the whole source can fail, or only
/// its saves.
public final class InMemoryDataSource: NavigationDataSource, @unchecked Sendable {
  private let lock = NSLock()
  private var deleted: Set<String> = []
  private var outage: String?
  private var saveRefusal: String?
  private var savedEdits: [ScreenEdit] = []

  public init() {}

  /// Marks an item as deleted: links to it fail, restored stacks are cut there.
  public func delete(_ kind: String, id: String) {
    lock.withLock { _ = deleted.insert("\(kind)/\(id.lowercased())") }
  }

  /// Undoes ``delete(_:id:)``: the item exists again.
  public func restore(_ kind: String, id: String) {
    lock.withLock { _ = deleted.remove("\(kind)/\(id.lowercased())") }
  }

  /// Makes every lookup fail with `reason` (nil restores the source).
  public func setOutage(_ reason: String?) {
    lock.withLock { outage = reason }
  }

  /// Makes every save fail with `reason` while lookups still answer (nil takes saves again). A
  /// ``setOutage(_:)`` fails saves too.
  public func setSaveFailure(_ reason: String?) {
    lock.withLock { saveRefusal = reason }
  }

  /// Every edit saved so far, oldest first.
  public var saved: [ScreenEdit] { lock.withLock { savedEdits } }

  /// Keeps the edit, unless the source or its saves are failing.
  public func save(_ edit: ScreenEdit) -> SaveOutcome {
    lock.withLock {
      if let reason = outage ?? saveRefusal { return .failed(reason: reason) }
      savedEdits.append(edit)
      return .saved
    }
  }

  public func availability(of kind: String, id: String) -> DataAvailability {
    lock.withLock {
      if let outage { return .unavailable(reason: outage) }
      return deleted.contains("\(kind)/\(id.lowercased())") ? .missing : .available
    }
  }
}
