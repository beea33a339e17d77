import Accessibility
package import Foundation
package import NavigationCore
package import NavigationPresentation
package import NavigationSwiftUI
package import SwiftUI
import Testing

/// A team's app in the headless host: its routes, its own screens drawn by `NavigationRoot`, a clock, a time
/// zone and data of the test's choosing, launched and rendered.
@MainActor
package struct HostApp {
  package let registry: RouteRegistry
  package let screens: ComposedScreens
  package let presenter: NavigationPresenter
  package let host: ViewHost

  package init(
    registry: RouteRegistry, screens: ComposedScreens, now: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!,
    data: any NavigationDataSource = EverythingAvailable(), localization: Localization = .english
  ) {
    self.registry = registry
    self.screens = screens
    let engine = NavigationEngine(
      registry: registry,
      environment: NavigationEnvironment(
        now: { now }, timeZone: timeZone, data: data, localization: localization))
    let coordinator = NavigationCoordinator(engine: engine, collapseWindow: .zero)
    coordinator.launch()
    presenter = NavigationPresenter(coordinator: coordinator)
    host = ViewHost(NavigationRoot(presenter: presenter, screens: screens))
    // A new device: nothing an earlier test animated, announced or had spoken is still recorded.
    HostAnimations.log = []
    HostAnimations.transactions = []
    HostAnnouncements.reset()
    HostSpeech.reset()
    host.render()
  }

  package var tree: HostNode { host.tree }

  /// The composition check: every route of the registry has exactly one screen, and every screen a route.
  package var coverageFindings: [ScreenCoverage.Finding] { screens.findings(in: registry) }

  /// Taps the last button drawn whose title is `title` (the screen on top is drawn last), then renders.
  package func tap(_ title: String) throws {
    let button = try #require(tree.all("Button").last { $0.texts.first == title }, "no button \(title)")
    button.perform()
    host.render()
  }

  /// What `input` costs: the scopes (bodies, rows, destinations, sheet contents, binding getters) the render
  /// after it evaluates, each with its count. What was rendered before the input is not counted.
  package func renderCost(of input: () throws -> Void) rethrows -> [HostScope: Int] {
    host.render()
    host.resetInvalidations()
    try input()
    host.render()
    return host.evaluations
  }
}

/// A data source that has everything: every kind and id is available.
package struct EverythingAvailable: NavigationDataSource {
  package init() {}
  package func availability(of kind: String, id: String) -> DataAvailability { .available }
}
