package import Foundation

/// The CRC-32 (IEEE 802.3, as zlib computes it) that seals a stored ``NavigationSnapshot``.
///
/// It detects every error burst of up to 32 bits, so any one corrupted byte in the canonical encoding.
package enum SnapshotChecksum {
  /// The checksum of `data` as 8 lowercase hex digits.
  package static func crc32(_ data: Data) -> String {
    var crc: UInt32 = 0xFFFF_FFFF
    data.withUnsafeBytes { buffer in
      for byte in buffer {
        crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
      }
    }
    let hex = String(crc ^ 0xFFFF_FFFF, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }

  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }
}
