// History's screens: Apple-only (SwiftUI); on Linux this target compiles to nothing, and Tools/SwiftUIHost runs it.
#if canImport(SwiftUI)
  public import Foundation
  public import NavigationCore
  public import NavigationSwiftUI
  import HistoryFeature
  import HistoryRoutes
  import SwiftUI

  /// What History's screens read of the app's data.
  public protocol HistoryScreenData: Sendable {
    /// The entries logged on `day`, in the order they were logged.
    func historyEntries(on day: Day) -> [HistoryScreenEntry]
    /// One entry, or nil when it no longer exists.
    func historyEntry(id: UUID) -> HistoryScreenEntry?
    /// The last day the calendar shows (today, in the app's time zone).
    func historyToday() -> Day
  }

  /// One logged entry, as History's screens show it.
  public struct HistoryScreenEntry: Identifiable, Hashable, Sendable {
    public var id: UUID
    public var day: Day
    public var description: String
    /// The calories, when known.
    public var calories: Int?

    public init(id: UUID, day: Day, description: String, calories: Int?) {
      self.id = id
      self.day = day
      self.description = description
      self.calories = calories
    }
  }

  /// The History tab's screens: the calendar, a day, an entry of it, and its editor.
  public struct HistoryFeatureScreens: FeatureScreens {
    public var module: String { HistoryFeature().name }
    let data: any HistoryScreenData

    public init(data: any HistoryScreenData) { self.data = data }

    public func register(in screens: inout ScreenRegistrar) {
      let data = data
      screens.screen(for: HistoryRoot.self) { _, context in
        HistoryCalendar(days: HistoryCalendar.days(endingOn: data.historyToday()), data: data, context: context)
      }
      screens.screen(for: DayDetail.self) { route, context in
        HistoryDayScreen(day: route.date, entries: data.historyEntries(on: route.date), context: context)
      }
      screens.screen(for: HistoryEntryDetail.self) { route, context in
        HistoryEntryScreen(entry: data.historyEntry(id: route.id), route: route, context: context)
      }
      screens.screen(for: HistoryEntryEditor.self) { route, context in
        HistoryEntryEditorScreen(entry: data.historyEntry(id: route.id), context: context)
      }
    }
  }

  /// The last two weeks, newest first, each day with its total; a day opens its detail. Below them, the
  /// recent entries (newest day first): a row opens the entry, its swipe action edits it.
  struct HistoryCalendar: View {
    let days: [Day]
    let data: any HistoryScreenData
    let context: ScreenContext

    /// The fourteen days that end on `last`, newest first.
    static func days(endingOn last: Day) -> [Day] { (0..<14).map { last.adding(days: -$0) } }

    /// The newest `limit` entries of `days` (given newest first), each day's latest entry first.
    static func recentEntries(of days: [Day], in data: any HistoryScreenData, limit: Int = 5) -> [HistoryScreenEntry] {
      Array(days.lazy.flatMap { data.historyEntries(on: $0).reversed() }.prefix(limit))
    }

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          ForEach(days, id: \.self) { day in
            let total = data.historyEntries(on: day).reduce(0) { $0 + ($1.calories ?? 0) }
            Button(
              HistoryText.calendarDay.text(in: context.localization, day.title(in: context.localization), "\(total)")
            ) {
              context.show(DayDetail(date: day))
            }
          }
          let recent = Self.recentEntries(of: days, in: data)
          if !recent.isEmpty {
            Text(HistoryText.calendarRecent.text(in: context.localization)).font(.headline)
            ForEach(recent) { entry in
              Button(entry.title(in: context.localization)) {
                context.show(HistoryEntryDetail(date: entry.day, id: entry.id))
              }
              .swipeActions {
                Button(HistoryText.edit.text(in: context.localization)) {
                  context.show(HistoryEntryEditor(date: entry.day, id: entry.id))
                }
              }
            }
          }
        }
        .padding(16)
      }
      .navigationScrollTracking(context)
    }
  }

  /// What was logged on one day; an entry opens its detail.
  struct HistoryDayScreen: View {
    let day: Day
    let entries: [HistoryScreenEntry]
    let context: ScreenContext

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          let total = entries.reduce(0) { $0 + ($1.calories ?? 0) }
          Text(HistoryText.dayTotal.text(in: context.localization, "\(total)")).font(.headline)
          if entries.isEmpty {
            Text(HistoryText.dayEmpty.text(in: context.localization, day.title(in: context.localization)))
          }
          ForEach(entries) { entry in
            // Swipe-to-delete is left out: the app's data source has no delete.
            Button(entry.title(in: context.localization)) { context.show(HistoryEntryDetail(date: day, id: entry.id)) }
              .swipeActions {
                Button(HistoryText.edit.text(in: context.localization)) {
                  context.show(HistoryEntryEditor(date: day, id: entry.id))
                }
              }
          }
        }
        .padding(16)
      }
      .navigationScrollTracking(context)
    }
  }

  /// One entry of a day, with Edit; a missing entry says so, with a way back.
  struct HistoryEntryScreen: View {
    let entry: HistoryScreenEntry?
    let route: HistoryEntryDetail
    let context: ScreenContext

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        // The engine's error (the data cannot be loaded) wins over what the screen's data still reads.
        if let entry, context.screen.error == nil {
          Text(entry.description).font(.headline)
          Text(
            entry.calories.map { HistoryText.entryCalories.text(in: context.localization, "\($0)") }
              ?? HistoryText.entryCaloriesUnknown.text(in: context.localization))
          Button(HistoryText.edit.text(in: context.localization)) {
            context.show(HistoryEntryEditor(date: route.date, id: route.id))
          }
        } else {
          ScreenErrorState(
            context.errorMessage ?? HistoryText.entryMissing.text(in: context.localization), context: context)
        }
      }
      .padding(16)
    }
  }

  /// The entry's fields as drafted, with Save and Cancel.
  struct HistoryEntryEditorScreen: View {
    let entry: HistoryScreenEntry?
    let context: ScreenContext

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        let localization = context.localization
        TextField(
          HistoryText.editorDescription.text(in: localization),
          text: context.text("description", saved: entry?.description ?? ""))
        TextField(
          HistoryText.editorCalories.text(in: localization),
          text: context.text("calories", saved: entry?.calories.map(String.init) ?? ""))
        if let error = context.errorMessage { ScreenErrorState(error, context: context) }
        Button(HistoryText.editorSave.text(in: localization)) { context.send(.request(.save)) }
        Button(HistoryText.editorCancel.text(in: localization)) { context.send(.request(.cancel)) }
      }
      .padding(16)
    }
  }

  extension HistoryScreenEntry {
    /// The row's text: "Oatmeal, 320 kcal".
    func title(in localization: Localization) -> String {
      calories.map { HistoryText.entryRow.text(in: localization, description, "\($0)") } ?? description
    }
  }
#endif
