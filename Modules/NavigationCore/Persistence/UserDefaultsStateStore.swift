public import Foundation

/// A store that keeps the snapshot's bytes under one key of a `UserDefaults` suite (the device default).
///
/// `UserDefaults` is not `Sendable`; the store only reads and writes one key, which `UserDefaults`
/// documents as thread-safe. What it loads passes ``NavigationSnapshot/decode(_:)``: a value over
/// `NavigationLimits.snapshotBytes` is refused before decoding, and no stored number can trap.
public struct UserDefaultsStateStore: NavigationStateStore, @unchecked Sendable {
  package let defaults: UserDefaults
  package let key: String

  /// A store under `key`; an app passes its `AppDefinition.snapshotDefaultsKey`.
  public init(defaults: UserDefaults = .standard, key: String = "navigation.snapshot") {
    self.defaults = defaults
    self.key = key
  }

  public func write(_ bytes: Data) throws(SnapshotError) {
    defaults.set(bytes, forKey: key)
  }

  public func load() throws(SnapshotError) -> NavigationSnapshot? {
    guard let value = defaults.object(forKey: key) else { return nil }
    guard let data = value as? Data else { throw .corrupt("the stored value is not data") }
    // `UserDefaults` has already read the value; the size still decides before any decoding.
    return try NavigationSnapshot.decode(data)
  }

  public func clear() throws(SnapshotError) {
    defaults.removeObject(forKey: key)
  }
}
