import Foundation
public import NavigationCore
import NutritionDisplayRoutes

/// The nutrition review shown after voice input. Confirm logs the entry through the app's data source: once
/// it is saved, the review closes onto the exact screen voice input began on (in its tab), that screen is
/// told its data changed, and a toast confirms; when the data refuses the save, the review stays open with the
/// reason in a toast and Confirm may be tried again. Cancel (the core's ``NavigationRequest/cancel``, offered
/// because the review declares ``RouteEditing``) returns to the same screen and logs nothing. Nothing on it is
/// editable: the entry it logs is the transcript voice input handed over, which `edit` cannot reach.
public struct NutritionDisplayFeature: RouteModule {
  public let name = "NutritionDisplay"

  public init() {}

  /// The kind of item Confirm hands to the app's data source (``ScreenEdit/kind``), with the fields
  /// `transcript` (what voice input heard) and `day` (today, `YYYY-MM-DD`).
  public static let entryKind = "entry"
  /// The toast after an entry is logged; never shown when the save failed.
  public static var loggedMessage: String { NutritionDisplayText.toastLogged.english }

  public var routes: [RouteDefinition] {
    var review = RouteDefinition(
      NutritionReview.self, placement: .modal(.sheet), title: NutritionDisplayText.title,
      accessibilityHint: .hint, exposure: .internalOnly,
      editing: RouteEditing(fields: []))
    // The transcript voice input handed over stays out of a navigation report unless the app opts in.
    review.userTextFields = ["transcript"]
    return [review]
  }

  public var guards: [any NavigationGuard] { [ReviewGuard()] }

  /// Why `confirm ARGUMENT` is malformed: it takes none.
  @Sendable static func checkConfirm(_ argument: String) -> String? {
    argument.isEmpty ? nil : "confirm takes no argument"
  }

  public var commands: [FeatureCommand] {
    [
      FeatureCommand(
        verb: "confirm", usage: "confirm", summary: "Log the reviewed entry",
        checkArgument: Self.checkConfirm
      ) { argument, session in
        guard let top = session.state.topModal, top.screen.route == NutritionReview.routeID else {
          return .ignored("no nutrition review is shown")
        }
        let transcript = (top.screen.payload["transcript"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !transcript.isEmpty else { return .ignored("the review holds no entry to log") }
        let entry = ScreenEdit(
          kind: Self.entryKind, route: NutritionReview.routeID, parameters: top.screen.parameters,
          fields: ["transcript": transcript, "day": session.today.description])
        switch session.save(entry) {
        case .failed(let reason):
          session.showToast(NutritionDisplayText.toastSaveFailed.kept(reason))
          return .failed(reason)
        case .saved:
          session.dismissAllModals()
          session.reportDataChanged(Self.entryKind)
          session.showToast(NutritionDisplayText.toastLogged.kept())
          session.report("entry.logged", transcript)
          return .done
        }
      }
    ]
  }
}

/// The review holds an unsaved entry: links wait until it is confirmed or cancelled, and swiping it away
/// asks first.
struct ReviewGuard: NavigationGuard {
  let name = "nutrition-review"

  func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision {
    guard state.modals.contains(where: { $0.screen.route == NutritionReview.routeID }) else { return .allow }
    switch request.kind {
    case .deepLink:
      return .postpone(reason: "an entry is being reviewed")
    case .dismiss, .back:
      // Cancel is the review's own button for discarding: it asks nothing.
      if request == .cancel { return .allow }
      return .confirm(
        message: NutritionDisplayText.discardMessage.kept(), confirmTitle: NutritionDisplayText.discardConfirm.kept(),
        cancelTitle: NutritionDisplayText.discardCancel.kept())
    case .tabSelection, .forward:
      return .allow
    }
  }
}
