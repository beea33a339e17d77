/// The order in which one path segment's candidate edges are tried, at every segment: a literal beats a typed
/// parameter (`day`, `uuid`, `int`, `bool`), which beats `string`, which beats `*`; registration order never matters.
enum Precedence: UInt8, Comparable, CaseIterable, Sendable {
  case literal
  case typed
  case string
  case wildcard

  /// The precedence of a pattern segment.
  init(_ segment: RoutePattern.Segment) {
    switch segment {
    case .literal: self = .literal
    case .parameter(_, .string): self = .string
    case .parameter: self = .typed
    case .wildcard: self = .wildcard
    }
  }

  /// The next weaker precedence, or nil after `*`.
  var weaker: Precedence? { Precedence(rawValue: rawValue + 1) }

  static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }
}
