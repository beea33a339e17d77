public import Foundation
public import NavigationCore

/// History's words: the tab, its routes and its screens.
///
/// The keys of the module's string table (`Resources/<lang>.lproj/Localizable.strings`): its routes' titles and
/// hints name them, and its screens target reads its texts through them (a screens target reads no bundle).
/// Public because a screens target is its own module, which may be built outside this package (as
/// Tools/check-swiftui and an app's Xcode project build it).
public enum HistoryText: String, StringTableKey {
  case tab = "history.tab"
  case calendarTitle = "history.calendar.title"
  case calendarHint = "history.calendar.hint"
  case entryTitle = "history.entry.title"
  case entryEditorTitle = "history.entryEditor.title"
  case entryMissing = "history.entry.missing"
  case dayFallbackTitle = "history.day.fallbackTitle"
  case calendarDay = "history.calendar.day"
  case calendarRecent = "history.calendar.recent"
  case dayTotal = "history.day.total"
  case dayEmpty = "history.day.empty"
  case entryRow = "history.entry.row"
  case entryCalories = "history.entry.calories"
  case entryCaloriesUnknown = "history.entry.caloriesUnknown"
  case edit = "history.edit"
  case editorDescription = "history.editor.description"
  case editorCalories = "history.editor.calories"
  case editorSave = "history.editor.save"
  case editorCancel = "history.editor.cancel"

  public static var bundle: Bundle { .module }
}
