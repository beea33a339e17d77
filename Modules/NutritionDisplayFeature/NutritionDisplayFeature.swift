public import NavigationCore

/// The nutrition review shown after voice input: confirm logs the entry and returns to the root of the
/// tab voice input began on; Cancel (the core's ``NavigationRequest/cancel``, offered because the review
/// declares ``RouteEditing``) returns to the exact screen it began on. Nothing on it is editable: the
/// entry it logs is the transcript voice input handed over, which `edit` cannot reach.
public struct NutritionDisplayFeature: RouteModule {
  public let name = "NutritionDisplay"

  public init() {}

  public static let reviewID: RouteID = "nutrition.review"

  public var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: Self.reviewID, pattern: "nutrition/review", placement: .modal(.sheet), title: "Nutrition",
        accessibilityHint: "Check the nutrition of your entry, then confirm or cancel", exposure: .internalOnly,
        editing: RouteEditing(fields: []))
    ]
  }

  public var guards: [any NavigationGuard] { [ReviewGuard()] }

  public var commands: [FeatureCommand] {
    [
      FeatureCommand(
        verb: "confirm", usage: "confirm", summary: "Log the reviewed entry",
        checkArgument: { $0.isEmpty ? nil : "confirm takes no argument" }
      ) { argument, session in
        guard let top = session.state.topModal, top.screen.route == Self.reviewID else {
          return .ignored("no nutrition review is shown")
        }
        let draft = top.screen.payload["transcript"] ?? ""
        session.finishAtOriginRoot()
        session.showToast("Entry logged. Today's totals are updated.")
        session.report("entry.logged", draft)
        return .done
      }
    ]
  }
}

/// The review holds an unsaved entry: links wait until it is confirmed or cancelled, and swiping it away
/// asks first.
struct ReviewGuard: NavigationGuard {
  let name = "nutrition-review"

  func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision {
    guard state.modals.contains(where: { $0.screen.route == NutritionDisplayFeature.reviewID }) else { return .allow }
    switch request.kind {
    case .deepLink:
      return .postpone(reason: "an entry is being reviewed")
    case .dismiss, .back:
      // Cancel is the review's own button for discarding: it asks nothing.
      if request == .cancel { return .allow }
      return .confirm(message: "Discard this entry?", confirmTitle: "Discard", cancelTitle: "Keep Editing")
    case .tabSelection, .forward:
      return .allow
    }
  }
}
