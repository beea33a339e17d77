import AppScreens
import Foundation
import HistoryFeatureScreens
import NavigationCore
import NutritionDisplayFeatureScreens
import SettingsFeatureScreens
import TodayFeatureScreens

/// One logged meal.
struct ExampleEntry: Identifiable, Hashable, Sendable {
  let id: UUID
  var day: Day
  var description: String
  var calories: Int?
}

/// The example's app data: the entries the user logs, kept in memory for the life of the process.
///
/// It is the data source navigation asks (``NavigationDataSource``): an entry that was deleted is missing, so a
/// link to it shows Today with "That entry no longer exists." and a screen of it is cut when shown again;
/// Confirm on the nutrition review adds an entry, Save on an entry's editor changes it, Save on a settings
/// section keeps its values. A save that cannot be applied (an edit of an entry deleted meanwhile, a calorie
/// figure that is not a number) fails with the reason, which the screen shows. The reads are the ones the
/// screens need: the day's entries, one entry, the day's total. A real app puts its database behind the same
/// two requirements.
final class ExampleDataSource: NavigationDataSource, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var entriesByID: [UUID: ExampleEntry] = [:]
  private var order: [UUID] = []  // the ids in the order they were logged
  private var settings: [String: [String: String]] = [:]

  /// The app's one store of entries, shared by its scenes.
  static let shared = ExampleDataSource()

  init() {}

  // MARK: - Reads

  /// The entries logged on `day`, in the order they were logged.
  func entries(on day: Day) -> [ExampleEntry] {
    lock.withLock { order.compactMap { entriesByID[$0] }.filter { $0.day == day } }
  }

  /// The entry with `id`, or nil when there is none (never logged, or deleted).
  func entry(_ id: UUID) -> ExampleEntry? {
    lock.withLock { entriesByID[id] }
  }

  /// The calories logged on `day`: Today's total.
  func totalCalories(on day: Day) -> Int {
    entries(on: day).reduce(0) { $0 + ($1.calories ?? 0) }
  }

  /// The values last saved for a settings section (`goals`, `preferences`).
  func settings(_ kind: String) -> [String: String] {
    lock.withLock { settings[kind] ?? [:] }
  }

  // MARK: - Writes

  /// Logs a new entry on `day` and returns it.
  @discardableResult
  func add(_ description: String, calories: Int? = nil, on day: Day) -> ExampleEntry {
    let entry = ExampleEntry(id: UUID(), day: day, description: description, calories: calories)
    lock.withLock {
      entriesByID[entry.id] = entry
      order.append(entry.id)
    }
    return entry
  }

  /// Changes an entry's description or calories; false when the entry no longer exists.
  @discardableResult
  func edit(_ id: UUID, description: String? = nil, calories: Int? = nil) -> Bool {
    lock.withLock {
      guard var entry = entriesByID[id] else { return false }
      if let description { entry.description = description }
      if let calories { entry.calories = calories }
      entriesByID[id] = entry
      return true
    }
  }

  /// Deletes an entry: from now on links to it and screens of it find it missing.
  func delete(_ id: UUID) {
    lock.withLock {
      entriesByID[id] = nil
      order.removeAll { $0 == id }
    }
  }

  // MARK: - NavigationDataSource

  func availability(of kind: String, id: String) -> DataAvailability {
    guard kind == "entry" else { return .available }
    guard let uuid = UUID(uuidString: id) else { return .missing }
    return entry(uuid) == nil ? .missing : .available
  }

  func save(_ edit: ScreenEdit) -> SaveOutcome {
    switch edit.kind {
    case "entry":
      return saveEntry(edit)
    default:
      // A settings section: its fields as the user left them.
      lock.withLock { settings[edit.kind, default: [:]].merge(edit.fields) { _, new in new } }
      return .saved
    }
  }

  /// The nutrition review's Confirm (a `transcript` and a `day`, no id) adds an entry; an editor's Save (the
  /// entry's `id` among the parameters) changes one.
  private func saveEntry(_ edit: ScreenEdit) -> SaveOutcome {
    var calories: Int?
    if let text = edit.fields["calories"] {
      guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value >= 0 else {
        return .failed(reason: "calories must be a whole number")
      }
      calories = value
    }
    if let id = edit.parameters.uuid("id") {
      return self.edit(id, description: edit.fields["description"], calories: calories)
        ? .saved : .failed(reason: "that entry no longer exists")
    }
    guard let transcript = edit.fields["transcript"], !transcript.isEmpty,
      let day = edit.fields["day"].flatMap(Day.init)
    else { return .failed(reason: "the entry has no text or day") }
    add(transcript, calories: calories, on: day)
    return .saved
  }
}

// MARK: - What the features' screens read

extension ExampleDataSource: AppScreens.ScreenData {
  /// Today, in the device's time zone.
  private var today: Day { Day(containing: Date(), in: .current) }

  func todaysEntries() -> [TodayScreenEntry] {
    entries(on: today).map { TodayScreenEntry(id: $0.id, description: $0.description, calories: $0.calories) }
  }

  func todayEntry(id: UUID) -> TodayScreenEntry? {
    entry(id).map { TodayScreenEntry(id: $0.id, description: $0.description, calories: $0.calories) }
  }

  func historyEntries(on day: Day) -> [HistoryScreenEntry] {
    entries(on: day).map(HistoryScreenEntry.init)
  }

  func historyEntry(id: UUID) -> HistoryScreenEntry? { entry(id).map(HistoryScreenEntry.init) }

  func historyToday() -> Day { today }

  func savedSettings(_ section: String) -> [String: String] { settings(section) }

  func caloriesLoggedToday() -> Int { totalCalories(on: today) }
}

extension HistoryScreenEntry {
  fileprivate init(_ entry: ExampleEntry) {
    self.init(id: entry.id, day: entry.day, description: entry.description, calories: entry.calories)
  }
}
