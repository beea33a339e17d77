import Foundation
import Testing

/// `swift test --filter NAME` selects by a regular expression over `Module.Type/test`, in XCTest and Swift
/// Testing alike: a test target's name must be part of no other test module's name, and of no type or test
/// declared in another, or a team that runs its own tests runs another's too (issue 52: `--filter
/// ComposerTests` ran `NavigationComposerTests`).
struct TestTargetNameTests {
  /// The test targets Package.swift declares, each with its folder.
  static func testTargets() throws -> [(name: String, path: String)] {
    let manifest = try String(
      contentsOf: ComposerExecutable.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let declaration = /\.testTarget\(\s*name: "([A-Za-z0-9]+)",(?:.|\n)*?path: "([^"]+)"/
    return manifest.matches(of: declaration).map { (String($0.output.1), String($0.output.2)) }
  }

  @Test func everyTestTargetsFilterSelectsOnlyItself() throws {
    let targets = try Self.testTargets()
    #expect(targets.count >= 12, "\(targets.map(\.name))")
    var clashes: [String] = []
    for target in targets {
      for other in targets where other.name != target.name && other.name.contains(target.name) {
        clashes.append("--filter \(target.name) selects the module \(other.name)")
      }
    }
    let declared = /(?:struct|class|enum|actor|extension|func)\s+([A-Za-z_][A-Za-z0-9_]*)/
    for module in targets {
      let folder = ComposerExecutable.repositoryRoot.appendingPathComponent(module.path)
      let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
      for file in files where file.hasSuffix(".swift") {
        let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for name in source.matches(of: declared).map({ String($0.output.1) }) {
          for target in targets where target.name != module.name && name.contains(target.name) {
            clashes.append("--filter \(target.name) selects \(module.name).\(name) (\(module.path)/\(file))")
          }
        }
      }
    }
    #expect(clashes == [])
  }
}
