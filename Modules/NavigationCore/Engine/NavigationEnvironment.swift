public import Foundation

/// What the engine reads from the world: the clock, the time zone, the language, the app's data and the policies.
///
/// Injected, so tests fix "now" and the time zone, and so 30 minutes in the background take no time. `data` has
/// no default: a source in which everything exists would hide deleted entries, an unavailable database and
/// refused saves, so an app states its own (tests use `NavigationTesting`'s `AllAvailableDataSource`).
public struct NavigationEnvironment: Sendable {
  public var now: @Sendable () -> Date { didSet { todayCache = TodayCache() } }
  package var timeZone: TimeZone { didSet { todayCache = TodayCache() } }
  public var data: any NavigationDataSource
  /// Longer than this in the background (strictly) means a fresh start on the default tab.
  package var backgroundTimeout: TimeInterval
  /// The language the user reads and hears, an input like the clock: an app passes the device's; nil keeps the
  /// registry's (English unless it was given another), which the composer, the journeys and the tests use.
  package var localization: Localization?

  public init(
    now: @escaping @Sendable () -> Date = { Date() },
    timeZone: TimeZone = .current,
    data: any NavigationDataSource,
    backgroundTimeout: TimeInterval = 30 * 60,
    localization: Localization? = nil
  ) {
    self.now = now
    self.timeZone = timeZone
    self.data = data
    self.backgroundTimeout = backgroundTimeout
    self.localization = localization
  }

  /// Today in the injected clock and time zone: after midnight this is the new day.
  ///
  /// Every input that resolves a path or checks a screen asks for today; the time zone's offset comes from
  /// its rules (ICU's on Linux). So the day is worked out once for the span of time it
  /// holds for: from the instant it was worked out up to the next local midnight or the time zone's next offset
  /// change (`nextDaylightSavingTimeTransition(after:)`, which also reports a zone's one-off changes), for the
  /// zone it was worked out in. A clock that goes back, or a zone that is now another one
  /// (`TimeZone.autoupdatingCurrent` after the user travels), works it out again. Every value of one
  /// environment shares the kept day; a new clock or time zone starts over.
  public var today: Day { todayCache.day(at: now(), in: timeZone) }

  private var todayCache = TodayCache()

  package var validationContext: ValidationContext { ValidationContext(today: today, data: data) }
}

/// The day that holds over a span of time (see ``NavigationEnvironment/today``), shared by every value of
/// one environment, behind a lock.
private final class TodayCache: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var kept: (from: Date, until: Date, zone: String, day: Day)?

  func day(at now: Date, in timeZone: TimeZone) -> Day {
    let zone = timeZone.identifier
    lock.lock()
    defer { lock.unlock() }
    if let kept, now >= kept.from, now < kept.until, kept.zone == zone { return kept.day }
    let day = Day(containing: now, in: timeZone)
    let offset = TimeInterval(timeZone.secondsFromGMT(for: now))
    // Midnight after `day`, local time at today's offset; an offset change before it ends the span earlier.
    var until = Date(timeIntervalSince1970: TimeInterval(day.dayNumber + 1) * 86_400 - offset)
    if let transition = timeZone.nextDaylightSavingTimeTransition(after: now), transition < until {
      until = transition
    }
    // Kept only for an instant with a time, and a span that holds it (a day clamped at the last representable
    // one has none: every later instant clamps too, and is worked out each time).
    if now.timeIntervalSince1970.isFinite, now < until { kept = (now, until, zone, day) }
    return day
  }
}
