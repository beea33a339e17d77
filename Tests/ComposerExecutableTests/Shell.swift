import Foundation

/// A bash command run in a folder, for the end-to-end tests that build a copy of the repository.
enum Shell {
  /// Runs `command` with bash in `directory`; stdout (and stderr where the command redirects it) as text.
  static func run(_ command: String, in directory: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
