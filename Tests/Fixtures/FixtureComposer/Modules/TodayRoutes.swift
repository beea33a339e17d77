// The golden files' copy of Modules/TodayRoutes: a fixture, never updated with the live module.
public import Foundation
public import NavigationCore

// The Today tab's route values: what any feature or screens target imports to open a Today screen by type.
// Values only; TodayFeature registers them.

/// The Today tab's root: the day's log and totals.
public struct TodayRoot: RouteValue {
  public static let routeID: RouteID = "today.root"
  public static let pattern = "today"

  public init() {}
}

/// One of today's entries.
public struct TodayEntryDetail: RouteValue {
  public static let routeID: RouteID = "today.entry"
  public static let pattern = "today/entry/{id:uuid}"

  public var id: UUID

  public init(id: UUID) { self.id = id }
}

/// The editor of one of today's entries, a sheet over the entry.
public struct TodayEntryEditor: RouteValue {
  public static let routeID: RouteID = "today.entryEditor"
  public static let pattern = "today/entry/{id:uuid}/edit"

  public var id: UUID

  public init(id: UUID) { self.id = id }
}
