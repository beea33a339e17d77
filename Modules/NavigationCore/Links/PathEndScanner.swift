/// Where a link's path ends: the first `?` or `#` at or after a start offset, else the end of the bytes. The one
/// place the resolver reads bytes a word at a time (the path is most of a link), with the byte-by-byte rule it
/// must agree with beside it.
///
/// Contract: for every buffer and every `start` in `0...bytes.count`, ``wordAtATime(_:from:)`` returns what
/// ``byteByByte(_:from:)`` returns. It reads only bytes inside the buffer, at any alignment: whole 8-byte
/// words while one fits before the end, then single bytes. A word is only tested for whether it holds either
/// delimiter; the byte-by-byte loop then finds which byte, so the word test never decides the answer alone.
enum PathEndScanner {
  /// The rule: the offset of the first `?` or `#` at or after `start`, else `bytes.count`.
  static func byteByByte(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count, bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: "#") { index += 1 }
    return index
  }

  /// The same answer as ``byteByByte(_:from:)``, skipping eight bytes at a time while a word holds neither
  /// delimiter.
  static func wordAtATime(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    if let base = bytes.baseAddress {
      while index + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if hasByte(word, equalTo: UInt8(ascii: "?")) || hasByte(word, equalTo: UInt8(ascii: "#")) { break }
        index += 8
      }
    }
    return byteByByte(bytes, from: index)
  }

  /// Whether any of the word's eight bytes equals `byte` (the classic zero-byte test of `word ^ byte…byte`:
  /// subtracting one from each byte borrows into the high bit only through a byte that was zero). The answer
  /// is exact whatever the byte order; which byte it is, the byte loop finds.
  private static func hasByte(_ word: UInt64, equalTo byte: UInt8) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let difference = word ^ (ones &* UInt64(byte))
    return (difference &- ones) & ~difference & highBits != 0
  }
}
