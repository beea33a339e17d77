public import Foundation
import NavigationCore

/// The clock a journey runs at: an instant and the time zone it is read in.
///
/// The one place that reads an ISO 8601 instant for the tests and the composer: `--now`, and a journey's
/// `# now: <ISO8601>` header. Who wins: `composer simulate --now` over the header, the header over the
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

  /// The header that sets a journey's clock, before its first step.
  public static let headerPrefix = JourneyHeader.now.prefix

  /// Parses `2024-11-20T09:00:00Z`: a date, `T`, a time with optional fractional seconds, then `Z` (UTC) or
  /// an offset `±HH:MM` / `±HHMM`, which becomes the time zone. Anything else is nil, never a silent UTC.
  /// The date is proleptic Gregorian (also before 1582); a fraction is truncated to what a `Date` holds, never
  /// rounded into the next second (23:59:59.999999999 is still that day). See ``parse(_:)`` for why a text
  /// is refused.
  public init?(iso8601 text: String) {
    guard case .success(let clock) = Self.parse(text) else { return nil }
    self = clock
  }

  /// The years a clock may be in: `Day`'s, 1...9999 (0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z in UTC).
  public static let years = 1...9999
  /// The first instant past ``years``: 10000-01-01T00:00:00Z. A run's clock stays before it.
  package static let end = Date(timeIntervalSince1970: 253_402_300_800)

  /// What a refused clock text says, as a journey or the composer prints it.
  public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not an ISO 8601 date and time of the form above.
    case malformed
    /// A real instant outside ``years`` (in its own offset or in UTC).
    case outOfRange

    public var description: String {
      switch self {
      case .malformed: "an ISO 8601 date and time such as 2024-11-20T09:00:00Z"
      case .outOfRange:
        "a date and time within years 1–9999 (0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z)"
      }
    }
  }

  /// ``init(iso8601:)``, saying why a text is refused: a year of more than four digits, or with a sign, is
  /// read so that a clock beyond the range is refused by name, not as a malformed text.
  public static func parse(_ text: String) -> Result<JourneyClock, Refusal> {
    var scanner = ClockScanner(bytes: Array(text.utf8))
    guard let year = scanner.year(), scanner.skip("-"), let month = scanner.number(digits: 2), scanner.skip("-"),
      let day = scanner.number(digits: 2), scanner.skip("T"), let hour = scanner.number(digits: 2), scanner.skip(":"),
      let minute = scanner.number(digits: 2), scanner.skip(":"), let second = scanner.number(digits: 2),
      let nanoseconds = scanner.fraction(), let offsetSeconds = scanner.offset()
    else { return .failure(.malformed) }
    guard scanner.atEnd, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
    else { return .failure(.malformed) }
    guard years.contains(year) else { return .failure(.outOfRange) }
    // The proleptic Gregorian calendar, always (Foundation's Gregorian calendar is Julian before 1582, where
    // 1500-02-29 exists); a day the month does not have (2024-02-30) is refused rather than rolled over.
    guard let date = Day(year: year, month: month, day: day) else { return .failure(.malformed) }
    // In range in its own offset, and in UTC too (0001-01-01T00:30+01:00 is in year 0 there).
    let local = date.dayNumber * 86_400 + hour * 3_600 + minute * 60 + second
    let utc = local - offsetSeconds
    guard utc >= Day.minimumDayNumber * 86_400, utc < (Day.maximumDayNumber + 1) * 86_400 else {
      return .failure(.outOfRange)
    }
    let zone = offsetSeconds == 0 ? Self.utc : TimeZone(secondsFromGMT: offsetSeconds) ?? Self.utc
    return .success(
      JourneyClock(
        now: date.instant(hour: hour, minute: minute, second: second, nanoseconds: nanoseconds, offset: offsetSeconds),
        timeZone: zone))
  }

  /// The clock a journey's `# now:` header names (`# now: 2024-11-20T23:59:00-05:00`), or nil when the
  /// lines before its first step name none.
  ///
  /// A header there that cannot be read (no instant, given twice) is a ``JourneyError`` on its line; what
  /// follows the first step is ``JourneyHeaders``' to check.
  public static func header(of text: String) throws(JourneyError) -> JourneyClock? {
    try JourneyHeaders(text: text, throughFirstStep: true).clock
  }
}

/// Reads the parts of an ISO 8601 date and time, left to right; each part is nil when the text has not
/// got it there.
private struct ClockScanner {
  let bytes: [UInt8]
  var index = 0

  var atEnd: Bool { index == bytes.count }

  func isDigit(_ at: Int) -> Bool {
    at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
  }

  mutating func number(digits: Int) -> Int? {
    guard index + digits <= bytes.count else { return nil }
    var value = 0
    for offset in 0..<digits {
      guard isDigit(index + offset) else { return nil }
      value = value * 10 + Int(bytes[index + offset] - UInt8(ascii: "0"))
    }
    index += digits
    return value
  }

  mutating func skip(_ character: Character) -> Bool {
    guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
    index += 1
    return true
  }

  /// A signed year of 4 to 12 digits: a year beyond the range is read, and refused by name.
  mutating func year() -> Int? {
    var sign = 1
    if skip("-") { sign = -1 } else { _ = skip("+") }
    var digits = 0
    while isDigit(index + digits) { digits += 1 }
    guard digits >= 4, digits <= 12, let magnitude = number(digits: digits) else { return nil }
    return sign * magnitude
  }

  /// The nanoseconds of an optional `.fraction` of at most 9 digits (0 without one).
  mutating func fraction() -> Int? {
    guard skip(".") else { return 0 }
    let start = index
    while isDigit(index) { index += 1 }
    guard index > start, index - start <= 9 else { return nil }
    var nanoseconds = 0
    for byte in bytes[start..<index] { nanoseconds = nanoseconds * 10 + Int(byte - UInt8(ascii: "0")) }
    for _ in (index - start)..<9 { nanoseconds *= 10 }
    return nanoseconds
  }

  /// The offset from UTC in seconds: `Z`, or `±HH:MM` (`±HHMM`) of at most 18 hours.
  mutating func offset() -> Int? {
    if skip("Z") || skip("z") { return 0 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else {
      return nil
    }
    let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
    index += 1
    guard let hours = number(digits: 2) else { return nil }
    _ = skip(":")
    guard let minutes = number(digits: 2), hours <= 18, minutes < 60,
      TimeZone(secondsFromGMT: sign * (hours * 3_600 + minutes * 60)) != nil
    else { return nil }
    return sign * (hours * 3_600 + minutes * 60)
  }
}
