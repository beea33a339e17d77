// The golden files' copy of Modules/NutritionDisplayRoutes: a fixture, never updated with the live module.
public import NavigationCore

// The nutrition review's route value: what voice input (and any other feature) names to show the review.
// Values only; NutritionDisplayFeature registers it.

/// The nutrition review after voice input. The transcript it reviews is the sheet's restoration payload,
/// handed over by voice input, not a parameter.
public struct NutritionReview: RouteValue {
  public static let routeID: RouteID = "nutrition.review"
  public static let pattern = "nutrition/review"

  public init() {}
}
