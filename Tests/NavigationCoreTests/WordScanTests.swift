import NavigationTesting
import Testing

@testable import NavigationCore

/// The resolver reads bytes a word at a time in one place, `PathEndScanner`, whose contract is to give the
/// answer of its byte-by-byte rule for every buffer and start. Checked here on buffers allocated to their exact
/// size (under the address sanitizer, as CI's sanitizer run and fuzzers use, a read past the end is reported)
/// and placed at every alignment within a word.
struct WordScanTests {
  /// Every byte value, alone, at every position of buffers whose lengths are near the word size, from every
  /// start and at every alignment of the buffer.
  @Test func theWordScanAgreesWithTheByteScanForEveryByteValueAtEveryPosition() {
    var checked = 0
    for length in 1...17 {
      for position in 0..<length {
        for value in 0...255 {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          bytes[position] = UInt8(value)
          checked += checkEveryStartAndAlignment(bytes)
        }
      }
    }
    #expect(checked > 1_000_000)
  }

  /// Random buffers of every length up to five words, made of the two delimiters, bytes one bit away from them,
  /// bytes with the high bit set and zero (the word test's borrow cases) and any byte, at every start and
  /// alignment.
  @Test func theWordScanAgreesWithTheByteScanOnGeneratedBuffers() {
    let alphabet: [UInt8] = [
      UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "a"), UInt8(ascii: "/"), 0x3E, 0x3F ^ 0x80, 0x22, 0x23 ^ 0x80,
      0xBF, 0xA3, 0x80, 0x00, 0xFF, 0x01, 0x7F,
    ]
    var generator = SeededGenerator(seed: 0x5EED)
    var checked = 0
    var found = 0
    for length in 0...40 {
      for _ in 0..<40 {
        // Mostly path bytes, with a delimiter or a near miss now and then, so the scan crosses several words.
        let bytes = (0..<length).map { _ -> UInt8 in
          switch generator.next(below: 10) {
          case 0: alphabet[generator.next(below: alphabet.count)]
          case 1: UInt8(truncatingIfNeeded: generator.next())
          default: UInt8(ascii: "a")
          }
        }
        checked += checkEveryStartAndAlignment(bytes)
        if bytes.contains(UInt8(ascii: "?")) || bytes.contains(UInt8(ascii: "#")) { found += 1 }
      }
    }
    #expect(checked > 100_000)
    #expect(found > 300, "enough buffers hold a delimiter")
  }

  /// The rule itself, on a few spelled-out cases.
  @Test func aPathEndsAtItsFirstQuestionMarkOrHash() {
    func end(_ text: String, from start: Int = 0) -> Int {
      Array(text.utf8).withUnsafeBufferPointer { PathEndScanner.wordAtATime($0, from: start) }
    }
    #expect(end("") == 0)
    #expect(end("history/2024-11-18") == 18)
    #expect(end("history/2024-11-18?focus=lunch#top") == 18)
    #expect(end("history/2024-11-18#top?x") == 18)
    #expect(end("a?b?c", from: 2) == 3)
    #expect(end("abcdefghijklmnop#", from: 3) == 16)
    #expect(end("abc", from: 3) == 3)
  }
}

/// Checks the word scan against the byte scan on `bytes` copied into an allocation of exactly their size, placed
/// at each of the eight alignments within a word, from every start; returns how many answers it compared.
private func checkEveryStartAndAlignment(_ bytes: [UInt8]) -> Int {
  var checked = 0
  for alignment in 0..<8 {
    let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count + alignment, alignment: 8)
    defer { storage.deallocate() }
    // The buffer ends where the allocation ends, so a read past it leaves the allocation.
    let start = storage.baseAddress!.advanced(by: alignment).bindMemory(to: UInt8.self, capacity: bytes.count)
    let buffer = UnsafeMutableBufferPointer(start: start, count: bytes.count)
    _ = buffer.initialize(from: bytes)
    let scanned = UnsafeBufferPointer(buffer)
    for from in 0...bytes.count {
      let expected = PathEndScanner.byteByByte(scanned, from: from)
      if PathEndScanner.wordAtATime(scanned, from: from) != expected {
        Issue.record("\(bytes) from \(from) at alignment \(alignment): expected \(expected)")
        return checked
      }
      checked += 1
    }
  }
  return checked
}
