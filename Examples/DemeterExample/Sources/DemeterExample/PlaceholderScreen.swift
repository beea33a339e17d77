import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI

/// A stand-in for a real screen: its title and canonical path, its error state, a button per screen it
/// links to (filled with this screen's parameters, yesterday's date and a sample entry where it needs them),
/// and on a modal a button per form of each feature command that takes no text ("voice start", "confirm"),
/// so that voice input can record and its review confirm (the device checklist's UI tests drive them).
struct PlaceholderScreen: View {
  let presenter: NavigationPresenter
  let screen: Screen

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        Text(screen.path).font(.headline)
        if let error = screen.error {
          Text(error)
          Button("Go to Today") { presenter.recover() }
        }
        ForEach(links) { link in
          Button(link.title) { presenter.send(.request(.route(link.route, link.parameters))) }
        }
        ForEach(commands) { command in
          Button(command.id) { presenter.send(.command(verb: command.verb, argument: command.argument)) }
        }
      }
      .padding(16)
    }
    .navigationScrollTracking(presenter, screen: screen)
  }

  /// The routes this screen links to, with parameters to show them.
  private var links: [PlaceholderLink] {
    let registry = presenter.coordinator.engine.registry
    guard let definition = registry.route(screen.route)?.definition else { return [] }
    return definition.links.compactMap { id in
      guard let route = registry.route(id) else { return nil }
      let parameters = RouteParameters(
        route.pattern.parameters.map { parameter in
          (name: parameter.name, value: screen.parameters[parameter.name] ?? Self.sample(for: parameter.kind))
        })
      return PlaceholderLink(route: id, parameters: parameters, title: "Open \(id.rawValue)")
    }
  }

  /// On a modal, each feature command's forms without a placeholder word (`voice start|stop|transcribe TEXT`
  /// gives `voice start` and `voice stop`).
  private var commands: [PlaceholderCommand] {
    let registry = presenter.coordinator.engine.registry
    guard case .modal = registry.route(screen.route)?.definition.placement else { return [] }
    return registry.commands.flatMap { command in
      let forms = command.usage.dropFirst(command.verb.count).trimmingCharacters(in: .whitespaces)
      if forms.isEmpty { return [PlaceholderCommand(verb: command.verb, argument: "")] }
      return forms.split(separator: "|").map(String.init)
        .filter { form in !form.split(separator: " ").contains { $0.allSatisfy(\.isUppercase) } }
        .map { PlaceholderCommand(verb: command.verb, argument: $0) }
    }
  }

  private static func sample(for kind: ParameterKind) -> String {
    switch kind {
    case .day: Day(containing: Date().addingTimeInterval(-86_400), in: .current).description
    case .uuid: "3f2504e0-4f89-41d3-9a0c-0305e82c3301"
    case .int: "1"
    case .string: "sample"
    }
  }
}

/// One command button of a placeholder: its title is the journey step it runs.
struct PlaceholderCommand: Identifiable {
  let verb: String
  let argument: String

  var id: String { argument.isEmpty ? verb : "\(verb) \(argument)" }
}

/// One link button of a placeholder.
struct PlaceholderLink: Identifiable {
  let route: RouteID
  let parameters: RouteParameters
  let title: String

  var id: String { title }
}
