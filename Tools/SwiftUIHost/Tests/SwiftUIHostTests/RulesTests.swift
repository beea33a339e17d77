import AppComposition
import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import Testing

/// Issue 43: the adapter draws the tab bar on a pushed screen as the app's rules say (Demeter hides it).
extension AdapterThroughTheHost {
  @Test(arguments: [NavigationRules.Visibility.hidden, .shown])
  func aPushedScreenShowsTheTabBarAsTheAppsRuleSays(rule: NavigationRules.Visibility) throws {
    var app = AppComposition.app
    app.rules.tabBarOnPushedScreens = rule
    let environment = NavigationEnvironment(
      now: { Date(timeIntervalSince1970: 1_732_093_200) }, timeZone: TimeZone(identifier: "UTC")!, data: HostData())
    let engine = NavigationEngine(
      registry: try RouteRegistry(app: app, modules: AppComposition.modules), environment: environment)
    let coordinator = NavigationCoordinator(engine: engine, collapseWindow: .zero)
    coordinator.launch()
    let presenter = NavigationPresenter(coordinator: coordinator)
    let host = ViewHost(NavigationRoot(presenter: presenter) { screen in ProbeScreen(screen: screen) })
    presenter.selectTab("history")
    presenter.send(.request(.show(path: "/history/2024-11-18")))
    host.render()

    #expect(coordinator.chrome.tabBarVisible == (rule == .shown))
    let screens = host.tree.all("body ScreenView")
    let visibility = screens.map { screen in
      screen.all.first { $0.kind == ".toolbarVisibility" }?["visibility", as: Visibility.self]
    }
    // The calendar (the tab's root) and the day pushed on it, in the stack's order.
    #expect(visibility == [.visible, rule == .shown ? .visible : .hidden])
  }
}
