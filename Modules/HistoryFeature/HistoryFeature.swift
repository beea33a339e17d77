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
        dynamicTitle: { day, localization in DayTitle.long(day.date, language: localization.language) },
        fallbackTitle: HistoryText.dayFallbackTitle,
        // Each entry row opens its entry, and its swipe action edits it.
        links: [HistoryEntryDetail.self, HistoryEntryEditor.self]),
      RouteDefinition(
        HistoryEntryDetail.self, placement: .push(tab: Self.tab, parent: DayDetail.routeID),
        title: HistoryText.entryTitle,
        links: [HistoryEntryEditor.self],
        validator: { parameters, context in
          context.requireExisting(
            "entry", id: parameters["id"], missingMessage: HistoryText.entryMissing.text(in: context.localization))
        }),
      // Save hands the fields to the app's data; Save and Cancel return to exactly the entry it opened from.
      RouteDefinition(
        HistoryEntryEditor.self, placement: .modal(.sheet), title: HistoryText.entryEditorTitle,
        exposure: .internalOnly,
        validator: { parameters, context in
          context.requireExisting(
            "entry", id: parameters["id"], missingMessage: HistoryText.entryMissing.text(in: context.localization))
        },
        editing: EntryEditor.editing),
    ]
  }
}

/// Titles for days as the language writes them: "November 18, 2024", "18. November 2024".
enum DayTitle {
  /// Formatted by Foundation for the language: the day as the instant of its noon in UTC, formatted in UTC,
  /// so no time zone moves it to a neighbouring date.
  static func long(_ day: Day, language: String) -> String {
    let noon = Date(timeIntervalSince1970: TimeInterval(day.dayNumber) * 86_400 + 43_200)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    let style = Date.FormatStyle(
      date: .long, time: .omitted, locale: Locale(identifier: language), calendar: calendar,
      timeZone: calendar.timeZone)
    return noon.formatted(style)
  }
}

/// What the entry editor lets the user change.
enum EntryEditor {
  static let editing = RouteEditing(fields: ["description", "calories"], saveKind: "entry")
}
