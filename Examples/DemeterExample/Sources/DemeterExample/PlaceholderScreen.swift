import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI

/// A stand-in for a real screen: its title and canonical path, its error state, and a button per screen it
/// links to (filled with this screen's parameters, yesterday's date and a sample entry where it needs them).
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

  private static func sample(for kind: ParameterKind) -> String {
    switch kind {
    case .day: Day(containing: Date().addingTimeInterval(-86_400), in: .current).description
    case .uuid: "3f2504e0-4f89-41d3-9a0c-0305e82c3301"
    case .int: "1"
    case .string: "sample"
    }
  }
}

/// One link button of a placeholder.
struct PlaceholderLink: Identifiable {
  let route: RouteID
  let parameters: RouteParameters
  let title: String

  var id: String { title }
}
