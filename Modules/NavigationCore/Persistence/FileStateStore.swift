public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A store that keeps the snapshot in one file, written atomically: the bytes go to a temporary file in
/// the same folder, which is flushed to disk (`fsync`) and then renamed over the old file. A save
/// interrupted at any byte leaves the previous snapshot readable.
///
/// The file's folder is trusted, the file is not:
/// - each save writes a new temporary file, created exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`) under a
///   unique short name (`.navstate-<tag>-<pid>-<random>.tmp`, at most 42 bytes whatever the state file's
///   name),
///   so a link planted at a temporary name cannot redirect the write, and two saves never share one;
/// - saves in one process are serialised, so the last save to return is the one on disk;
/// - a state path that is a symbolic link is refused with ``SnapshotError/symbolicLink(path:)`` by
///   `save`, `load` and `clear`: the store neither writes through the link nor silently replaces it.
///   Folders above the file may be links (`/tmp` on macOS is one);
/// - a file over ``NavigationLimits/snapshotBytes`` is refused from its size, before it is read.
public struct FileStateStore: NavigationStateStore {
  public let url: URL

  /// Draws the random part of a temporary file's name; tests plant files at the names it will draw.
  private let drawSuffix: @Sendable () -> String

  public init(url: URL) {
    self.init(url: url, suffixes: { String(UInt32.random(in: .min ... .max), radix: 16) })
  }

  /// A store whose temporary names end in the suffixes `suffixes` draws, one a call.
  package init(url: URL, suffixes: @escaping @Sendable () -> String) {
    self.url = url
    self.drawSuffix = suffixes
  }

  /// Writes the bytes atomically (tests also plant corrupt files with it).
  public func write(_ data: Data) throws(SnapshotError) {
    Self.saving.lock()
    defer { Self.saving.unlock() }
    try refuseSymbolicLink()
    removeAbandonedTemporaryFiles()
    let (descriptor, temporary) = try createTemporaryFile()
    var written = 0
    let ok = data.withUnsafeBytes { buffer -> Bool in
      guard let base = buffer.baseAddress else { return true }
      while written < buffer.count {
        let result = systemWrite(descriptor, base + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += result
      }
      return true
    }
    guard ok, fsync(descriptor) == 0 else {
      let reason = errnoText
      close(descriptor)
      unlink(temporary)
      throw .storeFailed("cannot write \(temporary): \(reason)")
    }
    close(descriptor)
    // `rename` replaces whatever is at the state path (a link planted since the check above included)
    // and never follows it.
    guard rename(temporary, url.path) == 0 else {
      let reason = errnoText
      unlink(temporary)
      throw .storeFailed("cannot replace \(url.path): \(reason)")
    }
    // Make the rename itself durable.
    let folder = open(directory, O_RDONLY | O_CLOEXEC)
    if folder >= 0 {
      fsync(folder)
      close(folder)
    }
  }

  public func load() throws(SnapshotError) -> NavigationSnapshot? {
    // O_NONBLOCK: a FIFO planted at the path must not hang the launch; it is refused below.
    let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT: return nil
      case ELOOP: throw .symbolicLink(path: url.path)
      default: throw .storeFailed("cannot open \(url.path): \(errnoText)")
      }
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .storeFailed("cannot inspect \(url.path): \(errnoText)") }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .corrupt("\(url.lastPathComponent) is not a regular file") }
    // The size decides before any byte is read: a huge file costs one `fstat`, not a read and a decode.
    let size = Int(clamping: info.st_size)
    let limit = NavigationLimits.snapshotBytes
    if size == 0 { throw .corrupt("the file \(url.lastPathComponent) is empty") }
    if size > limit { throw .tooLarge(bytes: size, limit: limit) }
    // One byte more than `fstat` said: a file written in place while it is read does not pass as whole.
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var count = 0
    while count < bytes.count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw .storeFailed("cannot read \(url.path): \(errnoText)")
      }
      if result == 0 { break }
      count += result
    }
    guard count == size else { throw .corrupt("the file \(url.lastPathComponent) changed while it was read") }
    return try NavigationSnapshot.decode(Data(bytes[..<count]))
  }

  public func clear() throws(SnapshotError) {
    try refuseSymbolicLink()
    guard unlink(url.path) == 0 || errno == ENOENT else {
      throw .storeFailed("cannot remove \(url.path): \(errnoText)")
    }
  }

  /// The prefix of this store's temporary files: a tag of the state file's name (its CRC-32), so that
  /// the temporary name stays short however long the state file's name is (NAME_MAX is 255 bytes).
  package var temporaryPrefix: String {
    ".navstate-" + SnapshotChecksum.crc32(Data(url.lastPathComponent.utf8)) + "-"
  }

  /// Serialises the saves of every `FileStateStore` in the process.
  private static let saving = NSLock()

  private var directory: String {
    let folder = url.deletingLastPathComponent().path
    return folder.isEmpty ? "." : folder
  }

  private var errnoText: String { String(cString: strerror(errno)) }

  private func refuseSymbolicLink() throws(SnapshotError) {
    var info = stat()
    if lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { throw .symbolicLink(path: url.path) }
  }

  /// A new file `<prefix><pid>-<random>.tmp`, created exclusively: an existing file or link of that name
  /// is never opened, a fresh name is drawn instead.
  private func createTemporaryFile() throws(SnapshotError) -> (descriptor: Int32, path: String) {
    for _ in 0..<16 {
      let path = directory + "/" + temporaryPrefix + "\(getpid())-" + drawSuffix() + ".tmp"
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor >= 0 { return (descriptor, path) }
      guard errno == EEXIST else { throw .storeFailed("cannot create \(path): \(errnoText)") }
    }
    throw .storeFailed("cannot create a temporary file in \(directory): every name drawn exists")
  }

  /// Removes the temporary files of writers that died mid-save (their process no longer exists); a live
  /// writer's file is left alone. They never affect the saved snapshot, only the folder's tidiness.
  private func removeAbandonedTemporaryFiles() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    let prefix = temporaryPrefix
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let pidText = name.dropFirst(prefix.count).prefix { $0 != "-" }
      guard let pid = Int32(pidText), pid > 0, pid != getpid() else { continue }
      if kill(pid, 0) != 0, errno == ESRCH { unlink(directory + "/" + name) }
    }
  }
}

#if canImport(Glibc)
  private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
  }
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Glibc.read(fd, buffer, count)
  }
#elseif canImport(Darwin)
  private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(fd, buffer, count)
  }
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Darwin.read(fd, buffer, count)
  }
#endif
