import Foundation

/// The built `composer` executable, run as a user runs it: SwiftPM builds every product before the tests, so it
/// sits next to the test bundle.
struct ComposerExecutable {
  /// The result of one run.
  struct Run: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String

    /// The golden-file form: the command line, exit status, stdout and stderr.
    func transcript(arguments: [String]) -> String {
      "$ composer \(arguments.joined(separator: " "))\nexit: \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
    }
  }

  /// The repository root (this file is Tests/ComposerTests/ComposerExecutable.swift).
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The directory holding `composer`, found by walking up from the running test executable.
  static let url: URL? = {
    let starts = [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(), Bundle.main.bundleURL]
    for start in starts {
      var directory = start
      for _ in 0..<6 {
        let candidate = directory.appendingPathComponent("composer")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory = directory.deletingLastPathComponent()
      }
    }
    return nil
  }()

  /// Runs `composer` with `arguments` in the repository root, with `input` on stdin.
  static func run(_ arguments: [String], input: String = "") throws -> Run {
    guard let url else { throw MissingExecutable() }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = repositoryRoot
    let (output, error, stdin) = (Pipe(), Pipe(), Pipe())
    process.standardOutput = output
    process.standardError = error
    process.standardInput = stdin
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  struct MissingExecutable: Error, CustomStringConvertible {
    var description: String {
      "no 'composer' executable next to \(CommandLine.arguments[0]); build it with swift build first"
    }
  }
}
