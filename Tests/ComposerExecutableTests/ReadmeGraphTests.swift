import AppComposition
import Foundation
import NavigationChecks
import NavigationCore
import Testing

/// The README's navigation graph (between `<!-- graph:begin -->` and `<!-- graph:end -->`) is the current
/// output of `composer graph`, computed in-process.
///
/// `DEMETER_RECORD_GOLDEN=1` rewrites the README's section instead of comparing.
struct ReadmeGraphTests {
  static let readme = ComposerExecutable.repositoryRoot.appendingPathComponent("README.md")
  static let begin = "<!-- graph:begin -->"
  static let end = "<!-- graph:end -->"

  @Test func readmeGraphMatchesCurrentGraph() throws {
    let graph = try NavigationGraph(modules: AppComposition.modules).mermaid()
    let section = "\(Self.begin)\n```mermaid\n\(graph)\n```\n\(Self.end)"
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let start = try #require(text.range(of: Self.begin), "README.md has no \(Self.begin) marker")
    let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
    let current = String(text[start.lowerBound..<stop.upperBound])
    if ProcessInfo.processInfo.environment["DEMETER_RECORD_GOLDEN"] == "1" {
      try text.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: section)
        .write(to: Self.readme, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      current == section, "README.md's graph is stale: run DEMETER_RECORD_GOLDEN=1 swift test --filter ReadmeGraphTests"
    )
  }
}
