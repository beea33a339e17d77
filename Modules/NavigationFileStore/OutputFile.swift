package import Foundation
import NavigationCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file a command writes its output to (the composer's `--record` report): the state file's rule for what
/// may be replaced, and a stream for what may not.
///
/// - nothing, or a regular file, is replaced atomically (``AtomicFile``): a reader never sees half of it,
///   and an interrupted write leaves the previous file;
/// - a FIFO or a character device (`/dev/null`, a terminal) is written into, never replaced or renamed
///   over: it is not a file to keep but a reader or a sink, and as root a rename would replace the device
///   itself. A symbolic link to one (`/dev/stdout`) is written into through the link, for the same reason;
/// - any other symbolic link is refused (a link planted at the path never redirects the write), and so is a
///   directory, a socket or a block device.
package enum OutputFile {
  /// Writes `data` to `path` by the rule above; `tag` names the temporary files of a replace.
  package static func write(_ data: Data, to path: String, tag: String) throws(CheckedFileError) {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      guard errno == ENOENT else { throw .failed(path: path, operation: "inspect", errno: errno) }
      try AtomicFile(path: path, tag: tag).replace(with: data)
      return
    }
    switch FileKind(mode: info.st_mode) {
    case .regular:
      try AtomicFile(path: path, tag: tag).replace(with: data)
    case .fifo, .characterDevice:
      try writeInto(path, data: data, followingLink: false)
    case .symbolicLink:
      var target = stat()
      guard stat(path, &target) == 0, [.fifo, .characterDevice].contains(FileKind(mode: target.st_mode)) else {
        throw .symbolicLink(path: path)
      }
      try writeInto(path, data: data, followingLink: true)
    case let kind:
      throw .notRegular(path: path, kind: kind)
    }
  }

  /// Writes into the stream at `path`, after checking on the open descriptor that it still is one.
  private static func writeInto(_ path: String, data: Data, followingLink: Bool) throws(CheckedFileError) {
    // No O_CREAT and no O_TRUNC: nothing is created or cut here; a FIFO's open waits for its reader.
    let descriptor = open(path, O_WRONLY | O_CLOEXEC | (followingLink ? 0 : O_NOFOLLOW))
    guard descriptor >= 0 else {
      if errno == ELOOP { throw .symbolicLink(path: path) }
      throw .failed(path: path, operation: "open", errno: errno)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .failed(path: path, operation: "inspect", errno: errno) }
    let kind = FileKind(mode: info.st_mode)
    guard kind == .fifo || kind == .characterDevice else { throw .notRegular(path: path, kind: kind) }
    if let failure = data.withUnsafeBytes({ FileDescriptorIO.writeAll($0, to: descriptor) }) {
      throw .failed(path: path, operation: "write", errno: failure)
    }
  }
}
