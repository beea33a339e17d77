/// The navigation rules that differ from app to app, each with the library's default: an app states the ones
/// it wants in its ``AppDefinition``.
///
/// The defaults are what a SwiftUI app gets from `TabView` and `NavigationStack` and what most apps expect;
/// Demeter, a food log, states its own:
///
/// ```swift
/// let rules = NavigationRules(
///   tabBarOnPushedScreens: .hidden,      // detail screens use the whole height
///   days: .notAfterToday,                // nothing is logged in the future
///   failedLink: .defaultTabRoot,         // a bad link opens Today, with the toast
///   reachability: .init(maximumActions: 2, beyond: .error))
/// ```
public struct NavigationRules: Hashable, Sendable {
  /// Whether something is shown.
  public enum Visibility: Hashable, Sendable {
    case shown
    case hidden
  }

  /// Which days a `day` parameter accepts. The resolver judges every day it reads by this rule and the app's
  /// earliest day (`AppDefinition.earliestDay`), in one place.
  public enum Days: Hashable, Sendable {
    /// Any real day (a booking or a calendar app opens days to come).
    case any
    /// Today and before, in the injected clock and time zone: a later day is refused like a malformed one.
    case notAfterToday
  }

  /// Where a link that cannot be opened leaves the user (the toast saying why is shown either way).
  public enum FailedLink: Hashable, Sendable {
    /// Where they were: nothing closes.
    case stay
    /// On the default tab's root, every modal closed.
    case defaultTabRoot
  }

  /// How far every screen may be from each tab root, and what `composer validate` makes of one further away.
  public struct Reachability: Hashable, Sendable {
    /// What a screen beyond the limit is.
    public enum Beyond: Hashable, Sendable {
      /// A `note:` line: validation still passes.
      case note
      /// A `reachability` finding: validation fails.
      case error
    }

    /// The most user actions from a tab root to any route.
    package var maximumActions: Int
    package var beyond: Beyond

    public init(maximumActions: Int = 2, beyond: Beyond = .note) {
      self.maximumActions = maximumActions
      self.beyond = beyond
    }
  }

  /// The tab bar on a screen pushed onto a tab's stack (it is hidden under a modal whatever this says).
  /// Default: shown.
  package var tabBarOnPushedScreens: Visibility
  /// Default: any day.
  package var days: Days
  /// Default: the user stays where they are.
  package var failedLink: FailedLink
  /// Default: two actions, beyond which a route is a note.
  package var reachability: Reachability

  public init(
    tabBarOnPushedScreens: Visibility = .shown,
    days: Days = .any,
    failedLink: FailedLink = .stay,
    reachability: Reachability = Reachability()
  ) {
    self.tabBarOnPushedScreens = tabBarOnPushedScreens
    self.days = days
    self.failedLink = failedLink
    self.reachability = reachability
  }
}

extension NavigationRules.Days {
  /// The rule of the days a link or path may name, judged here alone, by the resolver, for every day it reads
  /// (a link, a path tapped in the app, a typed route, the floating button, a saved screen restored): none
  /// before the app's earliest day (``AppDefinition/earliestDay``, when it has one), and, under
  /// ``notAfterToday``, none after `today`. Nil when the day is accepted.
  package func refusal(of day: Day, today: Day, earliest: Day?) -> DeepLinkError? {
    if let earliest, day < earliest { return .dayBeforeEarliest(day, earliest: earliest) }
    if self == .notAfterToday, day > today { return .futureDay(day) }
    return nil
  }
}
