/// A header a journey may hold: a `#` comment to any other reader, which sets how the journey runs.
///
/// The rule (DESIGN.md, round 5): a header is honoured anywhere before the first step, after any comment
/// and blank lines; a header after the first step, or one given twice, is a bad journey line (exit 64). The
/// parser, the report writer's headers and `composer simulate --help` read this one declaration.
package enum JourneyHeader: String, CaseIterable, Sendable {
  case now = "# now:"
  case timeZone = "# time-zone:"
  case locale = "# locale:"
  case start = "# start:"
  case store = "# store:"

  /// The words the header's line starts with (`# now:`).
  package var prefix: String { rawValue }

  /// The header's line with `value` (`# now: 2024-11-20T09:00:00.000Z`).
  package func line(_ value: String) -> String { rawValue + " " + value }

  /// The header as the help shows it, with its value's placeholder.
  package var form: String {
    switch self {
    case .now: "# now: ISO8601"
    case .timeZone: "# time-zone: ID"
    case .locale: "# locale: ID"
    case .start: "# start: JSON"
    case .store: "# store: JSON|none|unreadable"
    }
  }

  /// What the header sets, for the help.
  package var meaning: String {
    switch self {
    case .now: "the clock (its offset also sets the time zone); --now wins"
    case .timeZone: "the time zone, e.g. Europe/Paris; --time-zone wins"
    case .locale: "the language of the texts, e.g. de; --locale wins"
    case .start: "the session a navigation report starts from"
    case .store: "what the store held when the report's first launch read it"
    }
  }

  /// Whether the header holds a report's JSON, which may be longer than a journey line (up to
  /// `NavigationLimits.reportHeaderBytes`).
  package var isLong: Bool { self == .start || self == .store }

  /// The header a line (without white space at its ends) starts with, or nil for any other line.
  package init?(line: some StringProtocol) {
    guard let header = Self.allCases.first(where: { line.hasPrefix($0.rawValue) }) else { return nil }
    self = header
  }
}
