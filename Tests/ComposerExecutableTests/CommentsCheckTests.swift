import Foundation
import Testing

/// Tools/check-comments (CI's cheap checks): a comment in Modules states the rule its code keeps; what a line
/// costs is measured in Tools/Benchmarks/RESULTS.md. Each planted comment that justifies its code by its cost
/// fails the check with its line; a rule's own numbers, and text that is no comment, pass.
struct CommentsCheckTests {
  /// Runs the check on a file holding `source` (on Modules when nil).
  func check(_ source: String? = nil) throws -> (status: Int32, output: String) {
    let root = ComposerExecutable.repositoryRoot
    guard let source else { return try Shell.run("Tools/check-comments 2>&1", in: root) }
    let planted = FileManager.default.temporaryDirectory.appendingPathComponent("planted-\(UUID()).swift")
    try source.write(to: planted, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: planted) }
    return try Shell.run("Tools/check-comments '\(planted.path)' 2>&1", in: root)
  }

  @Test func theModulesAsTheyArePass() throws {
    let run = try check()
    #expect(run.status == 0, "\(run.output)")
  }

  @Test(arguments: [
    "/// Kept as a `Bool` for speed.",
    "  // The resolver's hot path.",
    "  /// A deletion costs one lookup, not a scan.",
    "let a = 1  // cheaper than hashing the name",
    "/// Out of line, so that the caller stays small.",
    "/* Avoids an allocation an input. */",
    "/// A push takes 2 µs and a back 800 ns.",
    "/// The flat layout is 12% of a push.",
    "/// A flat trie: 3× smaller than a dictionary.",
    "/// The layout saves 16 bytes a node.",
  ])
  func aCommentThatJustifiesItsCodeByItsCostFails(comment: String) throws {
    let run = try check("struct Planted {}\n\(comment)\nlet planted = 0\n")
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains(":2: \(comment)"), "\(run.output)")
  }

  @Test func aRulesOwnNumbersAndTextThatIsNoCommentPass() throws {
    let run = try check(
      """
      /// Echoes at most about 100 characters of input; a link is at most 2,048 UTF-8 bytes.
      /// A launch within 30 minutes restores the screens; a tab switch is a 100 ms cross-fade.
      /// `%2F` and `%C3%97` are escapes; the clock holds about 292 years.
      let link = "https://example.com/fast/cheap"  // a link's path, as the user wrote it
      let text = \"""
        the fast path costs 2 µs
        \"""
      """)
    #expect(run.status == 0, "\(run.output)")
  }
}
