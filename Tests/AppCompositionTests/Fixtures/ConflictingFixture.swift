import NavigationCore

/// A feature that collides with History twice: a route id History already registers, and a pattern that
/// matches the same links as `history/{date:day}` with equal precedence.
struct ConflictingFixture: RouteModule {
  let name = "Conflicting"

  var routes: [RouteDefinition] {
    [
      RouteDefinition(id: "history.calendar", pattern: "calendar", placement: .modal(.sheet), title: "Calendar"),
      RouteDefinition(
        id: "conflicting.day", pattern: "history/{when:day}", placement: .modal(.sheet), title: "Another Day"),
    ]
  }
}
