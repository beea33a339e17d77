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

  /// The repository root (this file is Tests/ComposerExecutableTests/ComposerExecutable.swift).
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The executable of the live app (Demeter's AppComposition).
  static let live = "composer"
  /// The executable of the fixed fixture composition (Tests/Fixtures/FixtureComposer) the golden files record.
  static let fixture = "FixtureComposer"

  /// The places searched for an executable `name`: up from the running test executable (SwiftPM puts every
  /// product beside the test bundle), then `<repo>/.build/debug` for a plain `swift test`.
  static func candidates(_ name: String) -> [URL] {
    var found: [URL] = []
    let starts = [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(), Bundle.main.bundleURL]
    for start in starts {
      var directory = start
      for _ in 0..<6 {
        found.append(directory.appendingPathComponent(name))
        directory = directory.deletingLastPathComponent()
      }
    }
    found.append(repositoryRoot.appendingPathComponent(".build/debug/\(name)"))
    return found
  }

  /// The executable `name` (the live `composer` unless told), or an error naming every place searched.
  static func executable(_ name: String = live) throws -> URL {
    let candidates = candidates(name)
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
      throw MissingExecutable(name: name, searched: candidates.map(\.path))
    }
    return found
  }

  /// Runs `composer` (or the executable `name`) with `arguments` in the repository root, with `input` on stdin.
  static func run(_ arguments: [String], input: String = "", executable name: String = live) throws -> Run {
    let process = Process()
    process.executableURL = try executable(name)
    process.arguments = arguments
    process.currentDirectoryURL = repositoryRoot
    let (output, error, stdin) = (Pipe(), Pipe(), Pipe())
    process.standardOutput = output
    process.standardError = error
    process.standardInput = stdin
    try process.run()
    // A composer that stops early (a bad line) closes its end: that is an answer, not a crash of the test.
    signal(SIGPIPE, SIG_IGN)
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try? stdin.fileHandleForWriting.close()
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  struct MissingExecutable: Error, CustomStringConvertible {
    var name: String
    var searched: [String]
    var description: String {
      "no '\(name)' executable found (searched \(searched.joined(separator: ", "))); build it with swift build first"
    }
  }
}
