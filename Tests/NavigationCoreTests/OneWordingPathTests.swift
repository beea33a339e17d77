import Foundation
import Testing

/// Issue 57, item 7: English is worded by the tables as every other language is; the engine keeps none of the
/// core's English texts as literals of its own.
struct OneWordingPathTests {
  @Test func noCoreTextIsWrittenOutsideItsTable() throws {
    let core = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Modules/NavigationCore")
    let file = core.appendingPathComponent("Resources/en.lproj/Localizable.strings")
    let english = try #require(
      try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: String])
    // The sentences and clauses of each text, between its placeholders, that are long enough to be words of
    // their own ("Swipe down or press Close to dismiss", "Back or close").
    let phrases = Set(
      english.values.flatMap {
        $0.split(separator: #/%[0-9]+\$@|[.,:;] /#).map {
          $0.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))
        }
      }
      .filter { $0.count >= 12 && $0.first?.isUppercase == true })
    let files = try #require(FileManager.default.enumerator(atPath: core.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    #expect(files.count > 50)
    var found: [String] = []
    for file in files {
      let text = try String(contentsOf: core.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        found += phrases.filter { line.contains("\"" + $0) || line.contains($0 + "\"") }.map { "\(file): \($0)" }
      }
    }
    #expect(found == [])
  }
}
