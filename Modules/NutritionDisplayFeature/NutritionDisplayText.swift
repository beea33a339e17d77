public import Foundation
public import NavigationCore

/// The nutrition review's words: the sheet, its toasts, its guard's question and its screen.
public enum NutritionDisplayText: String, StringTableKey {
  case title = "nutritionDisplay.title"
  case hint = "nutritionDisplay.hint"
  case toastLogged = "nutritionDisplay.toast.logged"
  case toastSaveFailed = "nutritionDisplay.toast.saveFailed"
  case discardMessage = "nutritionDisplay.discard.message"
  case discardConfirm = "nutritionDisplay.discard.confirm"
  case discardCancel = "nutritionDisplay.discard.cancel"
  case empty = "nutritionDisplay.empty"
  case loggedToday = "nutritionDisplay.loggedToday"
  case confirm = "nutritionDisplay.confirm"
  case cancel = "nutritionDisplay.cancel"

  public static var bundle: Bundle { .module }
}
