public import Foundation
public import NavigationCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A store that keeps the snapshot in one file, written atomically (an `AtomicFile`): the bytes go to a
/// temporary file in the same folder, which is flushed to disk (`fsync`) and then renamed over the old file.
/// A save interrupted at any byte leaves the previous snapshot readable.
///
/// The file's folder is trusted, the file is not:
/// - each save writes a new temporary file, created exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`) under a
///   unique short name (`.navstate-<tag>-<pid>-<random>.tmp`, at most 42 bytes whatever the state file's
///   name),
///   so a link planted at a temporary name cannot redirect the write, and two saves never share one;
/// - saves in one process are serialised, so the last save to return is the one on disk;
/// - the temporary files of writers that died mid-save are removed at the first save of a process;
/// - a state path that is a symbolic link is refused with `SnapshotError.symbolicLink(path:)` by
///   `save`, `load` and `clear`: the store neither writes through the link nor silently replaces it.
///   Folders above the file may be links (`/tmp` on macOS is one);
/// - a file over `NavigationLimits.snapshotBytes` is refused from its size, before it is read;
/// - only a regular file is read, replaced or removed: a directory, a device (`/dev/null`), a FIFO or a
///   socket at the state path is refused by every operation, and opening never blocks on a FIFO. A file
///   the process cannot open for reading is not replaced either: a fresh start after such a file saves
///   nothing over it (the save fails with `SnapshotError.storeFailed(_:)`, which says why).
public struct FileStateStore: NavigationStateStore {
  public let url: URL

  /// The state file, replaced atomically by each save.
  private let file: AtomicFile

  public init(url: URL) {
    self.init(url: url, suffixes: AtomicFile.randomSuffix)
  }

  /// How loads read the state file.
  private let reads: FileReadCall

  /// A store whose temporary names end in the suffixes `suffixes` draws, one a call, whose saves make
  /// the system calls `calls` and whose loads read through `reads`.
  package init(
    url: URL, suffixes: @escaping @Sendable () -> String, calls: FileWriteCalls = .live, reads: FileReadCall = .live
  ) {
    self.url = url
    self.reads = reads
    self.file = AtomicFile(
      path: url.path, tag: "navstate",
      suffixes: suffixes, calls: calls)
  }

  /// Writes the bytes atomically (tests also plant corrupt files with it).
  public func write(_ data: Data) throws(SnapshotError) {
    do {
      try file.replace(with: data)
    } catch {
      throw Self.snapshotError(error)
    }
  }

  public func load() throws(SnapshotError) -> NavigationSnapshot? {
    // The kind and the size decide before any byte is read: a FIFO planted at the path does not hang the
    // launch, and a huge file is refused on its `fstat`, never read or decoded.
    let bytes: [UInt8]
    do {
      bytes = try CheckedFile.read(
        url.path, limit: NavigationLimits.snapshotBytes, accepting: .regularFileNoLinks, through: reads)
    } catch {
      switch error {
      case .absent: return nil
      case .symbolicLink: throw .symbolicLink(path: url.path)
      case .notRegular(_, let kind): throw .corrupt("\(url.lastPathComponent) is \(kind), not a regular file")
      case .tooLarge(_, let bytes, let limit): throw .tooLarge(bytes: bytes, limit: limit)
      case .changedWhileRead: throw .corrupt("the file \(url.lastPathComponent) changed while it was read")
      case .unreadable, .failed: throw .storeFailed(error.description)
      }
    }
    if bytes.isEmpty { throw .corrupt("the file \(url.lastPathComponent) is empty") }
    return try NavigationSnapshot.decode(Data(bytes))
  }

  public func clear() throws(SnapshotError) {
    do {
      try file.remove()
    } catch {
      throw Self.snapshotError(error)
    }
  }

  /// The prefix of this store's temporary files: a tag of the state file's name (its CRC-32), so that
  /// the temporary name stays short however long the state file's name is (NAME_MAX is 255 bytes).
  package var temporaryPrefix: String { file.temporaryPrefix }

  private static func snapshotError(_ error: CheckedFileError) -> SnapshotError {
    switch error {
    case .symbolicLink(let path): .symbolicLink(path: path)
    case .notRegular, .unreadable: .storeFailed("will not replace \(error.description)")
    default: .storeFailed(error.description)
    }
  }
}
