import Foundation
import Testing

/// The article "Running your screens in the headless host" (NavigationCore.docc/RunningYourScreensInTheHost.md)
/// is what CI runs on Trailhead: each file it shows is that file whole, and each command of its shell blocks is
/// a line of `.ci/run`.
struct HostArticleTests {
  static let article = "Modules/NavigationCore/NavigationCore.docc/RunningYourScreensInTheHost.md"

  @Test func everySnippetIsTheFileItNames() throws {
    let blocks = try QuickStartArticleTests.fileBlocks(of: Self.article)
    #expect(blocks.map(\.path) == ["Examples/Trailhead/HostTests/TrailheadChecksTests.swift"])
    for block in blocks {
      let file = try String(
        contentsOf: QuickStartArticleTests.root.appendingPathComponent(block.path), encoding: .utf8)
      #expect(block.body + "\n" == file, "\(block.path) differs from the article's snippet")
    }
  }

  @Test func theArticlesCommandsAreLinesOfCI() throws {
    let root = QuickStartArticleTests.root
    let text = try String(contentsOf: root.appendingPathComponent(Self.article), encoding: .utf8)
    let ci = try String(contentsOf: root.appendingPathComponent(".ci/run"), encoding: .utf8)
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    var commands: [String] = []
    var inShell = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        inShell = line == "```bash"
      } else if inShell {
        commands.append(line)
      }
    }
    #expect(commands.contains { $0.hasPrefix("Tools/host-for ") }, "\(commands)")
    for command in commands {
      #expect(ci.contains { $0 == command || $0.hasPrefix(command + " ") }, "\(command) is not a line of .ci/run")
    }
  }
}
