import Foundation
import Testing

/// End-to-end runs of the composer, compared byte for byte with Tests/ComposerExecutableTests/Golden/*.txt.
///
/// They run the fixture composer (Tests/Fixtures/FixtureComposer: the composer library over a fixed list of
/// modules), not the live app, so a feature module added to Demeter changes no golden file.
/// `DEMETER_RECORD_GOLDEN=1 swift test --filter ComposerExecutableTests` re-records the files instead of comparing.
struct GoldenTests {
  static let golden = ComposerExecutable.repositoryRoot.appendingPathComponent("Tests/ComposerExecutableTests/Golden")
  static let recording = ProcessInfo.processInfo.environment["DEMETER_RECORD_GOLDEN"] == "1"

  /// Golden name → arguments.
  static let cases: [(String, [String])] = [
    ("help", ["--help"]),
    ("list-routes", ["--list-routes"]),
    ("list-routes-json", ["--list-routes", "--json"]),
    ("list-commands", ["--list-commands"]),
    ("open", ["open", "demeter://history/2024-11-18", "--now", "2024-11-20T09:00:00Z"]),
    ("open-json", ["open", "demeter://history/2024-11-18", "--now", "2024-11-20T09:00:00Z", "--json"]),
    ("open-garbage", ["open", "garbage", "--now", "2024-11-20T09:00:00Z"]),
    ("validate", ["validate"]),
    ("validate-json", ["validate", "--json"]),
    ("baseline", ["baseline"]),
    ("graph-mermaid", ["graph"]),
    ("graph-dot", ["graph", "--format", "dot"]),
    ("export-aasa", ["export", "aasa"]),
    ("export-aasa-app-id", ["export", "aasa", "--app-id", "ABCDE12345.app.demeter"]),
    ("export-url-types", ["export", "url-types"]),
    ("unknown-command", ["frobnicate"]),
    ("unknown-flag", ["validate", "--frobnicate"]),
    (
      "simulate-failing-expect",
      ["simulate", "Tests/ComposerExecutableTests/Golden/failing-expect.journey", "--now", "2024-11-20T09:00:00Z"]
    ),
    (
      "simulate-bad-line",
      ["simulate", "Tests/ComposerExecutableTests/Golden/bad-line.journey", "--now", "2024-11-20T09:00:00Z"]
    ),
    ("help-list-routes", ["--list-routes", "--help"]),
    ("help-baseline", ["baseline", "--help"]),
    ("help-list-commands", ["--list-commands", "--help"]),
    ("help-open", ["open", "--help"]),
    ("help-simulate", ["simulate", "--help"]),
    ("help-validate", ["validate", "--help"]),
    ("help-graph", ["graph", "--help"]),
    ("help-export", ["export", "--help"]),
  ]

  @Test(arguments: cases)
  func outputMatchesGoldenFile(name: String, arguments: [String]) throws {
    let transcript = try ComposerExecutable.run(arguments, executable: ComposerExecutable.fixture).transcript(
      arguments: arguments)
    let file = Self.golden.appendingPathComponent("\(name).txt")
    if Self.recording {
      try Data(transcript.utf8).write(to: file)
      return
    }
    let expected = try #require(
      FileManager.default.contents(atPath: file.path), "missing \(file.path): record with DEMETER_RECORD_GOLDEN=1")
    #expect(transcript == String(decoding: expected, as: UTF8.self), "\(name).txt differs")
  }

  @Test(arguments: ["--list-routes", "--list-commands", "open", "simulate", "validate", "graph", "export"])
  func unknownFlagIsOneLineUsageErrorWithHint(command: String) throws {
    let run = try ComposerExecutable.run([command, "--no-such-flag"])
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(run.stderr.contains("(try 'composer \(command) --help')"))
  }

  @Test(arguments: ["--list-routes", "--list-commands", "open", "simulate", "validate", "graph", "export"])
  func everyCommandHasHelp(command: String) throws {
    let run = try ComposerExecutable.run([command, "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("composer \(command)"))
    #expect(run.stderr.isEmpty)
  }

  @Test func badFormatAndExportKindAreUsageErrors() throws {
    #expect(try ComposerExecutable.run(["graph", "--format", "svg"]).status == 64)
    #expect(try ComposerExecutable.run(["export", "sitemap"]).status == 64)
    #expect(try ComposerExecutable.run(["export", "aasa", "--app-id", "no-dot"]).status == 64)
  }
}
