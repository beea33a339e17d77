import NavigationTesting
import Testing

@testable import NavigationCore

/// The resolver reads some bytes eight at a time; each word scan is checked against a byte by byte one, on
/// buffers allocated to their exact size (under the address sanitizer, as CI's fuzzers run, a read past the end
/// is reported).
struct WordScanTests {
  /// Where a path ends (its first `?` or `#`), on random buffers made of the two delimiters, bytes one bit away
  /// from them and bytes whose high bit is set (the word test's borrow cases), at every start offset.
  @Test func theWordScanStopsWhereAByteScanStops() {
    let alphabet: [UInt8] = [
      UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "a"), UInt8(ascii: "/"), 0x3E, 0x22, 0xBF, 0xA3, 0x80, 0x00,
      0xFF, 0x01,
    ]
    var generator = SeededGenerator(seed: 0x5EED)
    var checked = 0
    for length in 0...40 {
      for _ in 0..<60 {
        // Mostly path bytes, with a delimiter now and then, so the scan crosses several words first.
        let bytes = (0..<length).map { _ in
          generator.next(below: 8) == 0 ? alphabet[generator.next(below: alphabet.count)] : UInt8(ascii: "a")
        }
        withExactBuffer(bytes) { buffer in
          for start in 0...length {
            var expected = start
            while expected < length, buffer[expected] != UInt8(ascii: "?"), buffer[expected] != UInt8(ascii: "#") {
              expected += 1
            }
            #expect(DeepLinkResolver.pathEnd(buffer, from: start) == expected, "\(bytes) from \(start)")
            checked += 1
          }
        }
      }
    }
    #expect(checked > 20_000)
  }

  /// Where a UUID's dashes are, on 36 hexadecimal digits and dashes: the dashes moved, added, removed, and
  /// next to one another (a borrow from one zero byte into the next is the classic word test's false positive).
  @Test func theDashScanAgreesWithTheUUIDShape() {
    let canonical = Array("0123abcd-ef45-6789-abcd-ef0123456789".utf8)
    let symbols = Array("0123456789abcdefABCDEF-".utf8)
    var generator = SeededGenerator(seed: 0xDA5E)
    var uuids = 0
    for round in 0..<20_000 {
      var bytes = canonical
      // Round 0 is the canonical UUID; then one to four bytes changed.
      for _ in 0..<(round == 0 ? 0 : 1 + generator.next(below: 4)) {
        let index = generator.next(below: 36)
        bytes[index] = generator.next(below: 3) == 0 ? UInt8(ascii: "-") : symbols[generator.next(below: symbols.count)]
      }
      withExactBuffer(bytes) { buffer in
        let expected = ParameterSyntax.hasUUIDShape(buffer)
        #expect(ParameterSyntax.hasUUIDDashes(buffer) == expected, "\(String(decoding: bytes, as: UTF8.self))")
        if expected { uuids += 1 }
      }
    }
    #expect(uuids > 1_000, "enough of them are UUIDs")
    #expect(uuids < 19_000, "enough of them are not")
  }
}

/// Calls `body` with `bytes` in an allocation of exactly their size (an array may have room past its end).
private func withExactBuffer(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
  let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
  defer { buffer.deallocate() }
  _ = buffer.initialize(from: bytes)
  body(UnsafeBufferPointer(buffer))
}
