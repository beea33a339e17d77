/// How two route patterns relate when some path matches both (``RoutePattern/overlap(with:)``).
package enum PatternOverlap: Sendable, Equatable {
  /// Some path matches both with equal precedence at every segment: a registration error.
  case ambiguous
  /// The receiver wins over the other pattern for some paths, by segment precedence.
  case shadows
  /// The other pattern wins over the receiver for some paths, by segment precedence.
  case shadowedBy
}
