import Foundation
import Testing

/// `composer simulate` streams: each step is answered as it arrives on stdin, CRLF journeys and a byte
/// order mark are read as any other, and a line over the declared limit is a bad line. `composer open`
/// sends its argument as given.
struct StreamingSimulateTests {
  @Test func simulateFromStdinAnswersEachStepBeforeTheNextArrives() throws {
    let process = Process()
    process.executableURL = try ComposerExecutable.executable()
    process.arguments = ["simulate", "-", "--now", "2024-11-20T09:00:00Z"]
    let (input, output) = (Pipe(), Pipe())
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }
    // stdin stays open: a reader that waits for the end of input would never answer.
    input.fileHandleForWriting.write(Data("tap history\n".utf8))
    let first = try readUntil("tap history → completed", from: output.fileHandleForReading)
    #expect(first.contains("tab history"), "\(first)")
    input.fileHandleForWriting.write(Data("tap settings\n".utf8))
    let second = try readUntil("tap settings → completed", from: output.fileHandleForReading)
    #expect(second.contains("tab settings"), "\(second)")
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test func aCRLFJourneyWithAByteOrderMarkRunsLikeAnyOther() throws {
    let journey = "\u{FEFF}# now: 2024-11-20T09:00:00Z\r\ntap history\r\nexpect tab history\r\nexpect depth 0\r\n"
    let run = try ComposerExecutable.run(["simulate", "-"], input: journey)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("✔ expect depth 0"), "\(run.stdout)")
  }

  @Test(arguments: ["-", "file"])
  func aLineOverTheLimitIsABadLine(source: String) throws {
    let journey = "tap history\nopen demeter://" + String(repeating: "a", count: 1_000_000) + "\ntap today\n"
    var arguments = ["simulate", "-", "--now", "2024-11-20T09:00:00Z"]
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID()).journey")
    defer { try? FileManager.default.removeItem(at: file) }
    if source == "file" {
      try journey.write(to: file, atomically: true, encoding: .utf8)
      arguments[1] = file.path
    }
    let run = try ComposerExecutable.run(arguments, input: source == "-" ? journey : "")
    #expect(run.status == 64)
    #expect(run.stderr.contains("line 2: the line is longer than 16384 bytes"), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1)
    // A file is checked whole before anything runs; stdin answers the steps before the bad line.
    #expect(run.stdout.contains("tap history → completed") == (source == "-"), "\(run.stdout)")
  }

  /// A named pipe (`<(...)`) cannot be read twice: it streams like stdin instead of being checked first.
  @Test func aJourneyFromAPipeRunsItsSteps() throws {
    let composer = try ComposerExecutable.executable().path
    let run = try Shell.run(
      "'\(composer)' simulate <(printf 'tap history\\nexpect tab history\\n') --now 2024-11-20T09:00:00Z",
      in: ComposerExecutable.repositoryRoot)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("✔ expect tab history"), "\(run.output)")
  }

  @Test func openSendsTheLinkAsGivenSoALeadingSpaceIsARejectedLink() throws {
    let run = try ComposerExecutable.run(
      ["open", " demeter://settings/goals", "--now", "2024-11-20T09:00:00Z", "--json"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(#""outcome" : "failed: Invalid character at byte offset 0.""#), "\(run.stdout)")
    #expect(run.stdout.contains(#""top" : "/today""#), "\(run.stdout)")
    #expect(run.stdout.contains(#""selectedTab" : "today""#), "\(run.stdout)")
  }

  /// Reads `handle` until `marker` and the line after it have arrived; an issue after ten seconds (a composer
  /// that waits for the end of its input never answers, and the test must fail rather than hang).
  private func readUntil(_ marker: String, from handle: FileHandle) throws -> String {
    let received = Received()
    handle.readabilityHandler = { handle in received.append(handle.availableData) }
    defer { handle.readabilityHandler = nil }
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline {
      let text = received.text
      if let range = text.range(of: marker), text[range.upperBound...].contains("\n  tab ") { return text }
      usleep(10_000)
    }
    Issue.record("no answer containing '\(marker)' arrived within 10 s; read: \(received.text)")
    return received.text
  }
}

/// What a pipe delivered so far, appended from the reading thread.
private final class Received: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()

  func append(_ chunk: Data) {
    lock.lock()
    data.append(chunk)
    lock.unlock()
  }

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: data, as: UTF8.self)
  }
}
