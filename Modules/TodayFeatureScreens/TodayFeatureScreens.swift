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
          Text("\(entries.reduce(0) { $0 + ($1.calories ?? 0) }) kcal today").font(.headline)
          if entries.isEmpty { Text("Nothing logged yet. Tap the microphone to log a meal.") }
          ForEach(entries) { entry in
            // Swipe-to-delete is left out: the app's data source has no delete.
            Button(entry.title) { context.show(TodayEntryDetail(id: entry.id)) }
              .swipeActions { Button("Edit") { context.show(TodayEntryEditor(id: entry.id)) } }
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
          Text(entry.calories.map { "\($0) kcal" } ?? "Calories not known")
          Button("Edit") { context.show(TodayEntryEditor(id: route.id)) }
        } else {
          ScreenErrorState(context.screen.error ?? "That entry no longer exists.", context: context)
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
        TextField("Description", text: context.text("description", saved: entry?.description ?? ""))
        TextField("Calories", text: context.text("calories", saved: entry?.calories.map(String.init) ?? ""))
        if let error = context.screen.error { ScreenErrorState(error, context: context) }
        Button("Save") { context.send(.request(.save)) }
        Button("Cancel") { context.send(.request(.cancel)) }
      }
      .padding(16)
    }
  }

  extension TodayScreenEntry {
    /// The row's text: "Oatmeal, 320 kcal".
    var title: String { calories.map { "\(description), \($0) kcal" } ?? description }
  }
#endif
