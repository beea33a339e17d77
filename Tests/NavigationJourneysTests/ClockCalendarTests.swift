import Foundation
import NavigationCore
import NavigationJourneys
import Testing

/// The clock reads instants by truncation in the proleptic Gregorian calendar, always.
struct ClockCalendarTests {
  static let utc = JourneyClock.utc

  /// Every fraction, however close to a whole second, stays in its second: the last instant of a day is
  /// still that day.
  @Test(arguments: ["23:59:59.9", "23:59:59.999999", "23:59:59.9999999", "23:59:59.99999999", "23:59:59.999999999"])
  func aFractionBeforeMidnightIsStillThatDay(time: String) throws {
    let clock = try #require(JourneyClock(iso8601: "2024-11-20T\(time)Z"))
    #expect(Day(containing: clock.now, in: Self.utc) == Day("2024-11-20"))
    let offset = try #require(JourneyClock(iso8601: "2024-11-20T\(time)-05:00"))
    #expect(Day(containing: offset.now, in: offset.timeZone) == Day("2024-11-20"))
  }

  @Test func midnightItselfIsTheNextDay() throws {
    let clock = try #require(JourneyClock(iso8601: "2024-11-21T00:00:00Z"))
    #expect(Day(containing: clock.now, in: Self.utc) == Day("2024-11-21"))
  }

  /// 1500 is no leap year in the proleptic Gregorian calendar (the Julian calendar Foundation uses before
  /// 1582 has its February 29th).
  @Test func datesBeforeTheReformAreProlepticGregorian() throws {
    #expect(JourneyClock(iso8601: "1500-02-29T12:00:00Z") == nil)
    #expect(JourneyClock(iso8601: "1600-02-29T12:00:00Z") != nil)
    for text in ["1500-03-01", "1582-10-10", "0001-01-01", "1000-06-15"] {
      let clock = try #require(JourneyClock(iso8601: "\(text)T12:00:00Z"))
      #expect(Day(containing: clock.now, in: Self.utc) == Day(text), "\(text)")
    }
  }

  /// The day an instant falls on, counted in whole numbers: the last representable instant before midnight
  /// belongs to the day before.
  @Test func theInstantJustBeforeMidnightBelongsToTheDayBefore() throws {
    let midnight = try #require(JourneyClock(iso8601: "2024-11-21T00:00:00Z")).now
    let before = Date(timeIntervalSinceReferenceDate: midnight.timeIntervalSinceReferenceDate.nextDown)
    #expect(Day(containing: before, in: Self.utc) == Day("2024-11-20"))
    #expect(Day(containing: midnight, in: Self.utc) == Day("2024-11-21"))
  }
}
