import Foundation
import NavigationCore
import Testing

struct DayTests {
  @Test func realDatesAreAccepted() {
    let day = Day(year: 2024, month: 11, day: 18)
    #expect(day?.year == 2024)
    #expect(day?.month == 11)
    #expect(day?.day == 18)
    #expect(day?.description == "2024-11-18")
  }

  @Test func februaryTwentyNinthExistsOnlyInLeapYears() {
    #expect(Day(year: 2024, month: 2, day: 29) != nil)
    #expect(Day(year: 2000, month: 2, day: 29) != nil)
    #expect(Day(year: 2023, month: 2, day: 29) == nil)
    #expect(Day(year: 1900, month: 2, day: 29) == nil)
    #expect(Day(year: 2100, month: 2, day: 29) == nil)
  }

  @Test func impossibleDatesAreRejected() {
    #expect(Day(year: 2024, month: 4, day: 31) == nil)
    #expect(Day(year: 2024, month: 13, day: 1) == nil)
    #expect(Day(year: 2024, month: 0, day: 1) == nil)
    #expect(Day(year: 2024, month: 1, day: 0) == nil)
    #expect(Day(year: 0, month: 1, day: 1) == nil)
    #expect(Day(year: 10_000, month: 1, day: 1) == nil)
    #expect(Day(year: Int.min, month: Int.max, day: Int.min) == nil)
  }

  @Test func textMustBeExactlyYearMonthDay() {
    #expect(Day("2024-11-18") == Day(year: 2024, month: 11, day: 18))
    #expect(Day("0001-01-01") == Day(year: 1, month: 1, day: 1))
    for text in [
      "2024-1-18", "2024-11-8", "24-11-18", "2024/11/18", " 2024-11-18", "2024-11-18 ", "2024-11-18T00:00",
      "+024-11-18", "2024-02-30", "0000-01-01", "", "２０２４-11-18", "2024-11-1a",
    ] {
      #expect(Day(text) == nil, "\(text)")
    }
  }

  @Test func encodesAndDecodesAsItsText() throws {
    let day = try #require(Day(year: 2024, month: 2, day: 29))
    let data = try JSONEncoder().encode([day])
    #expect(String(decoding: data, as: UTF8.self) == #"["2024-02-29"]"#)
    #expect(try JSONDecoder().decode([Day].self, from: data) == [day])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([Day].self, from: Data(#"["2024-02-30"]"#.utf8)) }
  }

  @Test func daysCompareChronologically() throws {
    let days = ["2024-11-18", "2023-12-31", "2024-01-01", "2024-11-17"].compactMap(Day.init)
    #expect(days.sorted().map(\.description) == ["2023-12-31", "2024-01-01", "2024-11-17", "2024-11-18"])
  }

  @Test func addingDaysCrossesMonthsYearsAndLeapDays() throws {
    let day = try #require(Day("2024-02-28"))
    #expect(day.adding(days: 1).description == "2024-02-29")
    #expect(day.adding(days: 2).description == "2024-03-01")
    #expect(try #require(Day("2023-12-31")).adding(days: 1).description == "2024-01-01")
    #expect(try #require(Day("2024-01-01")).adding(days: -1).description == "2023-12-31")
    #expect(day.adding(days: 366).description == "2025-02-28")
    #expect(day.adding(days: 0) == day)
  }

  @Test func addingDaysClampsAtTheRepresentableRange() throws {
    let day = try #require(Day("2024-02-28"))
    #expect(day.adding(days: .max).description == "9999-12-31")
    #expect(day.adding(days: .min).description == "0001-01-01")
  }

  @Test func epochIsJanuaryFirst1970InUTC() throws {
    let utc = try #require(TimeZone(secondsFromGMT: 0))
    #expect(Day(containing: Date(timeIntervalSince1970: 0), in: utc).description == "1970-01-01")
    #expect(Day(containing: Date(timeIntervalSince1970: -1), in: utc).description == "1969-12-31")
  }

  /// 2024-11-18T10:30:00Z.
  private let instant = Date(timeIntervalSince1970: 1_731_925_800)

  @Test func farEastZonesAreAlreadyOnTheNextDay() throws {
    let kiribati = try #require(TimeZone(secondsFromGMT: 14 * 3600))
    #expect(Day(containing: instant, in: kiribati).description == "2024-11-19")
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    #expect(Day(containing: Date(timeIntervalSince1970: 1_731_855_600), in: tokyo).description == "2024-11-18")
    #expect(Day(containing: Date(timeIntervalSince1970: 1_731_855_599), in: tokyo).description == "2024-11-17")
  }

  @Test func farWestZonesAreStillOnTheDayBefore() throws {
    let bakerIsland = try #require(TimeZone(secondsFromGMT: -12 * 3600))
    #expect(Day(containing: instant, in: bakerIsland).description == "2024-11-17")
    let losAngeles = try #require(TimeZone(identifier: "America/Los_Angeles"))
    #expect(Day(containing: instant, in: losAngeles).description == "2024-11-18")
  }

  @Test func dayBoundaryIsLocalMidnight() throws {
    let utc = try #require(TimeZone(secondsFromGMT: 0))
    let midnight = Date(timeIntervalSince1970: 1_731_888_000)  // 2024-11-18T00:00:00Z
    #expect(Day(containing: midnight, in: utc).description == "2024-11-18")
    #expect(Day(containing: midnight.addingTimeInterval(-0.001), in: utc).description == "2024-11-17")
    #expect(Day(containing: midnight.addingTimeInterval(86_399.999), in: utc).description == "2024-11-18")
    let plusOne = try #require(TimeZone(secondsFromGMT: 3600))
    #expect(Day(containing: midnight.addingTimeInterval(-3600), in: plusOne).description == "2024-11-18")
    #expect(Day(containing: midnight.addingTimeInterval(-3601), in: plusOne).description == "2024-11-17")
  }

  @Test func daylightSavingOffsetOfTheInstantIsUsed() throws {
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    // 2024-07-01T22:30:00Z is 00:30 CEST on July 2nd; 2024-01-01T23:30:00Z is 00:30 CET on January 2nd.
    #expect(Day(containing: Date(timeIntervalSince1970: 1_719_873_000), in: berlin).description == "2024-07-02")
    #expect(Day(containing: Date(timeIntervalSince1970: 1_704_151_800), in: berlin).description == "2024-01-02")
  }

  @Test func extremeInstantsClampInsteadOfCrashing() throws {
    let utc = try #require(TimeZone(secondsFromGMT: 0))
    #expect(Day(containing: Date(timeIntervalSince1970: 1e300), in: utc).description == "9999-12-31")
    #expect(Day(containing: Date(timeIntervalSince1970: -1e300), in: utc).description == "0001-01-01")
    #expect(Day(containing: Date(timeIntervalSince1970: .nan), in: utc).description == "1970-01-01")
    #expect(Day(containing: .distantFuture, in: utc).year == 4001)
  }

  @Test func successiveDaysIncreaseAndRoundTripThroughTextForFourCenturies() throws {
    var day = try #require(Day("1900-01-01"))
    var failures: [String] = []
    for _ in 0..<146_097 {
      let next = day.adding(days: 1)
      if !(next > day) || Day(next.description) != next { failures.append(next.description) }
      day = next
    }
    #expect(failures.isEmpty)
    #expect(day.description == "2300-01-01")
  }
}
