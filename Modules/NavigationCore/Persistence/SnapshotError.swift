/// Why saved bytes could not be used.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes are not a snapshot (truncated, not JSON, a field missing or of the wrong type).
  case corrupt(String)
  /// A snapshot of a schema this build does not read.
  case unsupportedVersion(Int)
  /// The bytes parse, but the checksum says they are not what was saved.
  case checksumMismatch(stored: String, computed: String)
  /// The store could not read, write or remove its bytes.
  case storeFailed(String)

  public var description: String {
    switch self {
    case .corrupt(let detail): "the saved state is corrupt (\(detail))"
    case .unsupportedVersion(let version):
      "the saved state has schema version \(version), this build reads \(NavigationSnapshot.currentVersion)"
    case .checksumMismatch(let stored, let computed):
      "the saved state fails its checksum (stored \(stored), computed \(computed))"
    case .storeFailed(let detail): "the state store failed: \(detail)"
    }
  }
}
