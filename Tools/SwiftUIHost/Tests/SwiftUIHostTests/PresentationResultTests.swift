import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import Testing

/// A goal a picker returns.
struct HostGoal: Codable, Sendable, Equatable {
  var calories: Int
}

/// A sheet that returns a ``HostGoal`` to the screen that presented it.
struct HostGoalPicker: ReturnsResult {
  static let routeID: RouteID = "home.goalPicker"
  static let pattern = "home/goal-picker"
  typealias ResultValue = HostGoal
}

struct HostHome: RouteValue {
  static let routeID: RouteID = "home.root"
  static let pattern = "home"
}

/// One tab whose root opens the picker.
struct HostGoalModule: RouteModule {
  let name = "Goals"
  var tabs: [TabDefinition] { [TabDefinition(id: "home", title: "Home", icon: "house", order: 0)] }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(HostHome.self, placement: .tabRoot("home"), title: "Home", links: [HostGoalPicker.self]),
      RouteDefinition(HostGoalPicker.self, placement: .modal(.sheet), title: "Goal", exposure: .internalOnly),
    ]
  }
}

/// The screens: the root shows what the picker returned; the picker's button finishes with a goal.
struct HostGoalScreens: FeatureScreens {
  let module = "Goals"

  func register(in screens: inout ScreenRegistrar) {
    screens.screen(for: HostHome.self) { _, context in
      VStack {
        switch context.result(of: HostGoalPicker.self) {
        case .value(let goal)?: Text("goal \(goal.calories)")
        case .cancelled?: Text("no goal chosen")
        case nil: Text("no answer")
        }
        Button("Choose") { context.show(HostGoalPicker()) }
        Button("Read") { context.consumeResult() }
      }
    }
    screens.screen(for: HostGoalPicker.self) { picker, context in
      Button("1800 kcal") { context.finish(picker, with: HostGoal(calories: 1800)) }
    }
  }
}

extension AdapterThroughTheHost {
  @MainActor
  private func goalHost() throws -> (NavigationPresenter, ViewHost) {
    let app = AppDefinition(
      name: "Goals", linkSchemes: ["demeter"], universalLinkHosts: ["demeter.app"], bundleIdentifier: "app.demeter")
    let registry = try RouteRegistry(app: app, modules: [HostGoalModule()])
    let environment = NavigationEnvironment(
      now: { Date(timeIntervalSince1970: 1_732_093_200) }, timeZone: TimeZone(identifier: "UTC")!, data: HostData())
    let coordinator = NavigationCoordinator(
      engine: NavigationEngine(registry: registry, environment: environment), collapseWindow: .zero)
    coordinator.launch()
    let presenter = NavigationPresenter(coordinator: coordinator)
    let host = ViewHost(NavigationRoot(presenter: presenter, screens: ComposedScreens([HostGoalScreens()])))
    host.render()
    return (presenter, host)
  }

  @MainActor
  private func tap(_ title: String, in host: ViewHost) throws {
    let button = try #require(host.tree.all("Button").last { $0.texts.first == title }, "no button \(title)")
    button.perform()
    host.render()
  }

  @Test func thePickersButtonHandsItsGoalToTheScreenThatPresentedIt() throws {
    let (presenter, host) = try goalHost()
    #expect(host.tree.texts.contains("no answer"))
    try tap("Choose", in: host)
    #expect(presenter.modals.first?.screen.route == HostGoalPicker.routeID)
    try tap("1800 kcal", in: host)
    #expect(presenter.modals.isEmpty)
    #expect(host.tree.texts.contains("goal 1800"))
    try tap("Read", in: host)
    #expect(host.tree.texts.contains("no answer"))
  }

  @Test func aSheetSwipedDownTellsThePresenterItWasCancelled() throws {
    let (presenter, host) = try goalHost()
    try tap("Choose", in: host)
    _ = presenter.dismissModal(at: 0)
    host.render()
    #expect(host.tree.texts.contains("no goal chosen"))
  }
}
