import NavigationTesting
import Testing

@testable import NavigationCore

/// The resolver finds where a path ends (its first `?` or `#`) eight bytes at a time; checked against a byte by
/// byte scan on random buffers made of the two delimiters, bytes one bit away from them and bytes whose high
/// bit is set (the word test's borrow cases), at every start offset.
struct PathEndTests {
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
        bytes.withUnsafeBufferPointer { buffer in
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
}
