// Today's screens: Apple-only (SwiftUI); on Linux this target compiles to nothing, and Tools/SwiftUIHost runs it.
#if canImport(SwiftUI)
  public import Foundation
  public import NavigationSwiftUI
  import NavigationCore
  import SwiftUI
  import TodayFeature
  import TodayRoutes

  /// What Today's screens read of the app's data.
  public protocol TodayScreenData: Sendable {
    /// Today's entries, in the order they were logged.
    func todaysEntries() -> [TodayScreenEntry]
    /// One entry, or nil when it no longer exists.
    func todayEntry(id: UUID) -> TodayScreenEntry?
  }

  /// One logged entry, as Today's screens show it.
  public struct TodayScreenEntry: Identifiable, Hashable, Sendable {
    public var id: UUID
    public var description: String
    /// The calories, when known.
    public var calories: Int?

    public init(id: UUID, description: String, calories: Int?) {
      self.id = id
      self.description = description
      self.calories = calories
    }
  }

  /// The Today tab's screens: the day's log, an entry, and its editor.
  public struct TodayFeatureScreens: FeatureScreens {
    public var module: String { TodayFeature().name }
    let data: any TodayScreenData

    public init(data: any TodayScreenData) { self.data = data }

    public func register(in screens: inout ScreenRegistrar) {
      let data = data
      screens.screen(for: TodayRoot.self) { _, context in TodayLog(entries: data.todaysEntries(), context: context) }
      screens.screen(for: TodayEntryDetail.self) { route, context in
        TodayEntryScreen(entry: data.todayEntry(id: route.id), route: route, context: context)
      }
      screens.screen(for: TodayEntryEditor.self) { route, context in
        TodayEntryEditorScreen(entry: data.todayEntry(id: route.id), context: context)
      }
    }
  }

  /// Today's entries with their total; a row opens its entry.
  struct TodayLog: View {
    let entries: [TodayScreenEntry]
    let context: ScreenContext

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          let total = entries.reduce(0) { $0 + ($1.calories ?? 0) }
          Text(TodayText.logTotal.text(in: context.localization, "\(total)")).font(.headline)
          if entries.isEmpty { Text(TodayText.logEmpty.text(in: context.localization)) }
          ForEach(entries) { entry in
            // Swipe-to-delete is left out: the app's data source has no delete.
            Button(entry.title(in: context.localization)) { context.show(TodayEntryDetail(id: entry.id)) }
              .swipeActions {
                Button(TodayText.edit.text(in: context.localization)) { context.show(TodayEntryEditor(id: entry.id)) }
              }
          }
        }
        .padding(16)
      }
      .navigationScrollTracking(context)
    }
  }

  /// One entry, with Edit; a missing entry says so, with a way back.
  struct TodayEntryScreen: View {
    let entry: TodayScreenEntry?
    let route: TodayEntryDetail
    let context: ScreenContext

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        // The engine's error (the data cannot be loaded) wins over what the screen's data still reads.
        if let entry, context.screen.error == nil {
          Text(entry.description).font(.headline)
          Text(
            entry.calories.map { TodayText.entryCalories.text(in: context.localization, "\($0)") }
              ?? TodayText.entryCaloriesUnknown.text(in: context.localization))
          Button(TodayText.edit.text(in: context.localization)) { context.show(TodayEntryEditor(id: route.id)) }
        } else {
          ScreenErrorState(
            context.errorMessage ?? TodayText.entryMissing.text(in: context.localization), context: context)
        }
      }
      .padding(16)
    }
  }

  /// The entry's fields as drafted (the screen's payload keeps each edit), with Save and Cancel.
  struct TodayEntryEditorScreen: View {
    let entry: TodayScreenEntry?
    let context: ScreenContext

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        let localization = context.localization
        TextField(
          TodayText.editorDescription.text(in: localization),
          text: context.text("description", saved: entry?.description ?? ""))
        TextField(
          TodayText.editorCalories.text(in: localization),
          text: context.text("calories", saved: entry?.calories.map(String.init) ?? ""))
        if let error = context.errorMessage { ScreenErrorState(error, context: context) }
        Button(TodayText.editorSave.text(in: localization)) { context.send(.request(.save)) }
        Button(TodayText.editorCancel.text(in: localization)) { context.send(.request(.cancel)) }
      }
      .padding(16)
    }
  }

  extension TodayScreenEntry {
    /// The row's text: "Oatmeal, 320 kcal".
    func title(in localization: Localization) -> String {
      calories.map { TodayText.entryRow.text(in: localization, description, "\($0)") } ?? description
    }
  }
#endif
