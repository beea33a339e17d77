import Foundation
import Testing

/// Every relative link of the README and of DESIGN.md names a file or folder in the repository.
struct ReadmeLinkTests {
  @Test(arguments: ["README.md", "DESIGN.md"])
  func everyRelativeLinkResolvesInsideTheRepository(document: String) throws {
    let root = ComposerExecutable.repositoryRoot
    let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    let targets = text.split(separator: "](").dropFirst().compactMap { $0.split(separator: ")").first }
      .map(String.init).filter { !$0.contains("://") && !$0.hasPrefix("#") && !$0.hasPrefix("mailto:") }
    for target in targets {
      let path = String(target.split(separator: "#").first ?? "")
      #expect(
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path),
        "\(document) links to \(target), which is not in the repository")
    }
  }
}
