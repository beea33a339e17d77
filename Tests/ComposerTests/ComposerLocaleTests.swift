import Testing

/// `--locale` changes the texts a person sees or hears, and only those; English is the default.
struct ComposerLocaleTests {
  @Test func germanBackLabelForADay() throws {
    let opened = try ComposerExecutable.run(
      ["open", "demeter://history/2024-11-18", "--now", "2024-11-20T09:00:00Z", "--locale", "de", "--json"])
    #expect(opened.status == 0, "\(opened.stderr)")
    #expect(opened.stdout.contains(#""backLabel" : "Zurück: Kalender""#), "\(opened.stdout)")
    #expect(opened.stdout.contains(#""title" : "18. November 2024""#), "\(opened.stdout)")
  }

  @Test func aLanguageWithoutATableAndTheDefaultReadEnglish() throws {
    let french = try ComposerExecutable.run(
      ["open", "demeter://history/2024-11-18", "--now", "2024-11-20T09:00:00Z", "--locale", "fr", "--json"])
    let plain = try ComposerExecutable.run(
      ["open", "demeter://history/2024-11-18", "--now", "2024-11-20T09:00:00Z", "--json"])
    #expect(french.status == 0, "\(french.stderr)")
    #expect(french.stdout.contains(#""backLabel" : "Back to "#), "\(french.stdout)")
    #expect(plain.stdout.contains(#""title" : "November 18, 2024""#), "\(plain.stdout)")
    // Foundation writes the date in French (it knows the language); every table text reads English.
    #expect(french.stdout.contains(#""title" : "18 novembre 2024""#), "\(french.stdout)")
  }

  @Test func aLanguageWithoutATableIsEnglishOnAScreenWithoutADate() throws {
    let french = try ComposerExecutable.run([
      "open", "demeter://today", "--now", "2024-11-20T09:00:00Z", "--locale", "fr",
    ])
    let plain = try ComposerExecutable.run(["open", "demeter://today", "--now", "2024-11-20T09:00:00Z"])
    #expect(french.status == 0, "\(french.stderr)")
    #expect(french.stdout == plain.stdout)
  }

  @Test func aBadLinksToastIsInGermanOrEnglishAndEverythingElseStaysEnglish() throws {
    let german = try ComposerExecutable.run(["open", "demeter://nowhere", "--locale", "de"])
    let french = try ComposerExecutable.run(["open", "demeter://nowhere", "--locale", "fr"])
    let plain = try ComposerExecutable.run(["open", "demeter://nowhere"])
    #expect(german.stdout.contains(#"toast "Diese Seite wurde nicht gefunden.""#), "\(german.stdout)")
    #expect(french.stdout == plain.stdout)
    #expect(plain.stdout.contains(#"toast "That page couldn’t be found.""#), "\(plain.stdout)")
    // Only the toast's line differs: the outcome, the events and the announcement event stay English.
    let differing = zip(german.stdout.split(separator: "\n"), plain.stdout.split(separator: "\n")).filter { $0 != $1 }
    #expect(differing.count == 1 && differing.first?.0.contains("toast") == true, "\(german.stdout)")
  }

  @Test func aMalformedLocaleIsAUsageError() throws {
    let run = try ComposerExecutable.run(["open", "demeter://today", "--locale", "../x"])
    #expect(run.status == 64, "\(run.stderr)")
  }
}
