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
    // The days the reform skipped have no Foundation date: they read as written in links.
    #expect(try #require(Day(year: 1582, month: 10, day: 10)).title(in: Localization(language: "de")) == "1582-10-10")
  }
}
