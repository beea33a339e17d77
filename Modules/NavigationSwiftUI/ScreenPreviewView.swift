#if canImport(SwiftUI)
  public import NavigationCore
  public import NavigationPresentation
  public import SwiftUI

  extension ScreenPreview {
    /// The view `screens` registers for `route`'s screen, drawn with sample `data` in `language` (the
    /// device's by default), alone, without the app around it: what a feature's `#Preview` shows.
    ///
    /// ```swift
    /// #Preview {
    ///   ScreenPreview.view(
    ///     of: TripDay(date: Day(year: 2027, month: 3, day: 14)!), app: TrailheadFeature.app,
    ///     modules: [TrailheadFeature()], screens: ComposedScreens([TrailheadFeatureScreens()]), data: SampleTrips())
    /// }
    /// ```
    ///
    /// The state comes in through the admission, as a saved state does (`ScreenPreview`); modules that do not
    /// compose show why, in the preview's place.
    public static func view<Route: RouteValue>(
      of route: Route,
      app: AppDefinition,
      modules: [any RouteModule],
      screens: ComposedScreens,
      data: any NavigationDataSource,
      language: String = NavigationScene.deviceLanguage,
      environment: NavigationEnvironment? = nil
    ) -> AnyView {
      do {
        let preview = try ScreenPreview(
          route, app: app, modules: modules, data: data, language: language, environment: environment)
        return AnyView(preview.view(screens: screens))
      } catch {
        return AnyView(Text("The modules do not compose: \(error.description)"))
      }
    }

    /// The view `screens` registers for `screen`, as the app shows it.
    public func view(screens: ComposedScreens) -> ComposedScreen {
      ComposedScreen(screens: screens, presenter: scene.presenter, screen: screen, fallback: nil)
    }
  }
#endif
