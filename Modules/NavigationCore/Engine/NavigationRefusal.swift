/// Why an input changed nothing (``NavigationOutcome/ignored(_:)``): the core's own refusals by kind, whose
/// words are a key of the core's table, and a feature command's in its own words.
///
/// Compare refusals as values (`result.outcome == .ignored(.modalCoversScreen)`); ``description`` is the
/// English sentence an outcome line and a log print, `text` the same in any language the table has.
public enum NavigationRefusal: Hashable, Sendable, CustomStringConvertible {
  /// The app is not running (before launch, after termination).
  case notRunning
  /// A launch while the app runs already (a journey's leading `launch` step).
  case alreadyRunning
  /// The app is in the background: only lifecycle inputs and links are taken.
  case inBackground
  /// An alert waits for an answer.
  case alertShown
  /// Background while not in the foreground.
  case notInForeground
  /// Foreground while not in the background.
  case notInBackground
  /// Back, swipe-back or pop-to-root on a tab's root.
  case atRoot
  /// Swipe-back on a modal.
  case modalHasNoSwipeBack
  /// A modal covers what the input acts on.
  case modalCoversScreen
  case modalCoversTabBar
  case modalCoversFloatingButton
  /// A pop to a depth the stack does not have.
  case noScreenAtDepth(Int)
  /// Dismiss with no modal shown.
  case noModal
  case nothingToSave
  case nothingToCancel
  /// `return` on a screen whose route returns no result (``ReturnsResult``).
  case returnsNoResult
  /// `consume` on a screen with no pending result.
  case noPendingResult
  /// `return` with a value that is not the route's result type (its name), or longer than
  /// `NavigationLimits.resultBytes`.
  case notAResult(type: String)
  /// The floating button's key command while the button is hidden.
  case floatingButtonHidden
  /// The floating button pressed in an app no module gives one.
  case noFloatingButton
  /// A tab tap in a single-stack app.
  case noTabBar
  /// Recover while the top screen shows no error.
  case noErrorShown
  /// An alert answer while no alert is shown.
  case noAlertShown
  /// An alert answer that is none of the alert's actions (the answer as typed).
  case noAlertAction(String)
  /// The screen asked for is on top already.
  case alreadyShown
  /// A push past ``NavigationLimits/stackDepth``.
  case stackFull
  /// A replace whose screen cannot take the place of the one on top (`screen` its title): a modal route for
  /// the top of a stack, a route of a stack for a modal, a tab root, or a route another tab's stack holds.
  case notReplaceable(screen: String)
  /// A presentation past `NavigationLimits.modalDepth`.
  case modalsFull
  /// An input that would take the state past `NavigationLimits.stateBytes`.
  case budgetFull
  /// An edit on a tab's root, which keeps no payload.
  case tabRootKeepsNoEdits
  /// An edit of a field the top screen does not declare (`screen` its title, `field` at most 100 characters).
  case noEditableField(screen: String, field: String)
  /// An edit past `NavigationLimits.payloadValueBytes`.
  case valueTooLong
  /// An edit past `NavigationLimits.payloadFields`.
  case tooManyFields
  /// A drag to a sheet detent with no sheet on top.
  case noSheet
  /// A drag to a detent the top sheet's route does not declare (`screen` its title, `detent` as a step writes it).
  case detentNotDeclared(screen: String, detent: String)
  /// A user activity handed over that is not a web link (its type, at most 100 characters).
  case notAWebLink(activityType: String)
  /// A web link activity that carries no URL.
  case activityWithoutURL
  /// A feature command's own reason, or a host's (the journey runner's): words the core does not own.
  case feature(String)

  /// The refusal's words as a key of the core's table and its arguments (a feature's reason as it is).
  package var text: LocalizedText {
    switch self {
    case .notRunning: LocalizedText("refusal.notRunning")
    case .alreadyRunning: LocalizedText("refusal.alreadyRunning")
    case .inBackground: LocalizedText("refusal.inBackground")
    case .alertShown: LocalizedText("refusal.alertShown")
    case .notInForeground: LocalizedText("refusal.notInForeground")
    case .notInBackground: LocalizedText("refusal.notInBackground")
    case .atRoot: LocalizedText("refusal.atRoot")
    case .modalHasNoSwipeBack: LocalizedText("refusal.modalHasNoSwipeBack")
    case .modalCoversScreen: LocalizedText("refusal.modalCoversScreen")
    case .modalCoversTabBar: LocalizedText("refusal.modalCoversTabBar")
    case .modalCoversFloatingButton: LocalizedText("refusal.modalCoversFloatingButton")
    case .noScreenAtDepth(let depth): LocalizedText("refusal.noScreenAtDepth", "\(depth)")
    case .noModal: LocalizedText("refusal.noModal")
    case .nothingToSave: LocalizedText("refusal.nothingToSave")
    case .nothingToCancel: LocalizedText("refusal.nothingToCancel")
    case .returnsNoResult: LocalizedText("refusal.returnsNoResult")
    case .noPendingResult: LocalizedText("refusal.noPendingResult")
    case .notAResult(let type): LocalizedText("refusal.notAResult", type, "\(NavigationLimits.resultBytes)")
    case .floatingButtonHidden: LocalizedText("refusal.floatingButtonHidden")
    case .noFloatingButton: LocalizedText("refusal.noFloatingButton")
    case .noTabBar: LocalizedText("refusal.noTabBar")
    case .noErrorShown: LocalizedText("refusal.noErrorShown")
    case .noAlertShown: LocalizedText("refusal.noAlertShown")
    case .noAlertAction(let answer): LocalizedText("refusal.noAlertAction", answer)
    case .alreadyShown: LocalizedText("refusal.alreadyShown")
    case .stackFull: LocalizedText("refusal.stackFull", "\(NavigationLimits.stackDepth)")
    case .notReplaceable(let screen): LocalizedText("refusal.notReplaceable", screen)
    case .modalsFull: LocalizedText("refusal.modalsFull", "\(NavigationLimits.modalDepth)")
    case .budgetFull: LocalizedText("refusal.budgetFull", "\(NavigationLimits.stateBytes)")
    case .tabRootKeepsNoEdits: LocalizedText("refusal.tabRootKeepsNoEdits")
    case .noEditableField(let screen, let field): LocalizedText("refusal.noEditableField", screen, field)
    case .valueTooLong: LocalizedText("refusal.valueTooLong", "\(NavigationLimits.payloadValueBytes)")
    case .tooManyFields: LocalizedText("refusal.tooManyFields", "\(NavigationLimits.payloadFields)")
    case .noSheet: LocalizedText("refusal.noSheet")
    case .detentNotDeclared(let screen, let detent): LocalizedText("refusal.detentNotDeclared", screen, detent)
    case .notAWebLink(let activityType): LocalizedText("refusal.notAWebLink", activityType)
    case .activityWithoutURL: LocalizedText("refusal.activityWithoutURL")
    case .feature(let reason): LocalizedText("refusal.feature", reason)
    }
  }

  /// The refusal in English: what the outcome line prints after `ignored: `.
  public var description: String { text.english }
}
