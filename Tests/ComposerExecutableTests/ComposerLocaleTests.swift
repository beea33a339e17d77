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
    // One fallback for every word: the day is English too, as the texts beside it are (issue 57, item 4).
    #expect(french.stdout.contains(#""title" : "November 18, 2024""#), "\(french.stdout)")
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

  /// Issue 57, item 1: a language tag's case carries no meaning.
  @Test func aLocaleIsReadWhateverItsCase() throws {
    let upper = try ComposerExecutable.run(
      ["open", "demeter://history/2024-11-18", "--now", "2024-11-20T09:00:00Z", "--locale", "DE", "--json"])
    #expect(upper.status == 0, "\(upper.stderr)")
    #expect(upper.stdout.contains(#""backLabel" : "Zurück: Kalender""#), "\(upper.stdout)")
    #expect(upper.stdout.contains(#""title" : "18. November 2024""#), "\(upper.stdout)")
  }

  /// Issue 57, item 2: a region of three digits (`es-419`, what a device records for Latin American Spanish),
  /// a script and a variant are parts of a tag.
  @Test func aRegionOfDigitsAScriptAndAVariantAreAdmitted() throws {
    for tag in ["es-419", "zh-Hant-TW", "de-CH-1996", "x-pseudo", "en_GB"] {
      let run = try ComposerExecutable.run([
        "open", "demeter://today", "--now", "2024-11-20T09:00:00Z", "--locale", tag,
      ])
      #expect(run.status == 0, "\(tag): \(run.stderr)")
    }
  }

  /// Issue 57, item 3: what is not a tag, a tag too long for a report's replay, and a missing value are usage
  /// errors.
  @Test func aMalformedTooLongOrMissingLocaleIsAUsageError() throws {
    let long = "de-" + Array(repeating: "abcdefgh", count: 2_000).joined(separator: "-")
    for tag in ["-", "_", "de--DE", "de-", "1de", "de-DE-DE", "ü", long] {
      let run = try ComposerExecutable.run(["open", "demeter://today", "--locale", tag])
      #expect(run.status == 64, "\(tag.prefix(20)): \(run.stderr)")
    }
    let missing = try ComposerExecutable.run(["open", "demeter://today", "--locale", "--json"])
    #expect(missing.status == 64, "\(missing.stdout)")
    #expect(missing.stderr.contains("--locale needs a value"), "\(missing.stderr)")
  }
}
