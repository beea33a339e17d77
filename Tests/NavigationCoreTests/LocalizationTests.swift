import NavigationCore
import Testing

/// The core's string tables and the lookup every text goes through.
struct LocalizationTests {
  @Test func germanIsCompleteAndInStepWithEnglish() throws {
    let english = try #require(Localization.coreTable("en"))
    let german = try #require(Localization.coreTable("de"))
    #expect(!english.isEmpty)
    #expect(Localization.problems(reference: english, translation: german, language: "de") == [])
  }

  @Test func aKeyMissingInTheTranslationIsAProblem() {
    let problems = Localization.problems(
      reference: ["chrome.back": "Back to %1$@", "toast.x": "X"], translation: ["chrome.back": "Zurück: %1$@"],
      language: "de")
    #expect(problems == ["missing toast.x"])
  }

  @Test func placeholdersThatDifferAreAProblemButReorderingIsNot() {
    let reference = ["a": "%1$@ of %2$@"]
    #expect(Localization.problems(reference: reference, translation: ["a": "%2$@ von %1$@"], language: "de") == [])
    #expect(
      Localization.problems(reference: reference, translation: ["a": "%1$@ von"], language: "de") == [
        "placeholders differ in a"
      ])
    // `%2$d` is no placeholder: shown as written, and the translation then lacks `%2$@`.
    #expect(
      Localization.problems(reference: reference, translation: ["a": "%1$@ von %2$d"], language: "de") == [
        "de a has %2$d, which is shown as written (only %N$@ is filled)", "placeholders differ in a",
      ])
  }

  @Test func germanIsLookedUpAndFormatted() {
    let german = Localization(language: "de")
    #expect(german.core("chrome.back", "Kalender") == "Zurück: Kalender")
    #expect(Localization(language: "de-AT").core("chrome.back", "Kalender") == "Zurück: Kalender")
    #expect(german.core("chrome.tab", "Heute", "1", "3") == "Heute, Tab, 1 von 3")
  }

  @Test func aLanguageWithoutATableFallsBackToEnglishNotToTheKey() {
    #expect(Localization(language: "fr").core("chrome.back", "Calendar") == "Back to Calendar")
    #expect(Localization(language: "fr").core("toast.linkFailed") == "That link couldn’t be opened.")
  }

  @Test func anAppOverridesACoreText() {
    let app = Localization(language: "en", overrides: ["chrome.back": "Return to %1$@"])
    #expect(app.core("chrome.back", "Calendar") == "Return to Calendar")
    #expect(app.core("toast.linkFailed") == "That link couldn’t be opened.")
  }

  @Test func aCountPicksItsKeyByPluralCategory() {
    #expect(PluralCategory(1, language: "en") == .one)
    #expect(PluralCategory(0, language: "de") == .other)
    #expect(PluralCategory(2, language: "de") == .other)
    #expect(
      Localization.english.core("chrome.tab.badge", count: 3, "History, tab, 2 of 3") == "History, tab, 2 of 3, 3 new")
    let german = Localization(language: "de")
    #expect(german.core("chrome.tab.badge", count: 1, "Verlauf, Tab, 2 von 3") == "Verlauf, Tab, 2 von 3, 1 Hinweis")
    #expect(german.core("chrome.tab.badge", count: 0, "Verlauf, Tab, 2 von 3") == "Verlauf, Tab, 2 von 3, 0 Hinweise")
  }

  @Test func thePseudoLocaleMarksEveryTextAndAKeptTextIsWordedWhenShown() {
    #expect(Localization.pseudo.core("chrome.back", "Calendar") == "⟦Back to Calendar⟧")
    let toast = LocalizedText("chrome.back", "Kalender")
    #expect(toast.resolved(in: Localization(language: "de")) == "Zurück: Kalender")
    #expect(toast.english == "Back to Kalender")
  }
}
