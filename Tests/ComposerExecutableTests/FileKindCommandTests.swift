import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `composer` with paths that are not regular files: a clear error, never a hang, never a
/// replaced file.
struct FileKindCommandTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileKindCommandTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  @Test func simulatingADirectoryIsABadCommandLineThatSaysSo() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try ComposerExecutable.run(["simulate", folder.path])
    #expect(run.status == 64)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("is a directory, not a regular file"))
  }

  @Test func aFIFOAsTheBaselineIsAFindingNotAHang() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("LinkBaseline.json")
    try #require(mkfifo(fifo.path, 0o600) == 0)
    let run = try ComposerExecutable.run(["validate", "--baseline", fifo.path])
    #expect(run.status == 1)
    #expect(run.stdout.contains("is a FIFO, not a regular file"))
  }

  @Test func aFIFOAsTheStateFileStaysAFIFO() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("state.json")
    try #require(mkfifo(fifo.path, 0o600) == 0)
    let run = try ComposerExecutable.run(
      ["simulate", "-", "--now", "2024-11-20T09:00:00Z", "--state-file", fifo.path], input: "tap history\nbackground\n")
    #expect(run.status == 0)
    var info = stat()
    #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func recordingTheBaselineOverASymbolicLinkKeepsTheLink() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("kept.json")
    try Data("{}".utf8).write(to: target)
    let link = folder.appendingPathComponent("LinkBaseline.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let run = try ComposerExecutable.run(["baseline", "--record", "--file", link.path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("is a symbolic link"))
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == target.path)
  }
}
