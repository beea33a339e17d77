import Foundation

extension Day {
  /// The day as `localization`'s language writes it in full: "November 18, 2024", "18. November 2024". What a
  /// screen shows for a day (a title, a row, a sentence's argument); `description` stays the `YYYY-MM-DD` of links
  /// and logs.
  ///
  /// Formatted by Foundation in UTC at noon, so no time zone moves the day to a neighbouring date. Foundation's
  /// Gregorian calendar is Julian before 15 October 1582 while a `Day` is proleptic Gregorian, so the instant is
  /// the one Foundation's calendar gives the day's year, month and day, which it then writes back as they are;
  /// the ten days that calendar skips in October 1582 have no such instant and read as `YYYY-MM-DD`.
  public func title(in localization: Localization) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    let parts = DateComponents(year: year, month: month, day: day, hour: 12)
    guard let noon = calendar.date(from: parts),
      calendar.dateComponents([.year, .month, .day], from: noon) == DateComponents(year: year, month: month, day: day)
    else { return description }
    let style = Date.FormatStyle(
      date: .long, time: .omitted, locale: Locale(identifier: localization.language), calendar: calendar,
      timeZone: calendar.timeZone)
    return noon.formatted(style)
  }
}
