public import Foundation
public import NavigationCore

/// The nutrition review's words: the sheet, its toasts, its guard's question and its screen.
///
/// The keys of the module's string table (`Resources/<lang>.lproj/Localizable.strings`): its routes' titles and
/// hints name them, and its screens target reads its texts through them (a screens target reads no bundle).
/// Public because a screens target is its own module, which may be built outside this package (as
/// Tools/check-swiftui and an app's Xcode project build it).
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
