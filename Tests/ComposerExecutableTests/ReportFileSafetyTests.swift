import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A navigation report costs the user nothing it should not: replayed with `--state-file`, it is checked
/// whole before the state file is touched; written with `--record`, it replaces only a regular file (a
/// symbolic link is refused, a FIFO or a device is written into). And a report header has its own size
/// limit, to the byte, whatever the line ending.
struct ReportFileSafetyTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("ReportFileSafety-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// A state file saved by a run, and a report recorded by another (its window holds a launch, so the report
  /// has a `# store: none` header).
  private func savedStateAndReport() throws -> (state: String, saved: Data, report: String) {
    let state = path("state.json")
    let saving = try ComposerExecutable.run(
      ["simulate", "-", "--now", "2024-11-20T09:00:00Z", "--state-file", state],
      input: "tap settings\npush /settings/goals\nbackground\n")
    #expect(saving.status == 0, "\(saving.stderr)")
    let report = path("report.journey")
    let recording = try ComposerExecutable.run(
      ["simulate", "-", "--now", "2024-11-20T10:00:00Z", "--record", report], input: "tap history\nexpect tab history\n"
    )
    #expect(recording.status == 0, "\(recording.stderr)")
    let text = try String(contentsOfFile: report, encoding: .utf8)
    #expect(text.contains("\n# store: none\n"), "\(text)")
    return (state, try Data(contentsOf: URL(fileURLWithPath: state)), text)
  }

  @Test func aReportRefusedForItsStartingStateLeavesTheStateFileAsItWas() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (state, saved, report) = try savedStateAndReport()
    let broken = path("broken.journey")
    try report.replacingOccurrences(of: "\"phase\":\"active\"", with: "\"phase\":\"dreaming\"")
      .write(toFile: broken, atomically: true, encoding: .utf8)
    let run = try ComposerExecutable.run(["simulate", broken, "--state-file", state])
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(FileManager.default.contents(atPath: state) == saved, "the state file changed")
  }

  @Test func aValidReportWhoseStoreWasEmptyDoesNotClearTheStateFileBeforeItRuns() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (state, saved, report) = try savedStateAndReport()
    let file = path("valid.journey")
    try report.write(toFile: file, atomically: true, encoding: .utf8)
    let run = try ComposerExecutable.run(["simulate", file, "--state-file", state])
    #expect(run.status == 0, "\(run.stderr)")
    // The replay launched from the report's empty store (its expects hold) and never saved: the file stays.
    #expect(FileManager.default.contents(atPath: state) == saved, "the state file changed")
  }

  @Test func recordRefusesASymbolicLinkAndLeavesItAndItsTarget() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = path("target.txt")
    try "keep me\n".write(toFile: target, atomically: true, encoding: .utf8)
    let link = path("report-link")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let run = try ComposerExecutable.run(["open", "demeter://today", "--now", "2024-11-20T09:00:00Z", "--record", link])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("is a symbolic link"), "\(run.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me\n")
  }

  @Test func recordWritesIntoAFIFOWithoutReplacingIt() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = path("report.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    // A reader is there before the writer opens (non-blocking, so a writer that replaced the FIFO instead
    // leaves this test reading nothing, not hanging).
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    let run = try ComposerExecutable.run(["open", "demeter://today", "--now", "2024-11-20T09:00:00Z", "--record", fifo])
    #expect(run.status == 0, "\(run.stderr)")
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = read(reader, &buffer, buffer.count)
    let text = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
    #expect(text.hasPrefix("# now: 2024-11-20T09:00:00.000Z\n"), "\(text)")
  }

  @Test func recordWritesIntoACharacterDeviceWithoutReplacingIt() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try ComposerExecutable.run([
      "open", "demeter://today", "--now", "2024-11-20T09:00:00Z", "--record", "/dev/null",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    var info = stat()
    #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
  }

  /// `# store: {…}` of exactly the report header limit, then one byte more, with LF and with CRLF.
  @Test(arguments: ["\n", "\r\n"])
  func aReportHeaderAtItsLimitIsReadAndOneByteMoreIsRefusedNamingItsOwnLimit(ending: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let limit = 2 * 1_048_576
    func header(_ bytes: Int) -> String {
      let head = "# store: {"
      return head + String(repeating: "x", count: bytes - head.utf8.count - 1) + "}"
    }
    for (bytes, status) in [(limit, Int32(0)), (limit + 1, Int32(64))] {
      let journey = "# now: 2024-11-20T09:00:00Z" + ending + header(bytes) + ending + "expect tab today" + ending
      let file = path("header-\(bytes).journey")
      try Data(journey.utf8).write(to: URL(fileURLWithPath: file))
      for source in [file, "-"] {
        let run = try ComposerExecutable.run(["simulate", source], input: source == "-" ? journey : "")
        #expect(run.status == status, "\(bytes) bytes from \(source): \(run.stderr.prefix(300))")
        if status == 64 {
          #expect(run.stderr.contains("longer than \(limit) bytes"), "\(run.stderr.prefix(300))")
          #expect(!run.stderr.contains("16384"))
        }
      }
    }
  }
}
