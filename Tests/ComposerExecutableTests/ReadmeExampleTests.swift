import Foundation
import Testing

/// The README's usage example is real output: every `$ swift run composer ...` line of its `console`
/// blocks is run, and what follows it must be exactly what the composer prints.
struct ReadmeExampleTests {
  struct Example {
    var arguments: [String]
    var expected: String
  }

  static func examples() throws -> [Example] {
    let readme = try String(
      contentsOf: ComposerExecutable.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var examples: [Example] = []
    var current: Example?
    var inConsole = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line == "```console" {
        inConsole = true
        continue
      }
      guard inConsole else { continue }
      if line == "```" || line.hasPrefix("$ ") {
        if let done = current { examples.append(done) }
        current = nil
        if line == "```" {
          inConsole = false
          continue
        }
      }
      if line.hasPrefix("$ swift run composer ") {
        let arguments = line.dropFirst("$ swift run composer ".count).split(separator: " ").map(String.init)
        current = Example(arguments: arguments, expected: "")
      } else if current != nil {
        current?.expected += line + "\n"
      }
    }
    return examples
  }

  @Test func theReadmesUsageExampleIsWhatTheComposerPrints() throws {
    let examples = try Self.examples()
    #expect(!examples.isEmpty, "the README has no `$ swift run composer` example")
    for example in examples {
      let run = try ComposerExecutable.run(example.arguments)
      #expect(run.status == 0)
      #expect(run.stdout == example.expected, "composer \(example.arguments.joined(separator: " "))")
    }
  }
}
