import AppComposition
import AppScreens
import Foundation
@_spi(Fuzzing) import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import Testing

/// Issue 37: a route's declared `links` are what its screen really offers. Each route's screen is rendered
/// with sample values and data that has entries, every control it draws (buttons, and the swipe actions of
/// its rows) is performed on a fresh app, and the routes that opened are compared with the declared links.
extension AdapterThroughTheHost {
  @Test func everyRoutesDeclaredLinksAreTheRoutesItsScreenOpens() throws {
    // Voice input's data is what was heard: the speech recognizer's text arrives while it records.
    let heard: [NavigationInput] = [
      .command(verb: "voice", argument: "start"), .command(verb: "voice", argument: "transcribe two eggs"),
    ]
    let check = DeclaredLinksCheck(registry: try AppComposition.makeRegistry(), input: ["voice.input": heard]) {
      let fixture = try ScreensFixture()
      return (fixture.presenter, fixture.host)
    }
    let findings = try check.findings()
    #expect(findings.isEmpty, Comment(rawValue: findings.joined(separator: "\n")))
    // The check reached the controls it compares: History's entry has Edit, Today's rows swipe to edit.
    #expect(try check.controls(of: "history.entryDetail").contains { $0.opened == "history.entryEditor" })
    #expect(
      try check.controls(of: "today.root").contains {
        $0.control.hasPrefix("swipe action 'Edit'") && $0.opened == "today.entryEditor"
      })
    #expect(try check.controls(of: "history.calendar").contains { $0.opened == "history.entryDetail" })
    #expect(try check.controls(of: "voice.input").contains { $0.control == "button 'Done'" })
  }

  @Test func aDeclaredLinkNoControlOpensAndAControlToAnUndeclaredRouteAreFindingsNamingModuleScreenAndControl()
    throws
  {
    let app = AppDefinition(
      name: "Notes", linkSchemes: ["notes"], universalLinkHosts: [], bundleIdentifier: "example.notes")
    let registry = try RouteRegistry(app: app, modules: [LinkedNotes()])
    let check = DeclaredLinksCheck(registry: registry) {
      let engine = NavigationEngine(
        registry: registry,
        environment: NavigationEnvironment(
          now: { Date(timeIntervalSince1970: 1_732_093_200) }, timeZone: TimeZone(identifier: "UTC")!, data: HostData())
      )
      let coordinator = NavigationCoordinator(engine: engine, collapseWindow: .zero)
      coordinator.launch()
      let presenter = NavigationPresenter(coordinator: coordinator)
      let host = ViewHost(NavigationRoot(presenter: presenter, screens: ComposedScreens([LinkedNotesScreens()])))
      host.render()
      return (presenter, host)
    }
    #expect(
      try check.findings() == [
        "module Notes, screen notes.root: control button 'Settings' opens notes.settings, which links does not declare",
        "module Notes, screen notes.root: declared link notes.note is opened by no control",
      ])
  }
}

/// Renders each route's screen in a fresh app and performs each of its controls in turn.
@MainActor
struct DeclaredLinksCheck {
  let registry: RouteRegistry
  /// What the app receives from outside once a route's screen is shown, before its controls are read: the
  /// screen's data, where it is not the data source's (a voice sheet's transcript).
  var input: [RouteID: [NavigationInput]] = [:]
  /// A fresh app, launched and rendered, whose data has entries.
  let makeApp: @MainActor () throws -> (NavigationPresenter, ViewHost)

  /// One control of a screen and the route it opened (nil: it opened none).
  struct Control {
    let control: String
    let opened: RouteID?
  }

  /// One line per disagreement between a route's declared links and what its screen's controls open.
  func findings() throws -> [String] {
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
  func controls(of route: RouteID) throws -> [Control] {
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

  /// Opens `route` with samples chosen by each parameter's kind (the sample data's day and entry) and
  /// returns the controls of the screen on top: its buttons, a row's swipe actions named after the row.
  private func show(_ route: RouteID, presenter: NavigationPresenter, host: ViewHost) throws
    -> [(name: String, button: HostNode)]
  {
    let definition = try #require(registry.route(route))
    var parameters = RouteParameters()
    for parameter in definition.pattern.parameters {
      switch parameter.kind {
      case .day: parameters[parameter.name] = ScreensData.today.description
      case .uuid: parameters[parameter.name] = ScreensData.oatmeal.uuidString.lowercased()
      case .int: parameters[parameter.name] = "1"
      case .string: parameters[parameter.name] = "sample"
      case .bool: parameters[parameter.name] = "true"
      }
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
    return screen.all("Button").map { button in
      (swiped[ObjectIdentifier(button)] ?? "button '\(button.texts.first ?? "?")'", button)
    }
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

/// A notes tab whose root declares a link to a note that no control opens, and whose screen opens Settings,
/// which it does not declare.
private struct LinkedNotes: RouteModule {
  let name = "Notes"
  var tabs: [TabDefinition] { [TabDefinition(id: "notes", title: "Notes", icon: "note", order: 0)] }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: "notes.root", pattern: "notes", placement: .tabRoot("notes"), title: "Notes", links: ["notes.note"]),
      RouteDefinition(
        id: "notes.note", pattern: "notes/{id:int}", placement: .push(tab: "notes", parent: "notes.root"),
        title: "Note"),
      RouteDefinition(
        id: "notes.settings", pattern: "notes/settings", placement: .push(tab: "notes", parent: "notes.root"),
        title: "Settings"),
    ]
  }
}

private struct LinkedNotesScreens: FeatureScreens {
  let module = "Notes"
  func register(in screens: inout ScreenRegistrar) {
    screens.screen(for: "notes.root") { context in
      VStack {
        Text("No notes yet")
        Button("Settings") { context.show("notes.settings") }
      }
    }
    screens.screen(for: "notes.note") { _ in Text("a note") }
    screens.screen(for: "notes.settings") { _ in Text("settings") }
  }
}
