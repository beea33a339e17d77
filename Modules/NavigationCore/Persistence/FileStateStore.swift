public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A store that keeps the snapshot in one file, written atomically: the bytes go to a temporary file in
/// the same folder, which is flushed to disk (`fsync`) and then renamed over the old file. A save
/// interrupted at any byte leaves the previous snapshot readable.
public struct FileStateStore: NavigationStateStore {
  public let url: URL

  public init(url: URL) {
    self.url = url
  }

  public func save(_ snapshot: NavigationSnapshot) throws(SnapshotError) {
    let data: Data
    do { data = try snapshot.encoded() } catch { throw .storeFailed("encoding failed: \(error)") }
    try write(data)
  }

  /// Writes raw bytes atomically (also used by tests to plant corrupt files).
  package func write(_ data: Data) throws(SnapshotError) {
    let directory = url.deletingLastPathComponent().path
    removeAbandonedTemporaryFiles(in: directory)
    let temporary = directory + "/" + temporaryPrefix + "\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { throw .storeFailed("cannot create \(temporary): \(errnoText)") }
    var written = 0
    let ok = data.withUnsafeBytes { buffer -> Bool in
      while written < buffer.count {
        let result = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
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
    guard rename(temporary, url.path) == 0 else {
      let reason = errnoText
      unlink(temporary)
      throw .storeFailed("cannot replace \(url.path): \(reason)")
    }
    // Make the rename itself durable.
    let folder = open(directory.isEmpty ? "." : directory, O_RDONLY)
    if folder >= 0 {
      fsync(folder)
      close(folder)
    }
  }

  public func load() throws(SnapshotError) -> NavigationSnapshot? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    // An empty file (a torn write onto the file itself) is corrupt; it is not read at all, because
    // Foundation's `Data(contentsOf:)` leaks its read buffer on an empty file (seen with ASan, Swift 6.3.1).
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
    if size == 0 { throw .corrupt("the file \(url.lastPathComponent) is empty") }
    let data: Data
    do { data = try Data(contentsOf: url) } catch { throw .storeFailed("cannot read \(url.path): \(error)") }
    return try NavigationSnapshot.decode(data)
  }

  public func clear() throws(SnapshotError) {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    do { try FileManager.default.removeItem(at: url) } catch {
      throw .storeFailed("cannot remove \(url.path): \(error)")
    }
  }

  private var errnoText: String { String(cString: strerror(errno)) }

  /// Temporary files are `.<name>.<pid>.tmp`: one writer process, one file.
  private var temporaryPrefix: String { "." + url.lastPathComponent + "." }

  /// Removes the temporary files of writers that died mid-save (their process no longer exists); a live
  /// writer's file is left alone. They never affect the saved snapshot, only the folder's tidiness.
  private func removeAbandonedTemporaryFiles(in directory: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)
    else { return }
    for name in names where name.hasPrefix(temporaryPrefix) && name.hasSuffix(".tmp") {
      let pidText = name.dropFirst(temporaryPrefix.count).dropLast(4)
      guard let pid = Int32(pidText), pid > 0, pid != getpid() else { continue }
      if kill(pid, 0) != 0, errno == ESRCH { unlink(directory + "/" + name) }
    }
  }
}

#if canImport(Glibc)
  private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
  }
#elseif canImport(Darwin)
  private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(fd, buffer, count)
  }
#endif
