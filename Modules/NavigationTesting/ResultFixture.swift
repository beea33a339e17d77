public import NavigationCore

/// A daily goal chosen on the goal picker (``GoalPicker``): what it returns to the screen that presented it.
public struct PickedGoal: Codable, Sendable, Equatable {
  public var calories: Int
  public var label: String?

  public init(calories: Int, label: String? = nil) {
    self.calories = calories
    self.label = label
  }
}

/// A sheet that returns a typed result (`ReturnsResult`): the fixture for a presented route's result.
public struct GoalPicker: ReturnsResult {
  public static let routeID: RouteID = "home.goalPicker"
  public static let pattern = "home/goal-picker"
  public typealias ResultValue = PickedGoal

  public init() {}
}

extension FixtureModule {
  /// ``singleTab(name:)`` whose root and detail both offer the goal picker (``GoalPicker``), a sheet that
  /// returns a ``PickedGoal`` to the screen that presented it.
  public static func withGoalPicker() -> FixtureModule {
    let home = singleTab()
    var routes = home.routes.map { route in
      var route = route
      route.links.append(GoalPicker.routeID)
      return route
    }
    routes.append(RouteDefinition(GoalPicker.self, placement: .modal(.sheet), title: "Goal", exposure: .internalOnly))
    return FixtureModule(name: home.name, tabs: home.tabs, routes: routes)
  }
}
