import Foundation
import NavigationCore
import NavigationTesting
import Testing

/// `NavigationEnvironment.today` keeps the day it worked out for as long as it holds; it must always agree
/// with working it out afresh.
struct TodayTests {
  final class Clock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    init(_ date: Date) { current = date }
    var now: Date {
      get { lock.withLock { current } }
      set { lock.withLock { current = newValue } }
    }
  }

  /// Zones with daylight saving that moves midnight (New York, Berlin), a half-hour shift (Lord Howe), a
  /// change at midnight itself (Santiago), none (UTC, Kolkata), and one-off changes of the standard offset
  /// (Volgograd in December 2020, Caracas in May 2016): stepping 17 minutes at a time across the first two
  /// offset changes after `from`, and an ordinary day after them, forward and then back, the kept day is
  /// always the day.
  @Test(arguments: [
    ("America/New_York", "2024-01-01"), ("Europe/Berlin", "2024-01-01"), ("Australia/Lord_Howe", "2024-01-01"),
    ("America/Santiago", "2024-01-01"), ("UTC", "2024-01-01"), ("Asia/Kolkata", "2024-01-01"),
    ("Europe/Volgograd", "2020-12-01"), ("America/Caracas", "2016-04-01"),
  ])
  func theKeptDayIsAlwaysTheDay(zone: String, from: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    let start = try #require(ISO8601DateFormatter().date(from: "\(from)T00:00:00Z"))
    let clock = Clock(start)
    let environment = NavigationEnvironment(now: { clock.now }, timeZone: timeZone, data: AllAvailableDataSource())
    var transitions: [Date] = []
    var cursor = start
    while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), transitions.count < 2,
      next.timeIntervalSince(start) < 366 * 86_400
    {
      transitions.append(next)
      cursor = next
    }
    if zone == "Europe/Volgograd" || zone == "America/Caracas" {
      // The one-off change must be among them: it is what the kept day's span has to end at.
      let offsets = transitions.map {
        timeZone.secondsFromGMT(for: $0.addingTimeInterval(-60)) != timeZone.secondsFromGMT(for: $0)
      }
      #expect(offsets.first == true, "\(zone): \(transitions)")
    }
    // Around each change and around an ordinary midnight after them.
    let windows = (transitions + [cursor.addingTimeInterval(30 * 86_400)]).map {
      $0.addingTimeInterval(-36 * 3_600)...$0.addingTimeInterval(36 * 3_600)
    }
    for window in windows {
      var instants: [Date] = []
      var instant = window.lowerBound
      while instant <= window.upperBound {
        instants.append(instant)
        instant = instant.addingTimeInterval(17 * 60)
      }
      for date in instants + instants.reversed() {
        clock.now = date
        #expect(environment.today == Day(containing: date, in: timeZone), "at \(date) in \(zone)")
      }
    }
  }

  /// A copy given another time zone or clock does not answer from what the first one kept.
  @Test func anotherTimeZoneOrClockStartsOver() throws {
    let date = Date(timeIntervalSince1970: 1_732_060_800)  // 2024-11-20T00:00:00Z
    var environment = NavigationEnvironment(
      now: { date }, timeZone: try #require(TimeZone(identifier: "UTC")), data: AllAvailableDataSource())
    #expect(environment.today.description == "2024-11-20")
    environment.timeZone = try #require(TimeZone(identifier: "America/Los_Angeles"))
    #expect(environment.today.description == "2024-11-19")
    environment.now = { date.addingTimeInterval(86_400) }
    #expect(environment.today.description == "2024-11-20")
  }

  /// Instants without a calendar day give a fixed one (NaN reads as 1970-01-01; infinities and instants far
  /// outside years 1...9999 clamp to the first or last representable day), and an ordinary instant after them
  /// gets its own day. (That a zone which becomes another one starts over, `TimeZone.autoupdatingCurrent`
  /// after the user travels, needs the system's zone changed under a running test; it is not tested here.)
  @Test func instantsOutsideTheCalendarClampEveryTime() throws {
    let clock = Clock(Date(timeIntervalSince1970: .nan))
    let environment = NavigationEnvironment(
      now: { clock.now }, timeZone: try #require(TimeZone(identifier: "UTC")), data: AllAvailableDataSource())
    #expect(environment.today.description == "1970-01-01")
    clock.now = .distantFuture.addingTimeInterval(1e12)
    #expect(environment.today.description == "9999-12-31")
    clock.now = Date(timeIntervalSince1970: 1_732_060_800)
    #expect(environment.today.description == "2024-11-20")
    clock.now = Date(timeIntervalSince1970: -.infinity)
    #expect(environment.today.description == "0001-01-01")
  }
}
