import NavigationCore
import Testing

/// A day as its language writes it, in full, whatever the time zone: the text a screen shows for a day.
struct DayTitleTests {
  @Test func aDayIsWrittenAsItsLanguageWritesIt() throws {
    let day = try #require(Day(year: 2024, month: 11, day: 18))
    #expect(day.title(in: Localization(language: "en")) == "November 18, 2024")
    #expect(day.title(in: Localization(language: "de")) == "18. November 2024")
    #expect(day.description == "2024-11-18")
  }

  /// A `Day` is proleptic Gregorian; Foundation's calendar is Julian before 15 October 1582, which wrote the
  /// first day as "January 3, 1".
  @Test func daysBeforeTheGregorianReformKeepTheirDates() throws {
    let days: [(Day?, String)] = [
      (Day(year: 1, month: 1, day: 1), "January 1, 1"),
      (Day(year: 1500, month: 3, day: 1), "March 1, 1500"),
      (Day(year: 1582, month: 10, day: 4), "October 4, 1582"),
      (Day(year: 1582, month: 10, day: 15), "October 15, 1582"),
      (Day(year: 9999, month: 12, day: 31), "December 31, 9999"),
    ]
    for (day, text) in days {
      #expect(try #require(day).title(in: Localization(language: "en")) == text)
    }
  }
}

/// Issue 57, item 4: one fallback chain for every word and every day title.
struct DayTitleFallbackTests {
  @Test func aLanguageWithoutATableWritesItsDaysInEnglishAsItsTexts() throws {
    let day = try #require(Day(year: 2024, month: 11, day: 18))
    #expect(day.title(in: Localization(language: "fr")) == "November 18, 2024")
    #expect(day.title(in: Localization(language: "x-pseudo")) == "November 18, 2024")
    // A region of a language with a table keeps its own way of writing the day.
    #expect(day.title(in: Localization(language: "de-AT")).hasSuffix("November 2024"))
    #expect(day.title(in: Localization(language: "en-GB")) == "18 November 2024")
  }

  @Test func theTenDaysTheReformSkippedAreWrittenInFull() throws {
    #expect(
      try #require(Day(year: 1582, month: 10, day: 10)).title(in: Localization(language: "de")) == "10. Oktober 1582")
    for day in 5...14 {
      let title = try #require(Day(year: 1582, month: 10, day: day)).title(in: Localization(language: "en"))
      #expect(title == "October \(day), 1582")
    }
  }
}
