import Foundation
import Testing

/// "A journey file is checked whole first; a bad line anywhere prints nothing and saves nothing": for a path
/// no route matches, a feature command's argument, and a journey reached through a symbolic link.
struct JourneyContractTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("JourneyContractTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  static let badLastLines = [
    "push /nowhere/at/all", "voice sing", "confirm loudly", "push /history/../today",
  ]

  @Test(arguments: badLastLines)
  func aBadLastLinePrintsNothingAndSavesNothing(line: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let journey = folder.appendingPathComponent("bad.journey")
    try Data("tap history\nfab\nbackground\n\(line)\n".utf8).write(to: journey)
    let state = folder.appendingPathComponent("state.json")
    let run = try ComposerExecutable.run(
      ["simulate", journey.path, "--now", "2024-11-20T09:00:00Z", "--state-file", state.path])
    #expect(run.status == 64)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("composer: \(journey.path): line 4: "))
    #expect(!FileManager.default.fileExists(atPath: state.path))
  }

  @Test func aJourneyThroughASymbolicLinkIsCheckedWholeToo() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let journey = folder.appendingPathComponent("bad.journey")
    try Data("tap history\nunknown-step\n".utf8).write(to: journey)
    let link = folder.appendingPathComponent("link.journey")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: journey)
    let run = try ComposerExecutable.run(["simulate", link.path, "--now", "2024-11-20T09:00:00Z"])
    #expect(run.status == 64)
    #expect(run.stdout == "")
  }
}
