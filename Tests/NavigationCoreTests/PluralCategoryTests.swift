import Foundation
import NavigationCore
import Testing

/// CLDR's plural rules for the languages an app is likely to add, and a module table (Resources/PluralFixture)
/// that words a count in English, German, French and Polish.
struct PluralCategoryTests {
  enum FixtureText: String, StringTableKey {
    case title = "fixture.title"
    case files = "fixture.files"

    static var bundle: Bundle {
      Bundle.module.url(forResource: "PluralFixture", withExtension: nil, subdirectory: "Resources")
        .flatMap(Bundle.init(url:)) ?? .module
    }
  }

  private func categories(_ counts: [Int], _ language: String) -> [PluralCategory] {
    counts.map { PluralCategory($0, language: language) }
  }

  @Test func englishAndGermanCallOnlyOneOne() {
    for language in ["en", "de", "de-AT"] {
      #expect(
        categories([0, 1, 2, 11, 21, 1_000_000, -1], language) == [.other, .one, .other, .other, .other, .other, .one])
    }
  }

  @Test func frenchCallsZeroOneAndAMillionMany() {
    #expect(
      categories([0, 1, 2, 100, 1_000_000, 3_000_000, 1_000_001], "fr") == [
        .one, .one, .other, .other, .many, .many, .other,
      ])
    #expect(PluralCategory(0, language: "fr-CA") == .one)
  }

  @Test func polishFollowsTheLastDigitsButNotTheTeens() {
    #expect(
      categories([1, 2, 3, 4, 5, 0, 11, 12, 14, 21, 22, 24, 25, 102, 112, 1_000], "pl") == [
        .one, .few, .few, .few, .many, .many, .many, .many, .many, .many, .few, .few, .many, .few, .many, .many,
      ])
    #expect(PluralCategory(-2, language: "pl_PL") == .few)
  }

  @Test func aLanguageWithoutARuleUsesEnglishsRule() {
    #expect(categories([0, 1, 2], "ja") == [.other, .one, .other])
    #expect(PluralCategory.categories(of: "sw") == [.one, .other])
    #expect(PluralCategory.categories(of: "pl") == [.one, .few, .many, .other])
  }

  @Test func aFixtureTableWordsEachCountInItsLanguage() {
    let polish = Localization(language: "pl")
    #expect(
      [1, 2, 5, 12, 22].map { FixtureText.files.text(in: polish, count: $0) } == [
        "1 plik", "2 pliki", "5 plików", "12 plików", "22 pliki",
      ])
    let french = Localization(language: "fr")
    #expect(
      [0, 2, 2_000_000].map { FixtureText.files.text(in: french, count: $0) } == [
        "0 fichier", "2 fichiers", "2000000 de fichiers",
      ])
    #expect(FixtureText.files.text(in: Localization(language: "de"), count: 1) == "1 Datei")
  }

  @Test func aLanguageWithoutATableCountsByEnglishsRule() throws {
    // Russian has no table here: the English text answers, and its rule picks the form (0 files, not 0 file).
    #expect(FixtureText.files.text(in: Localization(language: "ru"), count: 0) == "0 files")
    // A module without a French table: French's rule would call 0 `one`, but the text is English.
    let englishOnly = try #require(
      Bundle.module.url(forResource: "EnglishOnlyFixture", withExtension: nil, subdirectory: "Resources")
        .flatMap(Bundle.init(url:)))
    let french = Localization(language: "fr")
    #expect(french.text("fixture.files", count: 0, in: englishOnly) == "0 files")
    #expect(french.text("fixture.files", count: 1, in: englishOnly) == "1 file")
    // French has no core table: the core's English badge counts 0 by English's rule too.
    let label = Localization(language: "fr").core("chrome.tab.badge", count: 0, "History")
    #expect(label == "History, 0 new")
  }

  @Test func aFormTheTableLacksFallsBackToOther() {
    let app = Localization(
      language: "pl",
      overrides: ["chrome.tab.badge.one": "%2$@, %1$@ nowy", "chrome.tab.badge.other": "%2$@, %1$@ nowe"])
    #expect(app.core("chrome.tab.badge", count: 1, "Historia") == "Historia, 1 nowy")
    #expect(app.core("chrome.tab.badge", count: 3, "Historia") == "Historia, 3 nowe")
    let full = Localization(
      language: "pl",
      overrides: [
        "chrome.tab.badge.one": "%2$@, %1$@ nowy", "chrome.tab.badge.few": "%2$@, %1$@ nowe",
        "chrome.tab.badge.many": "%2$@, %1$@ nowych", "chrome.tab.badge.other": "%2$@, %1$@ nowego",
      ])
    #expect(
      [3, 5].map { full.core("chrome.tab.badge", count: $0, "Historia") } == [
        "Historia, 3 nowe", "Historia, 5 nowych",
      ])
  }

  @Test func theFixtureTablesHaveEveryFormTheirLanguagesNeed() {
    #expect(Localization.languages(in: FixtureText.bundle) == ["de", "en", "fr", "pl"])
    #expect(FixtureText.tableProblems == [])
  }

  @Test func aTranslationLackingAFormItsLanguageNeedsIsAProblem() {
    let english = ["n.one": "%1$@ file", "n.other": "%1$@ files", "title": "Files"]
    let polish = ["n.one": "%1$@ plik", "n.other": "%1$@ pliku", "title": "Pliki", "n.few": "pliki"]
    #expect(
      Localization.problems(reference: english, translation: polish, language: "pl") == [
        "placeholders differ in n.few", "missing n.many",
      ])
    let german = ["n.one": "%1$@ Datei", "n.other": "%1$@ Dateien", "n.few": "%1$@ Dateien", "title": "Dateien"]
    #expect(
      Localization.problems(reference: english, translation: german, language: "de") == [
        "not a plural form of de: n.few"
      ])
  }
}
