package import Foundation
import NavigationCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file the package replaces whole (a state file, a link baseline): the bytes go to a temporary file in
/// the same folder, which is flushed to disk (`fsync`) and then renamed over the old file. A write
/// interrupted at any byte leaves the previous file as it was.
///
/// Only nothing, or a regular file this process can read, is replaced (``CheckedFile/checkReplaceable(_:)``):
/// never a symbolic link, a directory, a device or a FIFO. Each write creates its temporary file
/// exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`) under a fresh name, `<prefix><pid>-<random>.tmp`; writes in
/// one process are serialised, so the last write to return is the one on disk.
package struct AtomicFile: Sendable {
  package let path: String
  /// The start of this file's temporary names, unique to the file within its folder.
  package let temporaryPrefix: String
  private let drawSuffix: @Sendable () -> String
  private let calls: FileWriteCalls

  /// Random hexadecimal suffixes for temporary names.
  package static let randomSuffix: @Sendable () -> String = { String(UInt32.random(in: .min ... .max), radix: 16) }

  /// The file at `path`, whose temporary files are named `.<tag>-<crc>-<pid>-<random>.tmp` (the CRC-32 of
  /// the file's name keeps the temporary names of two files in one folder apart, and short).
  package init(
    path: String, tag: String, suffixes: @escaping @Sendable () -> String = randomSuffix,
    calls: FileWriteCalls = .live
  ) {
    self.path = path
    let name = (path as NSString).lastPathComponent
    self.temporaryPrefix = "." + tag + "-" + SnapshotChecksum.crc32(Data(name.utf8)) + "-"
    self.drawSuffix = suffixes
    self.calls = calls
  }

  /// Replaces the file with `data`, atomically.
  package func replace(with data: Data) throws(CheckedFileError) {
    Self.writing.lock()
    defer { Self.writing.unlock() }
    try CheckedFile.checkReplaceable(path)
    removeAbandonedTemporaryFiles()
    let (descriptor, temporary) = try createTemporaryFile()
    var failure = data.withUnsafeBytes { FileDescriptorIO.writeAll($0, to: descriptor, through: calls.write) }
    if failure == nil, calls.fsync(descriptor) != 0 { failure = errno }
    if let failure {
      close(descriptor)
      unlink(temporary)
      throw .failed(path: temporary, operation: "write", errno: failure)
    }
    close(descriptor)
    // `rename` replaces whatever is at the path (a link planted since the check above included) and never
    // follows it.
    guard calls.rename(temporary, path) == 0 else {
      let number = errno
      unlink(temporary)
      throw .failed(path: path, operation: "replace", errno: number)
    }
    // Make the rename itself durable.
    let folder = open(directory, O_RDONLY | O_CLOEXEC)
    if folder >= 0 {
      fsync(folder)
      close(folder)
    }
  }

  /// Removes the file; nothing there is not an error. What ``replace(with:)`` would not replace stays.
  package func remove() throws(CheckedFileError) {
    try CheckedFile.checkReplaceable(path)
    guard unlink(path) == 0 || errno == ENOENT else { throw .failed(path: path, operation: "remove", errno: errno) }
  }

  /// Serialises the writes of every `AtomicFile` in the process.
  private static let writing = NSLock()
  /// The folders and prefixes already swept in this process (read and written under `writing`).
  nonisolated(unsafe) private static var swept: Set<String> = []

  private var directory: String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// A new file `<prefix><pid>-<random>.tmp`, created exclusively: an existing file or link of that name
  /// is never opened, a fresh name is drawn instead.
  private func createTemporaryFile() throws(CheckedFileError) -> (descriptor: Int32, path: String) {
    for _ in 0..<16 {
      let temporary = directory + "/" + temporaryPrefix + "\(getpid())-" + drawSuffix() + ".tmp"
      let descriptor = calls.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor >= 0 { return (descriptor, temporary) }
      guard errno == EEXIST else { throw .failed(path: temporary, operation: "create", errno: errno) }
    }
    throw .failed(path: directory, operation: "create a temporary file (every name drawn exists) in", errno: EEXIST)
  }

  /// Removes the temporary files of writers that died mid-write (their process no longer exists); a live
  /// writer's file is left alone. They never affect the file, only the folder's tidiness, so the folder is
  /// listed once a process (at its first write of this file), not at every write: however many files a
  /// folder holds, a process lists it once, not once a save.
  private func removeAbandonedTemporaryFiles() {
    guard Self.swept.insert(directory + "/" + temporaryPrefix).inserted else { return }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    for name in names where name.hasPrefix(temporaryPrefix) && name.hasSuffix(".tmp") {
      let pidText = name.dropFirst(temporaryPrefix.count).prefix { $0 != "-" }
      guard let pid = Int32(pidText), pid > 0, pid != getpid() else { continue }
      if kill(pid, 0) != 0, errno == ESRCH { unlink(directory + "/" + name) }
    }
  }
}
