import Foundation
import NavigationCore
import NavigationFileStore
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--state-file` end to end, on the built `composer` executable: a journey split across runs, `open` over
/// a saved state, and a writer killed mid-save.
struct StateFileTests {
  let folder: URL
  let stateFile: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("StateFileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    stateFile = folder.appendingPathComponent("state.json")
  }

  private func removeFolder() {
    try? FileManager.default.removeItem(at: folder)
  }

  @Test func aJourneySplitAcrossRunsRestoresWithinThirtyMinutesAndStartsFreshAfter() throws {
    defer { removeFolder() }
    let first = try ComposerExecutable.run(
      ["simulate", "-", "--now", "2024-11-20T09:00:00Z", "--state-file", stateFile.path],
      input:
        "tap settings\npush /settings/goals\nedit calories 1850\ntap history\npush /history/2024-11-18\nbackground\n")
    #expect(first.status == 0, "\(first.stderr)")
    #expect(FileManager.default.fileExists(atPath: stateFile.path))

    let second = try ComposerExecutable.run(
      ["simulate", "-", "--now", "2024-11-20T09:30:00Z", "--state-file", stateFile.path, "--json"],
      input: "expect top /history/2024-11-18\ntap settings\nexpect top /settings/goals\nexpect draft calories 1850\n")
    #expect(second.status == 0, "\(second.stdout)\n\(second.stderr)")
    #expect(second.stdout.contains(#""payload":{"calories":"1850"}"#))

    let third = try ComposerExecutable.run(
      ["simulate", "-", "--now", "2024-11-20T09:30:01Z", "--state-file", stateFile.path, "--verbose"],
      input: "expect tab today\nexpect top /today\ntap history\nexpect depth 0\n")
    #expect(third.status == 0, "\(third.stdout)\n\(third.stderr)")
    #expect(third.stderr.contains("launch: fresh start: saved 30m1s ago, more than 30m"))
  }

  @Test func openOverASavedRecordingDefersTheLinkUntilVoiceInputEnds() throws {
    defer { removeFolder() }
    let first = try ComposerExecutable.run(
      ["simulate", "-", "--now", "2024-11-20T09:00:00Z", "--state-file", stateFile.path],
      input: "fab\nvoice start\nvoice transcribe two eggs\nbackground\nterminate\n")
    #expect(first.status == 0, "\(first.stderr)")
    let opened = try ComposerExecutable.run(
      [
        "open", "demeter://history/2024-11-19", "--now", "2024-11-20T09:10:00Z", "--state-file", stateFile.path,
        "--json",
      ]
    )
    #expect(opened.status == 0, "\(opened.stderr)")
    #expect(opened.stdout.contains(#""pendingDeepLink" : "demeter://history/2024-11-19""#), "\(opened.stdout)")
    #expect(opened.stdout.contains(#""phase" : "paused""#), "\(opened.stdout)")
  }

  @Test func aWriterKilledMidSaveAlwaysLeavesALoadableSnapshot() throws {
    defer { removeFolder() }
    let journey = folder.appendingPathComponent("churn.journey")
    let churn = "edit note x\nbackground\nforeground\ntap today\nbackground\nforeground\ntap history\n"
    try ("tap history\npush /history/2024-11-18\n" + String(repeating: churn, count: 400))
      .write(to: journey, atomically: true, encoding: .utf8)
    let arguments = ["simulate", journey.path, "--now", "2024-11-20T09:00:00Z", "--state-file", stateFile.path]
    let seed = try ComposerExecutable.run(
      ["simulate", "-", "--now", "2024-11-20T09:00:00Z", "--state-file", stateFile.path], input: "background\n")
    #expect(seed.status == 0)
    var killed = 0
    for round in 0..<8 {
      let process = Process()
      process.executableURL = try ComposerExecutable.executable()
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      // Kill on what the writer did, not after a guessed sleep: once it has replaced the state file
      // `round + 1` times it is mid-churn (the journey saves 800 times), so the kill lands between or
      // inside its saves on any machine, at a different point each round.
      var seen = fileIdentity(stateFile)
      var replacements = 0
      try process.run()
      let deadline = ContinuousClock.now + .seconds(60)
      while process.isRunning, replacements <= round, ContinuousClock.now < deadline {
        let identity = fileIdentity(stateFile)
        if identity != seen {
          replacements += 1
          seen = identity
        } else {
          usleep(100)
        }
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if process.terminationReason == .uncaughtSignal { killed += 1 }
      let loaded = FileStateStore(url: stateFile).loadResult()
      guard case .success(let snapshot?) = loaded else {
        Issue.record("round \(round): after SIGKILL the state file does not load: \(loaded)")
        continue
      }
      #expect(["history", "today"].contains(snapshot.selectedTab.rawValue))
    }
    #expect(killed > 0, "no writer was still running when killed; the churn journey is too short")
  }

  /// The state file's inode and modification time: each save renames a new file over it, so this changes.
  private func fileIdentity(_ url: URL) -> [Int] {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return [] }
    #if canImport(Darwin)
      return [Int(info.st_ino), info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec]
    #else
      return [Int(info.st_ino), info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
    #endif
  }
}
