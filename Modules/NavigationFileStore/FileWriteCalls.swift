#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls of a save that replaces a file, as values: the live ones, or a test's that fail at a
/// chosen call (a disk that fills partway through, a rename that fails) or record where bytes went.
package struct FileWriteCalls: Sendable {
  /// `open(path, flags, mode)` of the temporary file.
  package var open: @Sendable (_ path: String, _ flags: Int32, _ mode: UInt32) -> Int32
  /// `write(descriptor, bytes, count)`: the bytes written, or -1 with `errno` set.
  package var write: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int
  /// `fsync(descriptor)`.
  package var fsync: @Sendable (_ descriptor: Int32) -> Int32
  /// `rename(from, to)`.
  package var rename: @Sendable (_ from: String, _ to: String) -> Int32

  package init(
    open: @escaping @Sendable (String, Int32, UInt32) -> Int32,
    write: @escaping @Sendable (Int32, UnsafeRawPointer, Int) -> Int,
    fsync: @escaping @Sendable (Int32) -> Int32,
    rename: @escaping @Sendable (String, String) -> Int32
  ) {
    self.open = open
    self.write = write
    self.fsync = fsync
    self.rename = rename
  }

  /// The system's own calls.
  package static let live = FileWriteCalls(
    open: { path, flags, mode in systemOpen(path, flags, mode_t(mode)) },
    write: { descriptor, bytes, count in systemWrite(descriptor, bytes, count) },
    fsync: { descriptor in systemFsync(descriptor) },
    rename: { from, to in systemRename(from, to) })
}

// The C library's calls, named from outside the type (inside it, `open` and the rest are its properties).
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemFsync(_ fd: Int32) -> Int32 { fsync(fd) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
