import Accessibility
import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI

/// A notes app of one stack (no tab bar) with a floating button: its stack goes three screens deep (a folder,
/// a note, a revision of it), and the button's sheet (compose) presents a second sheet (attach) over itself.
/// Each screen is drawn as a probe of its path.
@MainActor
struct NotesFixture {
  let presenter: NavigationPresenter
  let host: ViewHost

  init(presenterLeaving: PresenterLeaving = .staysSilent) throws {
    let app = AppDefinition(
      name: "Notes", linkSchemes: ["notes"], universalLinkHosts: [], bundleIdentifier: "example.notes",
      floatingButton: .init(label: "New note", hint: "Writes a note", keyCombo: "cmd+shift+n", keyTitle: "New Note"),
      shape: .singleStack)
    let engine = NavigationEngine(
      registry: try RouteRegistry(app: app, modules: [NotesWithComposeModule()]),
      environment: NavigationEnvironment(
        now: { Date(timeIntervalSince1970: 1_732_093_200) }, timeZone: TimeZone(identifier: "UTC")!, data: HostData()))
    let coordinator = NavigationCoordinator(engine: engine, collapseWindow: .zero)
    coordinator.launch()
    presenter = NavigationPresenter(coordinator: coordinator)
    host = ViewHost(
      NavigationRoot(presenter: presenter, floatingButtonSymbol: "square.and.pencil") { ProbeScreen(screen: $0) })
    host.presenterLeaving = presenterLeaving
    HostAnimations.log = []
    HostAnimations.transactions = []
    HostSpeech.reset()
    host.render()
  }

  var tree: HostNode { host.tree }

  /// Every probe shown, by the canonical path it draws.
  func probes() -> [String] { tree.all("body ProbeScreen").compactMap { $0.texts.first } }

  /// The sheets presenting now (a `.sheet` node showing an item), outermost first.
  func shownSheets() -> [HostNode] { tree.all(".sheet").filter { $0.values["id"] != nil } }
}

/// The notes module: a stack three pushes deep, and two sheets of which the second opens from the first.
struct NotesWithComposeModule: RouteModule {
  let name = "Notes"
  var tabs: [TabDefinition] { [TabDefinition(id: "notes", title: "Notes", icon: "note", order: 0)] }
  var floatingButtonRoute: RouteID? { "notes.compose" }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: "notes.root", pattern: "notes", placement: .tabRoot("notes"), title: "Notes",
        links: ["notes.folder", "notes.compose"]),
      RouteDefinition(
        id: "notes.folder", pattern: "notes/{folder:int}", placement: .push(tab: "notes", parent: "notes.root"),
        title: "Folder", links: ["notes.note"]),
      RouteDefinition(
        id: "notes.note", pattern: "notes/{folder:int}/{note:int}",
        placement: .push(tab: "notes", parent: "notes.folder"), title: "Note", links: ["notes.revision"]),
      RouteDefinition(
        id: "notes.revision", pattern: "notes/{folder:int}/{note:int}/revisions/{revision:int}",
        placement: .push(tab: "notes", parent: "notes.note"), title: "Revision"),
      RouteDefinition(
        id: "notes.compose", pattern: "compose", placement: .modal(.sheet), title: "New Note",
        links: ["notes.attach"]),
      RouteDefinition(id: "notes.attach", pattern: "compose/attach", placement: .modal(.sheet), title: "Attach"),
    ]
  }
}
