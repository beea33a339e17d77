import Foundation
import Testing

/// The quick start (NavigationCore.docc/QuickStartTripPlanner.md) builds Trailhead file by file in a folder of the
/// reader's own: each code block under a `File: \`path\`` line is that file whole, from its first line, and each
/// command block is run in that folder. The last block of each file is the file of `Examples/Trailhead` (the
/// manifest's dependency aside), every source file of the example is shown, and every target a manifest declares
/// has its sources in place before the next command. `ConsumerPackageTests` types the article into a folder
/// outside the repository and runs its commands (`typeIn(_:run:)`).
struct QuickStartArticleTests {
  static let root = ComposerExecutable.repositoryRoot
  static let article = "Modules/NavigationCore/NavigationCore.docc/QuickStartTripPlanner.md"
  static let example = "Examples/Trailhead/"
  /// The line where the article's manifest and the example's differ: the example, inside this repository,
  /// names the package by "../..", the reader by the checkout beside the folder.
  static let readersDependency = #"    .package(path: "../DemeterNavigation")"#
  static let examplesDependency = #"    .package(name: "DemeterNavigation", path: "../..")"#

  /// A block of the article: a file's text (the path in the reader's folder), or the lines of a command block.
  enum Block {
    case file(path: String, body: String)
    case commands([String])
  }

  /// The file blocks and command blocks (```sh) of `article` (this one unless named), in order.
  static func blocks(of article: String = article) throws -> [Block] {
    let text = try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
    var blocks: [Block] = []
    var current: [String]?
    var fence = ""
    var named: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if current == nil {
        if line.hasPrefix("```") {
          (current, fence) = ([], line)
        } else if !line.isEmpty {
          named = Self.path(named: line)
        }
        continue
      }
      if line == "```" {
        if fence == "```sh" {
          blocks.append(.commands(current ?? []))
        } else if let path = named {
          blocks.append(.file(path: path, body: (current ?? []).joined(separator: "\n")))
        }
        (current, named) = (nil, nil)
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The path a `File: \`path\`` line names, if the line is one.
  static func path(named line: String) -> String? {
    guard line.hasPrefix("File: `") else { return nil }
    return line.dropFirst("File: `".count).split(separator: "`").first.map(String.init)
  }

  /// The example's file at `path`, as the reader types it (without its last newline; the manifest with the
  /// reader's dependency).
  static func examplesFile(_ path: String) throws -> String {
    var text = try String(contentsOf: root.appendingPathComponent(example + path), encoding: .utf8)
    if text.hasSuffix("\n") { text.removeLast() }
    return path == "Package.swift" ? text.replacingOccurrences(of: examplesDependency, with: readersDependency) : text
  }

  /// The file blocks of `article` (this one unless named), in order.
  static func fileBlocks(of article: String = article) throws -> [(path: String, body: String)] {
    try blocks(of: article).compactMap { block in
      if case .file(let path, let body) = block { (path, body) } else { nil }
    }
  }

  @Test func theLastBlockOfEachFileIsTheExamplesFile() throws {
    let blocks = try Self.fileBlocks()
    #expect(blocks.count >= 10, "the article shows \(blocks.count) files")
    var last: [String: String] = [:]
    for block in blocks { last[block.path] = block.body }
    for (path, body) in last {
      #expect(body == (try Self.examplesFile(path)), "\(path): its last block differs from the example's file")
    }
    let manifest = try String(
      contentsOf: Self.root.appendingPathComponent(Self.example + "Package.swift"), encoding: .utf8)
    #expect(manifest.contains(Self.examplesDependency + "\n"), "the example names the package otherwise")
  }

  /// What the file starts with, the block starts with: a manifest's tools version and a journey's clock are
  /// read from the first line, so a line naming the file above them breaks what the reader types.
  @Test func everyBlockStartsWithItsFilesFirstLine() throws {
    for block in try Self.fileBlocks() {
      let first = block.body.prefix { $0 != "\n" }
      let filesFirst = try Self.examplesFile(block.path).prefix { $0 != "\n" }
      #expect(first == filesFirst, "\(block.path) starts with \(first)")
      if block.path.hasSuffix("Package.swift") { #expect(first.hasPrefix("// swift-tools-version:")) }
      if block.path.hasSuffix(".journey") { #expect(first.hasPrefix("# now: ")) }
    }
  }

  @Test func theArticleShowsEverySourceFileOfTheExample() throws {
    let shown = Set(try Self.fileBlocks().map(\.path))
    let example = Self.root.appendingPathComponent(Self.example)
    var files = ["Package.swift"]
    let sources = try #require(
      FileManager.default.enumerator(at: example.appendingPathComponent("Sources"), includingPropertiesForKeys: nil))
    for case let url as URL in sources where ["swift", "strings"].contains(url.pathExtension) {
      files.append("Sources/" + (url.path.components(separatedBy: "/Sources/").last ?? url.path))
    }
    #expect(files.count >= 8)
    for file in files { #expect(shown.contains(file), "the article does not show \(file)") }
  }

  /// Each command runs in the reader's folder; when it runs, every target the manifest typed so far declares
  /// has its sources typed already (a target without them fails the build), and the last block builds.
  @Test func eachCommandRunsInTheReadersFolderOnTheFilesTypedBeforeIt() throws {
    var typed: [String: String] = [:]
    var commandBlocks = 0
    for block in try Self.blocks() {
      switch block {
      case .file(let path, let body):
        typed[path] = body
      case .commands(let lines):
        commandBlocks += 1
        for line in lines {
          #expect(line.hasPrefix("swift "), "\(line)")
          #expect(!line.contains("--package-path") && !line.contains("Examples/"), "\(line) is not the reader's")
        }
        let manifest = try #require(typed["Package.swift"], "a command before the manifest")
        for target in Self.declaredTargets(manifest) {
          #expect(
            typed.keys.contains { $0.hasPrefix("Sources/\(target)/") },
            "\(lines.first ?? ""): the manifest declares \(target), whose sources are not typed yet")
        }
      }
    }
    #expect(commandBlocks >= 3)
    guard case .commands(let last) = try Self.blocks().last else {
      Issue.record("the article does not end its steps with a command block")
      return
    }
    #expect(last.contains("swift build"))
  }

  /// The targets a manifest declares, on every platform (`name: "…"` lines of `.target`, `.executableTarget`).
  static func declaredTargets(_ manifest: String) -> [String] {
    manifest.split(separator: "\n").compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("name: \""), trimmed != "name: \"Trailhead\"," else { return nil }
      return trimmed.split(separator: "\"").dropFirst().first.map(String.init)
    }
  }

  /// Types the article into `folder` (the reader's, beside a checkout named DemeterNavigation), block after
  /// block, and runs each command block there as it comes with `run`, which returns the command's exit status
  /// and output. Returns each command with what it printed; stops at the first command that fails.
  static func typeIn(_ folder: URL, run: (String) throws -> (status: Int32, output: String)) throws
    -> [(command: String, output: String)]
  {
    var ran: [(command: String, output: String)] = []
    for block in try blocks() {
      switch block {
      case .file(let path, let body):
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (body + "\n").write(to: file, atomically: true, encoding: .utf8)
      case .commands(let lines):
        for command in lines {
          let result = try run(command)
          try #require(result.status == 0, "\(command) failed:\n\(result.output)")
          ran.append((command, result.output))
        }
      }
    }
    return ran
  }
}
