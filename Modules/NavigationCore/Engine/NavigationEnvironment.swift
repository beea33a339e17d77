public import Foundation

/// What the engine reads from the world: the clock, the time zone, the app's data and the policies.
///
/// Injected, so tests fix "now" and the time zone, and so 30 minutes in the background take no time.
public struct NavigationEnvironment: Sendable {
  public var now: @Sendable () -> Date
  public var timeZone: TimeZone
  public var data: any NavigationDataSource
  /// Longer than this in the background (strictly) means a fresh start on the default tab.
  public var backgroundTimeout: TimeInterval

  public init(
    now: @escaping @Sendable () -> Date = { Date() },
    timeZone: TimeZone = .current,
    data: any NavigationDataSource = AllAvailableDataSource(),
    backgroundTimeout: TimeInterval = 30 * 60
  ) {
    self.now = now
    self.timeZone = timeZone
    self.data = data
    self.backgroundTimeout = backgroundTimeout
  }

  /// Today in the injected clock and time zone: after midnight this is the new day.
  public var today: Day { Day(containing: now(), in: timeZone) }

  public var validationContext: ValidationContext { ValidationContext(today: today, data: data) }
}
