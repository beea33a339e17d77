import Foundation

extension Day {
  /// The day as `localization`'s language writes it in full: "November 18, 2024", "18. November 2024". What a
  /// screen shows for a day (a title, a row, a sentence's argument); `description` stays the `YYYY-MM-DD` of links
  /// and logs. The language is the one the texts beside it are in (`Localization.dayLocale`): a language
  /// without a table writes its days in English, as its texts are.
  ///
  /// Formatted by Foundation in UTC at noon, so no time zone moves the day to a neighbouring date. Foundation's
  /// Gregorian calendar is Julian before 15 October 1582 while a `Day` is proleptic Gregorian, so the instant is
  /// the one Foundation's calendar gives the day's year, month and day, which it then writes back as they are.
  /// The ten days that calendar skips in October 1582 have no such instant: each is written as the same day four
  /// hundred years later is (the proleptic calendar repeats every 400 years), with its own year in that year's
  /// place.
  public func title(in localization: Localization) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    let style = Date.FormatStyle(
      date: .long, time: .omitted, locale: Locale(identifier: localization.dayLocale), calendar: calendar,
      timeZone: calendar.timeZone)
    if let noon = Self.noon(year: year, month: month, day: day, in: calendar) { return noon.formatted(style) }
    let stand = year + 400
    guard let later = Self.noon(year: stand, month: month, day: day, in: calendar),
      let ownYear = Self.noon(year: year, month: 1, day: 1, in: calendar)
    else { return description }
    let yearOnly = Date.FormatStyle(locale: style.locale, calendar: calendar, timeZone: calendar.timeZone).year()
    return later.formatted(style).replacingOccurrences(
      of: later.formatted(yearOnly), with: ownYear.formatted(yearOnly))
  }

  /// Noon in UTC of the year, month and day as `calendar` reads them; nil for a date it skips.
  private static func noon(year: Int, month: Int, day: Int, in calendar: Calendar) -> Date? {
    let parts = DateComponents(year: year, month: month, day: day)
    guard let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)),
      calendar.dateComponents([.year, .month, .day], from: noon) == parts
    else { return nil }
    return noon
  }
}
