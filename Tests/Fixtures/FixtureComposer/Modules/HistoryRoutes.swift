// The golden files' copy of Modules/HistoryRoutes: a fixture, never updated with the live module.
public import Foundation
public import NavigationCore

// The History tab's route values: what any feature or screens target imports to open a History screen by
// type (`context.show(DayDetail(date: day))`). Values only; HistoryFeature registers them.

/// The History tab's root: the calendar of recent days.
public struct HistoryRoot: RouteValue {
  public static let routeID: RouteID = "history.calendar"
  public static let pattern = "history"

  public init() {}
}

/// One day of the History tab: what was logged on `date`.
public struct DayDetail: RouteValue {
  public static let routeID: RouteID = "history.dayDetail"
  public static let pattern = "history/{date:day}"

  public var date: Day

  public init(date: Day) { self.date = date }
}

/// One entry of a day in the History tab.
public struct HistoryEntryDetail: RouteValue {
  public static let routeID: RouteID = "history.entryDetail"
  public static let pattern = "history/{date:day}/entry/{id:uuid}"

  public var date: Day
  public var id: UUID

  public init(date: Day, id: UUID) {
    self.date = date
    self.id = id
  }
}

/// The editor of a History entry, a sheet over the entry.
public struct HistoryEntryEditor: RouteValue {
  public static let routeID: RouteID = "history.entryEditor"
  public static let pattern = "history/{date:day}/entry/{id:uuid}/edit"

  public var date: Day
  public var id: UUID

  public init(date: Day, id: UUID) {
    self.date = date
    self.id = id
  }
}
