// The nutrition review's screen: Apple-only (SwiftUI); on Linux this target compiles to nothing, and
// Tools/SwiftUIHost runs it.
#if canImport(SwiftUI)
  import Foundation
  public import NavigationSwiftUI
  import NavigationCore
  import NutritionDisplayFeature
  import NutritionDisplayRoutes
  import SwiftUI

  /// What the nutrition review reads of the app's data.
  public protocol NutritionDisplayScreenData: Sendable {
    /// The calories logged today so far, before this entry.
    func caloriesLoggedToday() -> Int
  }

  /// The nutrition review after voice input: what was heard, with Confirm and Cancel.
  public struct NutritionDisplayFeatureScreens: FeatureScreens {
    public var module: String { NutritionDisplayFeature().name }
    let data: any NutritionDisplayScreenData

    public init(data: any NutritionDisplayScreenData) { self.data = data }

    public func register(in screens: inout ScreenRegistrar) {
      let data = data
      screens.screen(for: NutritionReview.self) { _, context in
        NutritionReviewScreen(
          transcript: context.screen.payload["transcript"] ?? "", loggedToday: data.caloriesLoggedToday(),
          context: context)
      }
    }
  }

  /// The entry to log; Confirm logs it (the sheet closes once the app saved it), Cancel logs nothing.
  struct NutritionReviewScreen: View {
    let transcript: String
    let loggedToday: Int
    let context: ScreenContext

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        let localization = context.localization
        Text(transcript.isEmpty ? NutritionDisplayText.empty.text(in: localization) : transcript).font(.headline)
        Text(NutritionDisplayText.loggedToday.text(in: localization, "\(loggedToday)"))
        Button(NutritionDisplayText.confirm.text(in: localization)) { context.command("confirm") }
        Button(NutritionDisplayText.cancel.text(in: localization), role: .cancel) { context.send(.request(.cancel)) }
      }
      .padding(16)
    }
  }
#endif
