public import Foundation
public import NavigationCore

/// A store in memory that keeps the encoded bytes, so corrupt data and failing saves can be planted.
public final class InMemoryStateStore: NavigationStateStore, @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: Data?
  /// When set, `save` throws this.
  public var failure: SnapshotError?

  public init(bytes: Data? = nil) {
    self.bytes = bytes
  }

  /// The stored bytes, as a real store would hold them.
  public var data: Data? {
    get { lock.withLock { bytes } }
    set { lock.withLock { bytes = newValue } }
  }

  public func write(_ bytes: Data) throws(SnapshotError) {
    if let failure { throw failure }
    lock.withLock { self.bytes = bytes }
  }

  public func load() throws(SnapshotError) -> NavigationSnapshot? {
    guard let data = lock.withLock({ bytes }) else { return nil }
    return try NavigationSnapshot.decode(data)
  }

  public func clear() throws(SnapshotError) {
    lock.withLock { bytes = nil }
  }
}
