import Foundation
import Testing

/// The README is a newcomer's page, and what it says of the composer is what the composer says of itself.
struct ReadmeCommandTests {
  static func readme() throws -> String {
    try String(contentsOf: ComposerExecutable.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The composer table's synopses (its first column), unescaped: `composer simulate FILE|- [--now ...]`.
  static func readmeSynopses() throws -> [String] {
    try readme().split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `composer ") else { return nil }
      let cell = line.dropFirst(3).prefix { $0 != "`" }
      return cell.replacingOccurrences(of: "\\|", with: "|")
    }
  }

  // What a newcomer reads in one sitting; the contract and the architecture are DESIGN.md's, the
  // measurements Tools/Benchmarks/RESULTS.md's (issue 41). The navigation graph is the composer's output and
  // grows by a few lines with each feature Tools/new-feature adds: it counts at most at its size for the
  // five features of today (42 lines with its markers), so adding a feature never fails this test, while
  // prose added to the README does.
  @Test func theReadmeIsAtMostTwoHundredLines() throws {
    let text = try Self.readme()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let graph = try #require(text.range(of: ReadmeGraphTests.begin)).lowerBound
    let graphEnd = try #require(text.range(of: ReadmeGraphTests.end)).upperBound
    let graphLines = text[graph..<graphEnd].split(separator: "\n", omittingEmptySubsequences: false).count
    let counted = lines - max(0, graphLines - 42)
    #expect(counted <= 200, "README.md is \(counted) lines; move what a newcomer does not need to DESIGN.md or DocC")
  }

  // The first line of `composer COMMAND --help` is its synopsis, generated from the declaration its arguments
  // are parsed by; the README's table shows exactly those lines, one per command of the top-level help.
  @Test func everyReadmeSynopsisIsTheFirstLineOfItsCommandsHelp() throws {
    let synopses = try Self.readmeSynopses()
    let usage = try ComposerExecutable.run(["--help"]).stdout
    let commands = usage.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("  composer "), !line.contains("COMMAND --help") else { return nil }
      return line.dropFirst("  composer ".count).split(separator: " ").first.map(String.init)
    }
    #expect(!commands.isEmpty, "composer --help lists no command")
    #expect(synopses.count == commands.count, "README rows: \(synopses); commands in --help: \(commands)")
    for command in commands {
      let help = try ComposerExecutable.run([command, "--help"])
      let synopsis = help.stdout.split(separator: "\n").first.map(String.init) ?? ""
      #expect(help.status == 0)
      #expect(synopses.contains(synopsis), "README's composer table lacks `\(synopsis)`")
    }
  }
}
