import Foundation
import Testing

/// Whatever the composer echoes (a journey's text, a stored baseline's routes) is escaped: a newline or an
/// escape code in the input can neither forge a line of the output nor drive the terminal.
struct EchoedInputTests {
  static func hasControlCharacters(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.value == 0x1B || $0 == "\r" }
  }

  @Test func aJourneysEscapeCodesAreEchoedEscaped() throws {
    let run = try ComposerExecutable.run(
      ["simulate", "-", "--now", "2024-11-20T09:00:00Z"], input: "expect toast \u{1B}[2Jforged\r\u{7}\n")
    #expect(run.status == 1)
    #expect(!Self.hasControlCharacters(run.stdout), "\(run.stdout)")
    #expect(!Self.hasControlCharacters(run.stderr), "\(run.stderr)")
    #expect(run.stdout.contains(#"expected "\u{1b}[2Jforged\u{d}\u{7}""#), "\(run.stdout)")
  }

  @Test func aBadJourneyLineIsEchoedEscaped() throws {
    let run = try ComposerExecutable.run(
      ["simulate", "-", "--now", "2024-11-20T09:00:00Z"], input: "tap \u{1B}[31mnowhere\n")
    #expect(run.status == 64)
    #expect(!Self.hasControlCharacters(run.stderr), "\(run.stderr)")
  }

  @Test func aBaselineCannotForgeValidateOkAndARouteNoModuleRegistersIsAFinding() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("EchoedInputTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let committed = ComposerExecutable.repositoryRoot.appendingPathComponent("LinkBaseline.json")
    var baseline = try JSONSerialization.jsonObject(with: Data(contentsOf: committed)) as! [String: Any]
    var entries = baseline["entries"] as! [[String: Any]]
    entries.append([
      "kind": "route", "module": "Gone", "route": "gone\nok: 5 modules, 9 routes, no findings", "pattern": "gone",
      "exposure": ["customScheme"], "links": [String](),
    ])
    baseline["entries"] = entries
    let file = folder.appendingPathComponent("baseline.json")
    try JSONSerialization.data(withJSONObject: baseline).write(to: file)
    let run = try ComposerExecutable.run(["validate", "--baseline", file.path])
    #expect(run.status == 1, "\(run.stdout)")
    #expect(!run.stdout.split(separator: "\n").contains { $0.hasPrefix("ok:") }, "\(run.stdout)")
    #expect(run.stdout.contains("the route is no longer registered"), "\(run.stdout)")
  }

  @Test func aBaselineLinkThatNowOpensAnotherRouteFailsValidate() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("EchoedInputTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let committed = ComposerExecutable.repositoryRoot.appendingPathComponent("LinkBaseline.json")
    let text = try String(contentsOf: committed, encoding: .utf8)
    // Settings' root links, recorded as if they opened Settings' goals.
    let moved = text.replacingOccurrences(of: #""route" : "settings.root""#, with: #""route" : "settings.goals""#)
    #expect(moved != text)
    let file = folder.appendingPathComponent("baseline.json")
    try Data(moved.utf8).write(to: file)
    let run = try ComposerExecutable.run(["validate", "--baseline", file.path])
    #expect(run.status == 1, "\(run.stdout)")
    #expect(run.stdout.contains("now opens 'settings.root'"), "\(run.stdout)")
  }
}
