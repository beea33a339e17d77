import Foundation
import Testing

@testable import NavigationCore

/// A language identifier from outside is read by BCP 47's rules in one place (issue 57, items 1–3).
struct LanguageTagTests {
  @Test func aTagIsKeptInItsCanonicalCase() throws {
    let tags = [
      ("DE", "de"), ("de-de", "de-DE"), ("es-419", "es-419"), ("zh-hant-tw", "zh-Hant-TW"), ("en_gb", "en-GB"),
      ("de-CH-1996", "de-CH-1996"), ("sl-rozaj-biske", "sl-rozaj-biske"), ("X-Pseudo", "x-pseudo"),
      ("en-US-u-ca-gregory", "en-US-u-ca-gregory"), ("zh-yue-HK", "zh-yue-HK"), ("de-DE-x-phonebk", "de-DE-x-phonebk"),
    ]
    for (text, canonical) in tags {
      #expect(try LanguageTag.parse(text).get().description == canonical, "\(text)")
    }
    #expect(Localization(language: "DE").language == "de")
  }

  @Test func whatIsNotATagIsRefusedWithItsReason() {
    #expect(LanguageTag.parse("") == .failure(.empty))
    #expect(LanguageTag.parse(String(repeating: "a", count: LanguageTag.maximumLength + 1)) == .failure(.tooLong))
    for text in [
      "-", "_", "de--DE", "de-", "-de", "1de", "d", "de-DE-DE", "de-1996-1996", "de-x", "en-a-bb-a-cc", "ü",
      "de DE", "--json", "../x", "de-Latn-Latn", "abcdefghi",
    ] {
      #expect(LanguageTag.parse(text) == .failure(.malformed), "\(text)")
    }
  }

  @Test func theFallbackChainIsTheTagItsLanguageThenEnglish() {
    #expect(Localization(language: "de-CH").candidates == ["de-CH", "de", "en"])
    #expect(Localization(language: "x-pseudo").candidates == ["x-pseudo", "en"])
    #expect(Localization(language: "EN").candidates == ["en"])
    // The device's language, whatever it is, never reaches a table unread: what is no tag reads as English.
    #expect(Localization(language: "../de").language == "en")
    var set = Localization.english
    set.language = "DE-ch"
    #expect(set.language == "de-CH" && set.candidates == ["de-CH", "de", "en"])
    set.language = "# locale: de"
    #expect(set.language == "en" && set.candidates == ["en"])
    // Case carries no meaning: an upper-case tag finds the German table.
    #expect(Localization(language: "DE").core("chrome.back", "Kalender") == "Zurück: Kalender")
  }
}
