public import Foundation
public import NavigationCore

/// The History tab: calendar → day detail → entry detail, whose editor opens as a sheet.
public struct HistoryFeature: RouteModule {
  public let name = "History"

  public init() {}

  public var tabs: [TabDefinition] {
    [TabDefinition(id: HistoryRoute.tab, title: "History", icon: "calendar", order: 1)]
  }

  public var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: HistoryRoute.calendarID, pattern: "history", placement: .tabRoot(HistoryRoute.tab), title: "Calendar",
        accessibilityHint: "Pick a day to see what you logged",
        // The calendar lists recent entries too, so an entry is two taps from any tab; a row's swipe
        // action edits it.
        links: [HistoryRoute.dayDetailID, HistoryRoute.entryDetailID, HistoryRoute.entryEditorID]),
      RouteDefinition(
        id: DayDetail.routeID, pattern: DayDetail.pattern,
        placement: .push(tab: HistoryRoute.tab, parent: HistoryRoute.calendarID),
        dynamicTitle: { parameters in parameters.day("date").map(DayTitle.long) ?? "Day" },
        links: [HistoryRoute.entryDetailID]),
      RouteDefinition(
        id: HistoryEntryDetail.routeID, pattern: HistoryEntryDetail.pattern,
        placement: .push(tab: HistoryRoute.tab, parent: HistoryRoute.dayDetailID), title: "Entry",
        links: [HistoryRoute.entryEditorID],
        validator: { parameters, context in
          context.requireExisting("entry", id: parameters["id"], missingMessage: "That entry no longer exists.")
        }),
      // Save hands the fields to the app's data; Save and Cancel return to exactly the entry it opened from.
      RouteDefinition(
        id: HistoryEntryEditor.routeID, pattern: HistoryEntryEditor.pattern,
        placement: .modal(.sheet), title: "Edit Entry", exposure: .internalOnly,
        validator: { parameters, context in
          context.requireExisting("entry", id: parameters["id"], missingMessage: "That entry no longer exists.")
        },
        editing: EntryEditor.editing),
    ]
  }
}

/// Type-safe routes of the History tab.
public enum HistoryRoute: Hashable, Sendable {
  case calendar
  case day(Day)
  case entry(Day, id: String)
  case editEntry(Day, id: String)

  public static let tab: TabID = "history"
  public static let calendarID: RouteID = "history.calendar"
  public static let dayDetailID = DayDetail.routeID
  public static let entryDetailID = HistoryEntryDetail.routeID
  public static let entryEditorID = HistoryEntryEditor.routeID

  /// The route id and parameters, for `navigate(to:)`.
  public var request: NavigationRequest {
    switch self {
    case .calendar: .route(Self.calendarID, RouteParameters())
    case .day(let day): DayDetail(date: day).request
    case .entry(let day, let id): .route(Self.entryDetailID, ["date": day.description, "id": id.lowercased()])
    case .editEntry(let day, let id):
      .route(Self.entryEditorID, ["date": day.description, "id": id.lowercased()])
    }
  }
}

/// One day of the History tab: what was logged on `date`.
public struct DayDetail: RouteValue {
  public static let routeID: RouteID = "history.dayDetail"
  public static let pattern = "history/{date:day}"

  public var date: Day

  public init(date: Day) { self.date = date }
  public init(fields: RouteValueFields) throws(RouteValueError) { date = try fields.parameter("date") }
  public func write(to fields: inout RouteValueFields) { fields.setParameter("date", date) }
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

  public init(fields: RouteValueFields) throws(RouteValueError) {
    date = try fields.parameter("date")
    id = try fields.parameter("id")
  }

  public func write(to fields: inout RouteValueFields) {
    fields.setParameter("date", date)
    fields.setParameter("id", id)
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

  public init(fields: RouteValueFields) throws(RouteValueError) {
    date = try fields.parameter("date")
    id = try fields.parameter("id")
  }

  public func write(to fields: inout RouteValueFields) {
    fields.setParameter("date", date)
    fields.setParameter("id", id)
  }
}

/// Titles for days: "November 18, 2024".
enum DayTitle {
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  static func long(_ day: Day) -> String {
    "\(months[day.month - 1]) \(day.day), \(day.year)"
  }
}

/// What the entry editor lets the user change.
enum EntryEditor {
  static let editing = RouteEditing(fields: ["description", "calories"], saveKind: "entry")
}
