// The golden files' copy of Modules/HistoryFeature: a fixture, never updated with the live module.
public import NavigationCore

/// The History tab: calendar → day detail → entry detail, whose editor opens as a sheet.
public struct HistoryFeature: RouteModule {
  public let name = "History"

  public init() {}

  static let tab: TabID = "history"

  public var tabs: [TabDefinition] {
    [TabDefinition(id: Self.tab, title: "History", icon: "calendar", order: 1)]
  }

  public var routes: [RouteDefinition] {
    [
      RouteDefinition(
        HistoryRoot.self, placement: .tabRoot(Self.tab), title: "Calendar",
        accessibilityHint: "Pick a day to see what you logged",
        // The calendar lists recent entries too, so an entry is two taps from any tab; a row's swipe
        // action edits it.
        links: [DayDetail.self, HistoryEntryDetail.self, HistoryEntryEditor.self]),
      RouteDefinition(
        DayDetail.self, placement: .push(tab: Self.tab, parent: HistoryRoot.routeID),
        dynamicTitle: { day in DayTitle.long(day.date) }, fallbackTitle: "Day", links: [HistoryEntryDetail.self]),
      RouteDefinition(
        HistoryEntryDetail.self, placement: .push(tab: Self.tab, parent: DayDetail.routeID), title: "Entry",
        links: [HistoryEntryEditor.self],
        validator: { parameters, context in
          context.requireExisting(
            "entry", id: parameters["id"], missingMessage: .literal("That entry no longer exists."))
        }),
      // Save hands the fields to the app's data; Save and Cancel return to exactly the entry it opened from.
      RouteDefinition(
        HistoryEntryEditor.self, placement: .modal(.sheet), title: "Edit Entry", exposure: .internalOnly,
        validator: { parameters, context in
          context.requireExisting(
            "entry", id: parameters["id"], missingMessage: .literal("That entry no longer exists."))
        },
        editing: EntryEditor.editing),
    ]
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
