public import Foundation
public import NavigationCore

/// Today's words: the tab, its routes and its screens.
public enum TodayText: String, StringTableKey {
  case tab = "today.tab"
  case rootTitle = "today.root.title"
  case rootHint = "today.root.hint"
  case entryTitle = "today.entry.title"
  case entryEditorTitle = "today.entryEditor.title"
  case entryMissing = "today.entry.missing"
  case logTotal = "today.log.total"
  case logEmpty = "today.log.empty"
  case entryRow = "today.entry.row"
  case entryCalories = "today.entry.calories"
  case entryCaloriesUnknown = "today.entry.caloriesUnknown"
  case edit = "today.edit"
  case editorDescription = "today.editor.description"
  case editorCalories = "today.editor.calories"
  case editorSave = "today.editor.save"
  case editorCancel = "today.editor.cancel"

  public static var bundle: Bundle { .module }
}
