import Foundation
import HistoryRoutes
public import NavigationCore

/// The History tab: calendar → day detail → entry detail, whose editor opens as a sheet.
public struct HistoryFeature: RouteModule {
  public let name = "History"

  public init() {}

  static let tab: TabID = "history"

  public var tabs: [TabDefinition] {
    [TabDefinition(id: Self.tab, title: HistoryText.tab, icon: "calendar", order: 1)]
  }

  public var routes: [RouteDefinition] {
    [
      RouteDefinition(
        HistoryRoot.self, placement: .tabRoot(Self.tab), title: HistoryText.calendarTitle,
        accessibilityHint: .calendarHint,
        // The calendar lists recent entries too (HistoryFeatureScreens), so an entry is two taps from any
        // tab; a row's swipe action edits it.
        links: [DayDetail.self, HistoryEntryDetail.self, HistoryEntryEditor.self]),
      RouteDefinition(
        DayDetail.self, placement: .push(tab: Self.tab, parent: HistoryRoot.routeID),
        dynamicTitle: { day, localization in day.date.title(in: localization) },
        fallbackTitle: HistoryText.dayFallbackTitle,
        // Each entry row opens its entry, and its swipe action edits it.
        links: [HistoryEntryDetail.self, HistoryEntryEditor.self]),
      RouteDefinition(
        HistoryEntryDetail.self, placement: .push(tab: Self.tab, parent: DayDetail.routeID),
        title: HistoryText.entryTitle,
        links: [HistoryEntryEditor.self],
        validator: { parameters, context in
          context.requireExisting(
            "entry", id: parameters["id"], missingMessage: HistoryText.entryMissing.kept())
        }),
      // Save hands the fields to the app's data; Save and Cancel return to exactly the entry it opened from.
      RouteDefinition(
        HistoryEntryEditor.self, placement: .modal(.sheet), title: HistoryText.entryEditorTitle,
        exposure: .internalOnly,
        validator: { parameters, context in
          context.requireExisting(
            "entry", id: parameters["id"], missingMessage: HistoryText.entryMissing.kept())
        },
        editing: EntryEditor.editing),
    ]
  }
}

/// What the entry editor lets the user change.
enum EntryEditor {
  static let editing = RouteEditing(fields: ["description", "calories"], saveKind: "entry")
}
