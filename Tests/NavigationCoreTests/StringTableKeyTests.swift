import Foundation
import NavigationCore
import Testing

/// A feature's keys and the check every feature's test runs over its tables.
struct StringTableKeyTests {
  enum SampleText: String, StringTableKey {
    case title = "sample.title"
    case row = "sample.row"

    static var bundle: Bundle { .main }
  }

  @Test func tablesInStepHaveNoProblems() {
    let english = ["sample.title": "Calendar", "sample.row": "%1$@, %2$@ kcal"]
    let german = ["sample.title": "Kalender", "sample.row": "%1$@, %2$@ kcal"]
    #expect(SampleText.tableProblems(keys: ["sample.title", "sample.row"], english: english, german: german) == [])
  }

  @Test func aKeyWithoutEnglishATextWithoutAKeyAndAGermanGapAreEachReported() {
    let problems = SampleText.tableProblems(
      keys: ["sample.title", "sample.row"], english: ["sample.title": "Calendar", "sample.old": "Old"],
      german: ["sample.title": "Kalender %1$@", "sample.old": "Alt"])
    #expect(
      problems == [
        "no English text for sample.row", "not a key of SampleText: sample.old", "placeholders differ in sample.title",
      ])
  }

  @Test func aModuleWithoutATableIsReported() {
    #expect(SampleText.tableProblems(keys: [], english: nil, german: [:]) == ["no English table"])
    #expect(SampleText.tableProblems(keys: [], english: [:], german: nil) == ["no German table"])
  }

  @Test func aTextOfABundleWithoutTheTableFallsBackToItsKey() {
    // The test bundle ships no table: the lookup answers with the key rather than crash, which is what the
    // table check above exists to catch before it ships.
    #expect(SampleText.title.text(in: .english) == "sample.title")
    #expect(SampleText.title.text(in: .pseudo) == "⟦sample.title⟧")
  }
}
