#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole writes to a file descriptor, for every byte the package writes itself (the composer's output, the
/// print logger, the state store): an interrupted call is retried, a failure is returned as its `errno`,
/// never a trap (Foundation's non-throwing `FileHandle.write` traps on a full disk or a closed pipe).
package enum FileDescriptorIO {
  /// Writes every byte of `bytes` to `descriptor` through `write` (the system's, or a test's that fails
  /// partway); nil when all were written, else the error number of the call that failed (`EPIPE` when the
  /// reader has gone and SIGPIPE is ignored).
  package static func writeAll(
    _ bytes: UnsafeRawBufferPointer, to descriptor: Int32,
    through write: (Int32, UnsafeRawPointer, Int) -> Int = systemWrite
  ) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var written = 0
    while written < bytes.count {
      let result = write(descriptor, base + written, bytes.count - written)
      if result < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if result == 0 { return EIO }
      written += result
    }
    return nil
  }

  /// Writes `text` as UTF-8 to `descriptor`; nil when all was written, else the error number.
  package static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
  }

  /// The text of an error number (`strerror`).
  package static func describe(_ number: Int32) -> String {
    String(cString: strerror(number))
  }
}

#if canImport(Glibc)
  func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
  }
#elseif canImport(Musl)
  func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Musl.write(fd, buffer, count)
  }
#elseif canImport(Darwin)
  func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(fd, buffer, count)
  }
#endif
