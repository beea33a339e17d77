import NavigationCore
import NavigationFileStore
import NavigationJourneys

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a journey from a file descriptor one line at a time, as the lines arrive.
///
/// It holds one read buffer and at most ``Journey/maximumLineBytes`` of the current line, whatever the
/// journey's length: a longer line is a ``JourneyError`` as soon as the limit is crossed. A navigation
/// report's `# start:` and `# store:` headers may be longer, up to `NavigationLimits.reportHeaderBytes`
/// (``JourneyHeaders/allows(lineOf:startingWith:)``). A line ends at LF
/// (a CR before it is dropped by the parser); a UTF-8 byte order mark before the first line is skipped.
struct JourneyLineReader: ~Copyable {
  private let descriptor: Int32
  private let closesDescriptor: Bool
  private var buffer = [UInt8](repeating: 0, count: 65_536)
  private var start = 0
  private var end = 0
  private var atEnd = false
  private(set) var number = 0

  /// A reader of standard input.
  static func standardInput() -> JourneyLineReader {
    JourneyLineReader(descriptor: 0, closesDescriptor: false)
  }

  /// A reader of the regular file, pipe or FIFO at `path` (never a directory or a device; opening never
  /// blocks).
  static func file(_ path: String) throws(CheckedFileError) -> JourneyLineReader {
    let (descriptor, _) = try CheckedFile.openForReading(path, accepting: .regularFileOrStream)
    return JourneyLineReader(descriptor: descriptor, closesDescriptor: true)
  }

  /// A reader of bytes already read whole (a journey file, read once).
  static func contents(_ bytes: [UInt8]) -> JourneyLineReader {
    var reader = JourneyLineReader(descriptor: -1, closesDescriptor: false)
    reader.buffer = bytes
    reader.end = bytes.count
    reader.atEnd = true
    return reader
  }

  private init(descriptor: Int32, closesDescriptor: Bool) {
    self.descriptor = descriptor
    self.closesDescriptor = closesDescriptor
  }

  deinit {
    if closesDescriptor { _ = close(descriptor) }
  }

  /// The next line's bytes without its LF, or nil at the end of the input. A read error ends the input.
  mutating func next() throws(JourneyError) -> [UInt8]? {
    var line: [UInt8] = []
    var sawAny = false
    while true {
      if start == end {
        guard !atEnd, fill() else {
          guard sawAny else { return nil }
          return finish(line)
        }
      }
      sawAny = true
      let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n"))
      let stop = newline ?? end
      let count = line.count + (stop - start)
      // Up to the limit and one byte more (a CR before the LF): the exact length is the parser's to check.
      guard
        JourneyHeaders.allows(
          lineOf: count, startingWith: (line.prefix(16) + buffer[start..<min(stop, start + 16)]).prefix(16))
      else {
        throw JourneyHeaders.tooLong(number: number + 1, start: (line + buffer[start..<stop]).prefix(40))
      }
      line += buffer[start..<stop]
      start = newline.map { $0 + 1 } ?? end
      if newline != nil { return finish(line) }
    }
  }

  /// Counts the line and drops a byte order mark from the first one.
  private mutating func finish(_ line: [UInt8]) -> [UInt8] {
    number += 1
    if number == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(line.dropFirst(3)) }
    return line
  }

  /// Reads what is available (blocking until some bytes or the end arrive); false at the end.
  private mutating func fill() -> Bool {
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        atEnd = true
        return false
      }
      start = 0
      end = count
      return true
    }
  }
}
