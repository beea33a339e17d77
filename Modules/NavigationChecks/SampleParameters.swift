@_spi(Fuzzing) package import NavigationCore

/// Sample values per parameter kind, for checks that print a pattern: a past day, a lower-case UUID, an integer,
/// a string that needs percent-encoding.
package struct SampleParameters: Sendable {
  package let day: Day

  /// Samples whose day is the day before `today` (a future day is not a valid `day` value).
  package init(today: Day) {
    day = today.adding(days: -1)
  }

  /// Samples whose day is `day`.
  init(day: Day) {
    self.day = day
  }

  package func value(for kind: ParameterKind) -> String {
    switch kind {
    case .day: day.description
    case .uuid: "3f2504e0-4f89-41d3-9a0c-0305e82c3301"
    case .int: "42"
    case .string: "Oat milk & honey"
    case .bool: "true"
    }
  }

  /// A sample for each of `pattern`'s values: a parameter that lists its values (an enum's cases) takes its first.
  package func parameters(for pattern: RoutePattern) -> RouteParameters {
    RouteParameters(
      pattern.parameters.map { (name: $0.name, value: pattern.choices[$0.name]?.first ?? value(for: $0.kind)) })
  }
}
