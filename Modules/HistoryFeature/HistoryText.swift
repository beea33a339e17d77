public import Foundation
public import NavigationCore

/// History's words: the tab, its routes and its screens.
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
