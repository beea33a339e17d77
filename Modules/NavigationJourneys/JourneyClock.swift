public import Foundation
import NavigationCore

/// The clock a journey runs at: an instant and the time zone it is read in.
///
/// The one place that reads an ISO 8601 instant for the tests and the composer: `--now`, and a journey's
/// first line `# now: <ISO8601>`. Who wins: `composer simulate --now` over the header, the header over the
/// default (the real clock in the composer, ``standard`` in the tests).
public struct JourneyClock: Sendable, Equatable {
  public var now: Date
  public var timeZone: TimeZone

  public init(now: Date, timeZone: TimeZone = JourneyClock.utc) {
    self.now = now
    self.timeZone = timeZone
  }

  public static let utc = TimeZone(identifier: "UTC")!

  /// 2024-11-20T09:00:00Z in UTC: the tests' clock when a journey names none.
  public static let standard = JourneyClock(now: JourneyRunner.referenceDate)

  /// The header that sets a journey's clock, on its first line.
  public static let headerPrefix = "# now:"

  /// Parses `2024-11-20T09:00:00Z`: a date, `T`, a time with optional fractional seconds, then `Z` (UTC) or
  /// an offset `±HH:MM` / `±HHMM`, which becomes the time zone. Anything else is nil, never a silent UTC.
  /// The date is proleptic Gregorian (also before 1582); a fraction is truncated to what a `Date` holds, never
  /// rounded into the next second (23:59:59.999999999 is still that day).
  public init?(iso8601 text: String) {
    let bytes = Array(text.utf8)
    var index = 0
    func number(digits: Int) -> Int? {
      guard index + digits <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<(index + digits)] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      index += digits
      return value
    }
    func skip(_ character: Character) -> Bool {
      guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
      index += 1
      return true
    }
    guard let year = number(digits: 4), skip("-"), let month = number(digits: 2), skip("-"),
      let day = number(digits: 2), skip("T"), let hour = number(digits: 2), skip(":"),
      let minute = number(digits: 2), skip(":"), let second = number(digits: 2)
    else { return nil }
    var nanoseconds = 0
    if skip(".") {
      let start = index
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
      guard index > start, index - start <= 9 else { return nil }
      for byte in bytes[start..<index] { nanoseconds = nanoseconds * 10 + Int(byte - UInt8(ascii: "0")) }
      for _ in (index - start)..<9 { nanoseconds *= 10 }
    }
    let zone: TimeZone
    var offsetSeconds = 0
    if skip("Z") || skip("z") {
      zone = Self.utc
    } else {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else {
        return nil
      }
      let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
      index += 1
      guard let hours = number(digits: 2) else { return nil }
      _ = skip(":")
      guard let minutes = number(digits: 2), hours <= 18, minutes < 60,
        let offset = TimeZone(secondsFromGMT: sign * (hours * 3_600 + minutes * 60))
      else { return nil }
      zone = offset.secondsFromGMT() == 0 ? Self.utc : offset
      offsetSeconds = sign * (hours * 3_600 + minutes * 60)
    }
    guard index == bytes.count, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60,
      second < 60
    else { return nil }
    // The proleptic Gregorian calendar, always (Foundation's Gregorian calendar is Julian before 1582, where
    // 1500-02-29 exists); a day the month does not have (2024-02-30) is refused rather than rolled over.
    guard let date = Day(year: year, month: month, day: day) else { return nil }
    self.init(
      now: date.instant(hour: hour, minute: minute, second: second, nanoseconds: nanoseconds, offset: offsetSeconds),
      timeZone: zone)
  }

  /// The clock a journey's first line names (`# now: 2024-11-20T23:59:00-05:00`), or nil when it names none.
  ///
  /// A first line that starts with the header but holds no instant is a ``JourneyError`` on line 1.
  public static func header(of text: String) throws(JourneyError) -> JourneyClock? {
    // A byte order mark before the first line is not part of it (as in Journey.parse).
    let firstLine = text.drop { $0 == "\u{FEFF}" }.prefix { !$0.isNewline }
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard firstLine.hasPrefix(headerPrefix) else { return nil }
    let value = firstLine.dropFirst(headerPrefix.count).trimmingCharacters(in: .whitespaces)
    guard let clock = JourneyClock(iso8601: value) else {
      throw JourneyError(
        line: 1, text: firstLine,
        message: "the clock takes an ISO 8601 date and time such as 2024-11-20T09:00:00Z, not '\(value)'")
    }
    return clock
  }
}
