public import Foundation

/// A calendar day such as `2024-11-18`: what the app means by "a date", never a `Date` instant.
///
/// Only real proleptic-Gregorian dates in years 1...9999 exist; its text and `Codable` form is exactly `YYYY-MM-DD`.
public struct Day: Hashable, Comparable, Codable, Sendable, LosslessStringConvertible {
  /// The year, 1...9999.
  package let year: Int
  /// The month, 1...12.
  package let month: Int
  /// The day of the month, 1...28/29/30/31.
  package let day: Int

  /// A day, or nil unless the three numbers name a real date in years 1...9999.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      day >= 1, day <= Day.daysInMonth(year: year, month: month)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses exactly `YYYY-MM-DD` (ASCII digits, zero-padded); anything else, or an unreal date, is nil.
  public init?(_ text: String) {
    var text = text
    guard let day = text.withUTF8({ Day(utf8: $0) }) else { return nil }
    self = day
  }

  /// The calendar day on which `date` falls in `timeZone` (its offset at that instant, daylight saving included).
  ///
  /// The instant is truncated to its second before the day is counted, in whole numbers: a time a fraction of
  /// a second before midnight is still that day, never rounded into the next. Instants outside years
  /// 1...9999 clamp to the first or last representable day.
  public init(containing date: Date, in timeZone: TimeZone) {
    let reference = date.timeIntervalSinceReferenceDate
    // Beyond ±2^50 seconds (35 million years) any instant is outside 1...9999; NaN counts as 1970-01-01.
    guard !reference.isNaN else {
      self.init(dayNumber: 0)
      return
    }
    guard abs(reference) < 0x1p50 else {
      self.init(dayNumber: reference < 0 ? Day.minimumDayNumber : Day.maximumDayNumber)
      return
    }
    let seconds = Int(reference.rounded(.down)) + Day.referenceDateSince1970 + timeZone.secondsFromGMT(for: date)
    let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
    self.init(dayNumber: min(max(days, Day.minimumDayNumber), Day.maximumDayNumber))
  }

  /// The instant of `hour:minute:second` plus `nanoseconds` on this day, on a clock `offset` seconds ahead
  /// of UTC: counted in the proleptic Gregorian calendar (as every day is, also before 1582), and truncated
  /// to what a `Date` holds, so that a fraction never carries the instant into the next second.
  package func instant(hour: Int, minute: Int, second: Int, nanoseconds: Int, offset: Int) -> Date {
    let whole = Double(
      dayNumber * 86_400 + hour * 3_600 + minute * 60 + second - offset - Day.referenceDateSince1970)
    var reference = whole + Double(nanoseconds) / 1e9
    if reference >= whole + 1 { reference = (whole + 1).nextDown }
    return Date(timeIntervalSinceReferenceDate: reference)
  }

  /// Seconds from 1970-01-01 to 2001-01-01, the reference date of `Date`.
  private static let referenceDateSince1970 = 978_307_200

  /// The day as `YYYY-MM-DD`, e.g. `2024-11-18`.
  public var description: String {
    String(unsafeUninitializedCapacity: 10) { buffer in
      Day.write(year, width: 4, into: buffer, at: 0)
      buffer[4] = UInt8(ascii: "-")
      Day.write(month, width: 2, into: buffer, at: 5)
      buffer[7] = UInt8(ascii: "-")
      Day.write(day, width: 2, into: buffer, at: 8)
      return 10
    }
  }

  /// The day `days` later (earlier when negative); clamps at 0001-01-01 and 9999-12-31.
  public func adding(days: Int) -> Day {
    let (sum, overflow) = dayNumber.addingReportingOverflow(days)
    if overflow { return Day(dayNumber: days < 0 ? Day.minimumDayNumber : Day.maximumDayNumber) }
    return Day(dayNumber: min(max(sum, Day.minimumDayNumber), Day.maximumDayNumber))
  }

  /// Chronological order.
  public static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// Decodes the `YYYY-MM-DD` string; any other text is a `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let day = Day(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Not a YYYY-MM-DD day: \(text.prefix(40))")
    }
    self = day
  }

  /// Encodes as the `YYYY-MM-DD` string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  // MARK: - Byte-level parsing (shared with the deep-link matcher)

  /// Parses exactly ten bytes `YYYY-MM-DD`; nil for any other shape or an unreal date.
  package init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    guard Day.hasDayShape(bytes) else { return nil }
    func number(_ range: Range<Int>) -> Int {
      var value = 0
      for index in range { value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
      return value
    }
    self.init(year: number(0..<4), month: number(5..<7), day: number(8..<10))
  }

  /// Whether the bytes look like `DDDD-DD-DD` (ASCII digits), without checking the calendar.
  package static func hasDayShape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count == 10 else { return false }
    for index in 0..<10 {
      let byte = bytes[index]
      if index == 4 || index == 7 {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
      }
    }
    return true
  }

  // MARK: - Civil calendar arithmetic (days since 1970-01-01, proleptic Gregorian)

  package static let minimumDayNumber = -719_162  // 0001-01-01
  package static let maximumDayNumber = 2_932_896  // 9999-12-31

  static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 (negative before).
  package var dayNumber: Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian year, month and day `dayNumber` days after 1970-01-01, for any year (a clock
  /// outside 1...9999 is printed by it, and refused by name where it is read).
  package static func civil(dayNumber: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = dayNumber + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
  }

  /// The day `dayNumber` days after 1970-01-01; the caller keeps it within years 1...9999.
  init(dayNumber: Int) {
    (year, month, day) = Day.civil(dayNumber: dayNumber)
  }

  private static func write(_ value: Int, width: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
    var value = value
    for index in stride(from: start + width - 1, through: start, by: -1) {
      buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
      value /= 10
    }
  }
}
