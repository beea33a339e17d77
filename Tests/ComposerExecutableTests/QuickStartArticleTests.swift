import Foundation
import Testing

/// The quick start (NavigationCore.docc/QuickStartTripPlanner.md) builds Trailhead file by file: each code block
/// that names a file of `Examples/Trailhead` on its first line must be that file, whole, as CI builds and runs
/// it, and every source file of the example must be shown, so a newcomer who types the article has the app.
struct QuickStartArticleTests {
  static let root = ComposerExecutable.repositoryRoot
  static let article = "Modules/NavigationCore/NavigationCore.docc/QuickStartTripPlanner.md"

  /// The blocks of `article` that name a file: the path, and the block's text after the naming line.
  static func namedBlocks(of article: String = article) throws -> [(path: String, body: String)] {
    let text = try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
    var blocks: [(path: String, body: String)] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if current == nil {
        if line.hasPrefix("```") && line.count > 3 { current = [] }
        continue
      }
      if line == "```" {
        if let lines = current, let first = lines.first, let path = Self.path(named: first) {
          blocks.append((path, lines.dropFirst().joined(separator: "\n")))
        }
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The path a block's first line names (`// Examples/…`, `# Examples/…`, `/* Examples/… */`), if any.
  static func path(named line: String) -> String? {
    for (open, close) in [("// ", ""), ("# ", ""), ("/* ", " */")]
    where line.hasPrefix(open + "Examples/") && line.hasSuffix(close) {
      return String(line.dropFirst(open.count).dropLast(close.count))
    }
    return nil
  }

  @Test func everySnippetIsTheExamplesFileItNames() throws {
    let blocks = try Self.namedBlocks()
    #expect(blocks.count >= 8, "the article shows \(blocks.count) files")
    for block in blocks {
      let file = try String(contentsOf: Self.root.appendingPathComponent(block.path), encoding: .utf8)
      let expected = file.hasSuffix("\n") ? String(file.dropLast()) : file
      #expect(block.body == expected, "\(block.path) differs from the article's snippet")
    }
  }

  @Test func theArticleShowsEverySourceFileOfTheExample() throws {
    let shown = Set(try Self.namedBlocks().map(\.path))
    let example = Self.root.appendingPathComponent("Examples/Trailhead")
    var files = ["Examples/Trailhead/Package.swift"]
    let sources = try #require(
      FileManager.default.enumerator(at: example.appendingPathComponent("Sources"), includingPropertiesForKeys: nil))
    for case let url as URL in sources where ["swift", "strings"].contains(url.pathExtension) {
      files.append("Examples/Trailhead/Sources/" + (url.path.components(separatedBy: "/Sources/").last ?? url.path))
    }
    #expect(files.count >= 8)
    for file in files { #expect(shown.contains(file), "the article does not show \(file)") }
  }
}
