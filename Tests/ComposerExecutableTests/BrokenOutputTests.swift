import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `composer` with standard output it cannot write: a full disk or a reader that has gone (SIGPIPE
/// ignored, as under many CI runners). Every command ends with exit 74, never a runtime trap (132).
struct BrokenOutputTests {
  /// Runs the composer with standard output on `output`; returns the status and what it wrote to stderr.
  func run(_ arguments: [String], output: FileHandle) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = try ComposerExecutable.executable()
    process.arguments = arguments
    process.currentDirectoryURL = ComposerExecutable.repositoryRoot
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let text = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: text, as: UTF8.self))
  }

  @Test(arguments: [["--help"], ["--list-routes"], ["graph"], ["validate"], ["open", "demeter://today"]])
  func aFullDiskIsOneLineOnStandardErrorAndExit74(arguments: [String]) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let result = try run(arguments, output: full)
    #expect(result.status == 74)
    #expect(result.stderr == "composer: cannot write to standard output: No space left on device\n")
  }

  @Test func aReaderThatHasGoneIsSilenceAndExit74() throws {
    // The child inherits the ignored SIGPIPE, so its write fails with EPIPE instead of killing it.
    signal(SIGPIPE, SIG_IGN)
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let result = try run(["--list-routes"], output: pipe.fileHandleForWriting)
    try? pipe.fileHandleForWriting.close()
    #expect(result.status == 74)
    #expect(result.stderr == "")
  }
}
