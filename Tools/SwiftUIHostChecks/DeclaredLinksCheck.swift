package import Foundation
@_spi(Fuzzing) package import NavigationCore
package import NavigationPresentation
package import SwiftUI
import Testing

/// Issue 37: a route's declared `links` are what its screen really offers. Each route's screen is rendered
/// with sample values, every control it draws (buttons, and the swipe actions of its rows) is performed on a
/// fresh app, and the routes that opened are compared with the declared links.
@MainActor
package struct DeclaredLinksCheck {
  package let registry: RouteRegistry
  /// The value each parameter of a route's pattern is given, by its kind: a day and an id the app's data
  /// has, so that the screen shows what it shows with data.
  package var samples: [ParameterKind: String]
  /// What the app receives from outside once a route's screen is shown, before its controls are read: the
  /// screen's data, where it is not the data source's (a voice sheet's transcript).
  package var input: [RouteID: [NavigationInput]]
  /// Controls the check reads as gone from a screen (by route, named as findings name them, `button 'Save'`):
  /// what a screen that lost one would show the check, without editing the screen.
  package var removed: [RouteID: Set<String>] = [:]
  /// A fresh app, launched and rendered, whose data has what the samples name.
  package let makeApp: @MainActor () throws -> (NavigationPresenter, ViewHost)

  package init(
    registry: RouteRegistry, day: Day, id: UUID, input: [RouteID: [NavigationInput]] = [:],
    makeApp: @escaping @MainActor () throws -> (NavigationPresenter, ViewHost)
  ) {
    self.registry = registry
    samples = [
      .day: day.description, .uuid: id.uuidString.lowercased(), .int: "1", .string: "sample", .bool: "true",
    ]
    self.input = input
    self.makeApp = makeApp
  }

  /// One control of a screen and the route it opened (nil: it opened none).
  package struct Control {
    package let control: String
    package let opened: RouteID?
  }

  /// One line per disagreement between a route's declared links and what its screen's controls open.
  package func findings() throws -> [String] {
    var findings: [String] = []
    for route in registry.routes {
      let controls = try controls(of: route.id)
      let opened = Set(controls.compactMap(\.opened))
      let name = "module \(route.module), screen \(route.id)"
      for control in controls {
        if let target = control.opened, !route.definition.links.contains(target) {
          findings.append(
            "\(name): control \(control.control) opens \(target), which links does not declare")
        }
      }
      for link in route.definition.links where !opened.contains(link) {
        findings.append("\(name): declared link \(link) is opened by no control")
      }
    }
    return findings
  }

  /// Every control the screen of `route` draws, each performed on a fresh app, with what it opened.
  package func controls(of route: RouteID) throws -> [Control] {
    let names = try open(route).map(\.name)
    return try names.indices.map { index in
      let (presenter, host) = try makeApp()
      let shown = try show(route, presenter: presenter, host: host)
      let before = Set(shownPaths(presenter))
      shown[index].button.perform()
      host.render()
      let top = topScreen(presenter)
      // A control that closes its screen or changes it in place opens nothing.
      let opened = before.contains(top.path) ? nil : top.route
      return Control(control: names[index], opened: opened)
    }
  }

  private func open(_ route: RouteID) throws -> [(name: String, button: HostNode)] {
    let (presenter, host) = try makeApp()
    return try show(route, presenter: presenter, host: host)
  }

  /// Opens `route` with the samples of its parameters' kinds and returns the controls of the screen on top:
  /// its buttons, a row's swipe actions named after the row, less the controls read as removed.
  private func show(_ route: RouteID, presenter: NavigationPresenter, host: ViewHost) throws
    -> [(name: String, button: HostNode)]
  {
    let definition = try #require(registry.route(route))
    var parameters = RouteParameters()
    for parameter in definition.pattern.parameters {
      parameters[parameter.name] = samples[parameter.kind]
    }
    presenter.send(.request(.route(route, parameters)))
    for input in input[route] ?? [] { presenter.send(input) }
    host.render()
    try #require(topScreen(presenter).route == route, "\(route) did not open with \(parameters)")
    // The screen on top is the last one drawn.
    let screen = try #require(host.tree.all.last { $0.kind.hasPrefix("body ScreenView") }, "no screen drawn")
    var swiped: [ObjectIdentifier: String] = [:]
    for row in screen.all(".swipeActions") {
      let label = row.children.first?.first("Button")?.texts.first ?? "?"
      for action in row.slots["swipeActions"]?.flatMap({ $0.all("Button") }) ?? [] {
        swiped[ObjectIdentifier(action)] = "swipe action '\(action.texts.first ?? "?")' on '\(label)'"
      }
    }
    let controls = screen.all("Button").map { button in
      (name: swiped[ObjectIdentifier(button)] ?? "button '\(button.texts.first ?? "?")'", button: button)
    }
    return controls.filter { !(removed[route]?.contains($0.name) ?? false) }
  }

  private func topScreen(_ presenter: NavigationPresenter) -> Screen {
    presenter.coordinator.engine.topScreen(of: presenter.coordinator.state)
  }

  /// The selected tab's root, the screens pushed on it and the modals over them.
  private func shownPaths(_ presenter: NavigationPresenter) -> [String] {
    let state = presenter.coordinator.state
    var root = state
    root.pop(to: 0)
    root.dismissAllModals()
    return [presenter.coordinator.engine.topScreen(of: root).path] + state.selectedStack.map(\.path)
      + state.modals.map(\.screen.path)
  }
}
