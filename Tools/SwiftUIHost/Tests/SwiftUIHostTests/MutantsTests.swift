import Foundation
import Testing

/// The project's own mutants (`Mutants/*.patch`) stay runnable: each applies to today's code and names a
/// host test that exists. `Mutants/run` (by hand: each mutant rebuilds the host) checks that the test kills
/// it; this check runs with every host test, so a change that leaves a mutant stale fails here first.
extension AdapterThroughTheHost {
  @Test func everyMutantAppliesToTodaysCodeAndNamesAHostTest() throws {
    let tests = URL(filePath: #filePath).deletingLastPathComponent()
    let root = tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let mutants = root.appending(path: "Tools/SwiftUIHost/Mutants")
    let patches = try FileManager.default.contentsOfDirectory(atPath: mutants.path()).filter { $0.hasSuffix(".patch") }
      .sorted()
    #expect(patches.count >= 37)
    let sources = try FileManager.default.contentsOfDirectory(atPath: tests.path()).filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: tests.appending(path: $0), encoding: .utf8) }.joined()
    var stale: [String] = []
    var unnamed: [String] = []
    for name in patches {
      let patch = mutants.appending(path: name)
      let killer = try String(contentsOf: patch, encoding: .utf8).split(separator: "\n")
        .first { $0.hasPrefix("Killed-by: ") }?.dropFirst("Killed-by: ".count)
      if !(killer.map { sources.contains("func \($0)(") } ?? false) { unnamed.append(name) }
      let process = Process()
      process.executableURL = URL(filePath: "/usr/bin/env")
      process.arguments = ["patch", "-s", "-p1", "--dry-run", "-d", root.path(), "-i", patch.path()]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 { stale.append(name) }
    }
    #expect(stale == [], "these mutants no longer apply: regenerate each from today's code")
    #expect(unnamed == [], "these mutants name no host test in Killed-by")
  }
}
