import NavigationCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one rule for every file the package reads or replaces (a state file, a link baseline, a journey):
/// only a regular file is read, only a regular file the process could read (or nothing) is replaced.
///
/// A directory, a device, a FIFO or a socket is a ``CheckedFileError`` that names what is there; opening
/// never blocks (a FIFO is opened with `O_NONBLOCK` and refused from its kind); a path whose file could not
/// be opened for reading is never replaced, so a fresh start after an unreadable file cannot overwrite it.
package enum CheckedFile {
  /// What may stand at a path that is read.
  package enum Accepting: Sendable {
    /// Only a regular file (links followed): a baseline.
    case regularFile
    /// A regular file, or a pipe or FIFO a writer feeds as it goes (`<(...)` in a shell): a journey.
    case regularFileOrStream
    /// Only a regular file, and the path itself must not be a symbolic link: a state file.
    case regularFileNoLinks
  }

  /// Opens `path` for reading (a blocking descriptor, close-on-exec) after checking what it is.
  /// Returns the descriptor and whether it is a regular file.
  package static func openForReading(
    _ path: String, accepting: Accepting
  ) throws(CheckedFileError) -> (descriptor: Int32, regular: Bool) {
    var flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK
    if accepting == .regularFileNoLinks { flags |= O_NOFOLLOW }
    let descriptor = open(path, flags)
    guard descriptor >= 0 else {
      let number = errno
      switch number {
      case ENOENT: throw .absent(path: path)
      case ELOOP where accepting == .regularFileNoLinks: throw .symbolicLink(path: path)
      case EISDIR: throw .notRegular(path: path, kind: .directory)
      default: throw .failed(path: path, operation: "open", errno: number)
      }
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let number = errno
      close(descriptor)
      throw .failed(path: path, operation: "inspect", errno: number)
    }
    let kind = FileKind(mode: info.st_mode)
    guard kind == .regular || (accepting == .regularFileOrStream && kind == .fifo) else {
      close(descriptor)
      throw .notRegular(path: path, kind: kind)
    }
    // Reads from here on wait for a writer's bytes, as any reader of a pipe does.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return (descriptor, kind == .regular)
  }

  /// Reads the whole regular file at `path`, refused from its size when larger than `limit` (before any
  /// byte is read). One byte more than `fstat` said is asked for: a file growing while it is read is
  /// refused, not cut.
  package static func read(
    _ path: String, limit: Int, accepting: Accepting = .regularFile, through reads: FileReadCall = .live
  ) throws(CheckedFileError) -> [UInt8] {
    let (descriptor, _) = try openForReading(
      path, accepting: accepting == .regularFileOrStream ? .regularFile : accepting)
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .failed(path: path, operation: "inspect", errno: errno) }
    let size = Int(clamping: info.st_size)
    guard size <= limit else { throw .tooLarge(path: path, bytes: size, limit: limit) }
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var count = 0
    while count < bytes.count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        reads.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw .failed(path: path, operation: "read", errno: errno)
      }
      if result == 0 { break }
      count += result
    }
    guard count == size else { throw .changedWhileRead(path: path) }
    bytes.removeLast()
    return bytes
  }

  /// Checks that a save may replace what is at `path`: nothing, or a regular file (not a link to one)
  /// this process can open for reading. Anything else stays as it is.
  package static func checkReplaceable(_ path: String) throws(CheckedFileError) {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      guard errno == ENOENT else { throw .failed(path: path, operation: "inspect", errno: errno) }
      return
    }
    let kind = FileKind(mode: info.st_mode)
    if kind == .symbolicLink { throw .symbolicLink(path: path) }
    guard kind == .regular else { throw .notRegular(path: path, kind: kind) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
    guard descriptor >= 0 else { throw .unreadable(path: path, errno: errno) }
    close(descriptor)
  }
}

/// What stands at a path, from its `stat` mode.
package enum FileKind: Hashable, Sendable, CustomStringConvertible {
  case regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, unknown

  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: self = .unknown
    }
  }

  package var description: String {
    switch self {
    case .regular: "a regular file"
    case .directory: "a directory"
    case .symbolicLink: "a symbolic link"
    case .fifo: "a FIFO"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .unknown: "not a regular file"
    }
  }
}

/// Why a file could not be read or replaced; each names the path.
package enum CheckedFileError: Error, Hashable, Sendable, CustomStringConvertible {
  case absent(path: String)
  case symbolicLink(path: String)
  case notRegular(path: String, kind: FileKind)
  /// A regular file the process cannot open for reading: left as it is.
  case unreadable(path: String, errno: Int32)
  case tooLarge(path: String, bytes: Int, limit: Int)
  case changedWhileRead(path: String)
  case failed(path: String, operation: String, errno: Int32)

  package var path: String {
    switch self {
    case .absent(let path), .symbolicLink(let path), .notRegular(let path, _), .unreadable(let path, _),
      .tooLarge(let path, _, _), .changedWhileRead(let path), .failed(let path, _, _):
      path
    }
  }

  package var description: String {
    switch self {
    case .absent(let path): "\(path.escapedForLog) does not exist"
    case .symbolicLink(let path): "\(path.escapedForLog) is a symbolic link"
    case .notRegular(let path, let kind): "\(path.escapedForLog) is \(kind), not a regular file"
    case .unreadable(let path, let number):
      "\(path.escapedForLog) cannot be read (\(FileDescriptorIO.describe(number))); it is left as it is"
    case .tooLarge(let path, let bytes, let limit):
      "\(path.escapedForLog) is \(bytes) bytes, more than the limit of \(limit)"
    case .changedWhileRead(let path): "\(path.escapedForLog) changed while it was read"
    case .failed(let path, let operation, let number):
      "cannot \(operation) \(path.escapedForLog): \(FileDescriptorIO.describe(number))"
    }
  }
}

/// `read(descriptor, buffer, count)` as a value: the system's, or a test's that records what a reader asks
/// for (a file over its limit must not be read at all).
package struct FileReadCall: Sendable {
  /// The bytes read into `buffer`, 0 at the end, or -1 with `errno` set.
  package var read: @Sendable (_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int

  package init(_ read: @escaping @Sendable (Int32, UnsafeMutableRawPointer, Int) -> Int) {
    self.read = read
  }

  /// The system's own call.
  package static let live = FileReadCall { descriptor, buffer, count in systemRead(descriptor, buffer, count) }
}

#if canImport(Glibc)
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Glibc.read(fd, buffer, count)
  }
#elseif canImport(Musl)
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Musl.read(fd, buffer, count)
  }
#elseif canImport(Darwin)
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Darwin.read(fd, buffer, count)
  }
#endif
