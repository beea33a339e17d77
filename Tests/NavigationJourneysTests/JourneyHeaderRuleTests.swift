import Foundation
import NavigationCore
import NavigationJourneys
import Testing

/// Where a journey's headers may stand (DESIGN.md, round 5): anywhere before the first step, after any comment
/// and blank lines; after the first step, or a second time, a header is a bad line naming its line, never a
/// comment or a silent last-wins (issue 52).
struct JourneyHeaderRuleTests {
  static let clock = JourneyClock(iso8601: "2024-11-21T09:00:00Z")!

  @Test func headersAfterLeadingCommentsAndBlankLinesAreHonoured() throws {
    let text =
      "# a story\n\n  # now: 2024-11-21T09:00:00Z\n# the zone\n# time-zone: Europe/Paris\n# locale: de\ntap history\n"
    let headers = try JourneyHeaders(text: text)
    #expect(headers.clock == Self.clock)
    #expect(headers.timeZone?.identifier == "Europe/Paris")
    #expect(headers.localization?.language == "de")
    #expect(try JourneyClock.header(of: text) == Self.clock)
  }

  @Test(arguments: JourneyHeader.allCases)
  func aHeaderAfterTheFirstStepIsABadLine(_ header: JourneyHeader) {
    let text = "# now: 2024-11-21T09:00:00Z\n\ntap history\n# a comment\n\(header.prefix) x\n"
    #expect {
      _ = try JourneyHeaders(text: text)
    } throws: { error in
      (error as? JourneyError)?.line == 5 && (error as? JourneyError)?.message.contains("line 3") == true
    }
  }

  @Test(arguments: [
    "# locale: de\n# a comment\n# locale: en\ntap history",
    "# time-zone: Europe/Paris\n\n# time-zone: Asia/Tokyo\ntap history",
    "# now: 2024-11-21T09:00:00Z\n# now: 2024-11-21T09:00:00Z\ntap history",
  ])
  func aHeaderGivenTwiceIsABadLineNamingTheFirst(_ text: String) {
    #expect {
      _ = try JourneyHeaders(text: text)
    } throws: { error in
      guard let error = error as? JourneyError else { return false }
      return error.line == (text.hasPrefix("# now") ? 2 : 3) && error.message.contains("line 1")
    }
  }
}
