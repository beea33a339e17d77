import Foundation
import Testing

/// A journey line of exactly `Journey.maximumLineBytes` bytes (16,384) is a line; one byte more is a bad line.
/// Checked at the boundary, from stdin and from a file (the file's bytes are read whole, then by the same
/// reader), with LF and with CRLF.
struct LineLimitBoundaryTests {
  static let limit = 16_384

  /// An `expect toast` line of `bytes` bytes (without its line end): it fails as an expectation, never as
  /// a line, while it is within the limit.
  static func line(_ bytes: Int) -> String {
    let head = "expect toast "
    return head + String(repeating: "x", count: bytes - head.utf8.count)
  }

  @Test(arguments: ["\n", "\r\n"])
  func aLineAtTheLimitIsReadFromStdinAndOneByteMoreIsNot(ending: String) throws {
    let at = try ComposerExecutable.run(
      ["simulate", "-", "--now", "2024-11-20T09:00:00Z"], input: Self.line(Self.limit) + ending)
    #expect(at.status == 1, "\(at.stderr.prefix(300))")
    let over = try ComposerExecutable.run(
      ["simulate", "-", "--now", "2024-11-20T09:00:00Z"], input: Self.line(Self.limit + 1) + ending)
    #expect(over.status == 64, "\(over.stderr.prefix(300))")
  }

  @Test func aLineAtTheLimitIsReadFromAFileAndOneByteMoreIsNot() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LineLimit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (bytes, status) in [(Self.limit, Int32(1)), (Self.limit + 1, Int32(64))] {
      let file = folder.appendingPathComponent("\(bytes).journey")
      try Data((Self.line(bytes) + "\n").utf8).write(to: file)
      let run = try ComposerExecutable.run(["simulate", file.path, "--now", "2024-11-20T09:00:00Z"])
      #expect(run.status == status, "\(bytes) bytes: \(run.stderr.prefix(300))")
      if status == 64 { #expect(run.stdout.isEmpty) }
    }
  }
}
