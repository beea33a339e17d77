import Foundation
import NavigationJourneys
import NavigationTesting
import Testing

@Suite struct JourneyClockTests {
  /// 2024-11-19T20:00:00Z, written in every accepted form.
  static let instant = Date(timeIntervalSince1970: 1_732_046_400)

  @Test(arguments: [
    ("2024-11-19T20:00:00Z", 0),
    ("2024-11-19T20:00:00z", 0),
    ("2024-11-20T01:00:00+05:00", 18_000),
    ("2024-11-20T01:00:00+0500", 18_000),
    ("2024-11-19T15:00:00-05:00", -18_000),
    ("2024-11-19T15:00:00-0500", -18_000),
    ("2024-11-20T01:30:00+05:30", 19_800),
    ("2024-11-19T20:00:00+00:00", 0),
  ])
  func anInstantWithZOrAnOffsetSetsTheTimeZone(text: String, offset: Int) throws {
    let clock = try #require(JourneyClock(iso8601: text))
    #expect(clock.now == Self.instant)
    #expect(clock.timeZone.secondsFromGMT(for: clock.now) == offset)
  }

  @Test func fractionalSecondsAreKept() throws {
    let clock = try #require(JourneyClock(iso8601: "2024-11-19T20:00:00.25Z"))
    #expect(clock.now == Self.instant.addingTimeInterval(0.25))
  }

  @Test(arguments: [
    "", "2024-11-20", "2024-11-20T01:00:00", "2024-11-20T01:00:00+05", "2024-11-20T01:00:00 +05:00",
    "2024-11-20T01:00:00GMT+5", "2024-11-20T01:00:00+25:00", "2024-11-20T01:00:00+05:60", "2024-02-30T01:00:00Z",
    "2024-11-20T24:00:00Z", "2024-11-20t01:00:00Z", "2024-11-20T01:00:00Zjunk", "2024-11-20T01:00:00.Z",
    "20241120T010000Z",
  ])
  func anythingElseIsRejectedNotReadAsUTC(text: String) {
    #expect(JourneyClock(iso8601: text) == nil)
  }

  @Test func theFirstLineHeaderNamesTheClock() throws {
    let clock = try #require(try JourneyClock.header(of: "# now: 2024-11-20T01:00:00+0500\ntap home\n"))
    #expect(clock.now == Self.instant && clock.timeZone.secondsFromGMT() == 18_000)
    #expect(try JourneyClock.header(of: "# now: 2024-11-19T20:00:00Z\r\ntap home")?.now == Self.instant)
  }

  @Test(arguments: ["tap home\n# now: 2024-11-20T09:00:00Z", "# a story\n", ""])
  func withoutAFirstLineHeaderThereIsNoClock(text: String) throws {
    #expect(try JourneyClock.header(of: text) == nil)
  }

  @Test func aHeaderThatIsNoInstantIsABadFirstLine() {
    #expect {
      _ = try JourneyClock.header(of: "# now: tomorrow\ntap home")
    } throws: { error in
      (error as? JourneyError)?.line == 1 && (error as? JourneyError)?.text == "# now: tomorrow"
    }
  }
}
