public import NavigationCore

// Trailhead's route values: each names a screen by type, its link pattern beside it, so a screen opens another
// with `context.show(TripDay(date: day))` and a typo does not compile.

/// The list of trips: the root of the app's one stack.
public struct TripList: RouteValue {
  public static let routeID: RouteID = "trips.list"
  public static let pattern = "trips"

  public init() {}
}

/// One day of a trip; days to come are the point of a planner, and the app's rules accept them.
public struct TripDay: RouteValue {
  public static let routeID: RouteID = "trips.day"
  public static let pattern = "trips/{date:day}"

  public var date: Day

  public init(date: Day) { self.date = date }
}

/// The day's packing list, in a sheet that opens at half height and can be pulled up.
public struct PackingList: RouteValue {
  public static let routeID: RouteID = "trips.packing"
  public static let pattern = "trips/{date:day}/packing"

  public var date: Day

  public init(date: Day) { self.date = date }
}

/// How the day is travelled: a picker that hands the chosen mode back to the day.
public struct TransportPicker: ReturnsResult {
  public static let routeID: RouteID = "trips.transport"
  public static let pattern = "trips/{date:day}/transport"
  public typealias ResultValue = TransportMode

  public var date: Day

  public init(date: Day) { self.date = date }
}

/// A note about the day: leaving it with unsaved words asks first.
public struct TripNote: RouteValue {
  public static let routeID: RouteID = "trips.note"
  public static let pattern = "trips/{date:day}/note"

  public var date: Day

  public init(date: Day) { self.date = date }
}

/// What the transport picker hands back: a value, stored and replayed as its name (`"train"`), shown in the
/// user's language by its `title`.
public enum TransportMode: String, CaseIterable, Codable, Sendable {
  case train, car, bike

  public var title: TrailheadText {
    switch self {
    case .train: .modeTrain
    case .car: .modeCar
    case .bike: .modeBike
    }
  }
}
