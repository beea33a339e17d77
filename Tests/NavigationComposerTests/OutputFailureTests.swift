import Foundation
import NavigationCore
import NavigationFileStore
import NavigationTesting
import Testing

@testable import NavigationComposer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A write to standard output or error that fails (a full disk, a reader that has gone) ends the command with
/// exit 74 and at most one line saying why: never a trap, never a run that goes on printing into nothing.
struct OutputFailureTests {
  /// A descriptor every write to which fails with ENOSPC, as on a full disk.
  static func fullDevice() throws -> Int32 {
    let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
    try #require(descriptor >= 0, "no /dev/full on this system")
    return descriptor
  }

  /// A pipe whose reading end is closed: a write fails with EPIPE (the test process ignores SIGPIPE).
  static func pipeWithoutReader() throws -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    close(ends[0])
    return ends[1]
  }

  /// A pipe to read what the command wrote to standard error.
  static func readablePipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    return (ends[0], ends[1])
  }

  static func drain(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  func run(_ arguments: [String], output: Int32, errors: Int32) -> Int32 {
    var writer = StandardOutput(output: output, errors: errors)
    return ComposerCLI.run(arguments, app: ComposerCLITests.pantry, output: &writer)
  }

  @Test func helpOnAFullDiskSaysWhyOnStandardErrorAndExits74() throws {
    let full = try Self.fullDevice()
    defer { close(full) }
    let errors = try Self.readablePipe()
    let status = run(["--help"], output: full, errors: errors.write)
    close(errors.write)
    let text = Self.drain(errors.read)
    close(errors.read)
    #expect(status == ComposerCommand.outputError)
    #expect(text == "composer: cannot write to standard output: \(FileDescriptorIO.describe(ENOSPC))\n")
  }

  @Test func aReaderThatHasGoneIsSilenceAndExit74() throws {
    let gone = try Self.pipeWithoutReader()
    defer { close(gone) }
    let errors = try Self.readablePipe()
    let status = run(["--list-routes"], output: gone, errors: errors.write)
    close(errors.write)
    let text = Self.drain(errors.read)
    close(errors.read)
    #expect(status == ComposerCommand.outputError)
    #expect(text == "")
  }

  @Test func bothStreamsFailingStillEndsWithExit74() throws {
    let full = try Self.fullDevice()
    defer { close(full) }
    #expect(run(["--help"], output: full, errors: full) == ComposerCommand.outputError)
    #expect(run(["nonsense"], output: full, errors: full) == ComposerCommand.outputError)
  }

  @Test func aSimulationStopsAtTheFirstStepNobodyReads() throws {
    let gone = try Self.pipeWithoutReader()
    defer { close(gone) }
    let journey = FileManager.default.temporaryDirectory.appendingPathComponent("gone-\(UUID().uuidString).journey")
    defer { try? FileManager.default.removeItem(at: journey) }
    // A failed expect on the last line: reached, it would print to standard error.
    try Data((String(repeating: "tap pantry\n", count: 50) + "expect tab elsewhere\n").utf8).write(to: journey)
    let errors = try Self.readablePipe()
    let status = run(["simulate", journey.path, "--now", "2024-11-20T09:00:00Z"], output: gone, errors: errors.write)
    close(errors.write)
    let text = Self.drain(errors.read)
    close(errors.read)
    #expect(status == ComposerCommand.outputError)
    #expect(text == "")
  }
}
