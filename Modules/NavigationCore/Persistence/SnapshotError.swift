/// Why saved bytes could not be used, or a snapshot could not be saved.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes are not a snapshot (truncated, not JSON, a field missing or of the wrong type).
  case corrupt(String)
  /// A snapshot of a schema this build does not read.
  case unsupportedVersion(Int)
  /// The bytes parse, but the checksum says they are not what was saved.
  case checksumMismatch(stored: String, computed: String)
  /// A number that cannot be represented: a stored `savedAt` beyond what a `Date` keeps exactly, or a
  /// clock so far off that its instant has no stored form. Never a trap.
  case outOfRange(field: String, value: String)
  /// More bytes than `NavigationLimits.snapshotBytes`: refused before they are read or decoded.
  case tooLarge(bytes: Int, limit: Int)
  /// The state path is a symbolic link. A store neither follows it nor replaces it: point the store at
  /// the file the link names.
  case symbolicLink(path: String)
  /// The store could not read, write or remove its bytes.
  case storeFailed(String)

  public var description: String {
    switch self {
    case .corrupt(let detail): "the saved state is corrupt (\(detail))"
    case .unsupportedVersion(let version):
      "the saved state has schema version \(version), this build reads \(NavigationSnapshot.currentVersion)"
    case .checksumMismatch(let stored, let computed):
      "the saved state fails its checksum (stored \(stored), computed \(computed))"
    case .outOfRange(let field, let value):
      "the saved state's \(field) is out of range (\(value.truncatedForLog))"
    case .tooLarge(let bytes, let limit):
      "the saved state is \(bytes) bytes, more than the limit of \(limit)"
    case .symbolicLink(let path):
      "the state file \(path.truncatedForLog) is a symbolic link; give the path of the file it names"
    case .storeFailed(let detail): "the state store failed: \(detail)"
    }
  }
}
