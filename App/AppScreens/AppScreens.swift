// The app's screens: Apple-only (SwiftUI); on Linux this target compiles to nothing, and Tools/SwiftUIHost runs it.
#if canImport(SwiftUI)
  import AppComposition
  public import HistoryFeatureScreens
  public import NavigationCore
  public import NavigationPresentation
  public import NavigationSwiftUI
  public import NutritionDisplayFeatureScreens
  public import SettingsFeatureScreens
  public import TodayFeatureScreens
  import VoiceInputFeatureScreens

  /// Every feature's screens, one line per feature, as AppComposition lists the feature modules.
  ///
  /// ```swift
  /// NavigationRoot(presenter: presenter, screens: AppScreens.screens(data: data))
  /// ```
  public enum AppScreens {
    /// What the screens read of the app's data: each screens target's read protocol.
    public typealias ScreenData = HistoryScreenData & NutritionDisplayScreenData & SettingsScreenData
      & TodayScreenData

    /// The screens of every feature, reading `data`.
    public static func screens(data: any ScreenData) -> ComposedScreens { ComposedScreens(features(data: data)) }

    /// Each feature's screens, in the order of AppComposition's modules.
    public static func features(data: any ScreenData) -> [any FeatureScreens] {
      [
        TodayFeatureScreens(data: data),
        HistoryFeatureScreens(data: data),
        SettingsFeatureScreens(data: data),
        VoiceInputFeatureScreens(),
        NutritionDisplayFeatureScreens(data: data),
      ]
    }

    /// The composition check of the app's screens: a route without a screen, a screen for a route no module
    /// registers, two screens for one route (empty when every route has exactly one screen).
    public static func findings(data: any ScreenData) throws(RegistrationError) -> [ScreenCoverage.Finding] {
      screens(data: data).findings(in: try AppComposition.makeRegistry())
    }
  }
#endif
