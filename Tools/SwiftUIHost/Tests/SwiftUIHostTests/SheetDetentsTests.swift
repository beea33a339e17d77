import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import Testing

/// Issue 44: a sheet whose route declares detents gets them through `presentationDetents(_:selection:)`, its
/// selection bound to the state: it opens at the route's first, a drag is the engine's detent input, and a
/// relaunch from the scene's storage opens it where the user left it.
extension AdapterThroughTheHost {
  @Test func aSheetOpensAtItsFirstDetentKeepsADragAndARelaunchShowsIt() throws {
    let store = SceneSnapshotStore()
    let (presenter, host) = try notesWithSheets(store: store)
    presenter.send(.request(.show(path: "/notes/tags")))
    host.render()
    let detents = try #require(host.tree.first(".presentationDetents"))
    #expect(detents["detents", as: Set<PresentationDetent>.self] == [.medium, .large, .fraction(0.4)])
    #expect(detents["shown", as: PresentationDetent.self] == .medium)

    // A height the sheet does not offer cannot be dragged to; one it offers is kept in the state.
    #expect(!host.dragSheet(detents, to: .height(320)))
    #expect(host.dragSheet(detents, to: .fraction(0.4)))
    #expect(presenter.coordinator.state.modals.last?.detent == .fraction(0.4))
    #expect(presenter.modals.last?.detent == .fraction(0.4))
    host.render()
    #expect(host.tree.first(".presentationDetents")?["shown", as: PresentationDetent.self] == .fraction(0.4))

    presenter.sceneActivityChanged(to: .background)
    let saved = try #require(store.data)
    let (relaunched, second) = try notesWithSheets(store: SceneSnapshotStore(data: saved))
    #expect(relaunched.coordinator.state.modals.last?.detent == .fraction(0.4))
    #expect(second.tree.first(".presentationDetents")?["shown", as: PresentationDetent.self] == .fraction(0.4))
    #expect(host.problems.isEmpty && second.problems.isEmpty, "\(host.problems) \(second.problems)")
  }

  // A drag back to the first detent leaves the state as a fresh sheet's; a sheet whose route declares no
  // detents takes no `presentationDetents` at all (the system's large).
  @Test func aDragBackToTheFirstDetentIsAFreshSheetAndASheetWithoutDetentsKeepsTheSystems() throws {
    let (presenter, host) = try notesWithSheets(store: SceneSnapshotStore())
    presenter.send(.request(.show(path: "/notes/tags")))
    host.render()
    let fresh = presenter.coordinator.state
    let detents = try #require(host.tree.first(".presentationDetents"))
    #expect(host.dragSheet(detents, to: .large))
    #expect(presenter.coordinator.state.modals.last?.detent == .large)
    host.render()
    #expect(host.dragSheet(try #require(host.tree.first(".presentationDetents")), to: .medium))
    #expect(presenter.coordinator.state == fresh)

    presenter.send(.request(.dismiss))
    presenter.send(.request(.show(path: "/notes/about")))
    host.render()
    #expect(presenter.modals.last?.screen.route == "notes.about")
    #expect(host.tree.first(".presentationDetents") == nil)
  }

  /// A notes app of one stack with two sheets, one declaring detents, launched from `store`.
  private func notesWithSheets(store: SceneSnapshotStore) throws -> (NavigationPresenter, ViewHost) {
    let presenter = try launchedPresenter("Notes", shape: .singleStack, module: SheetNotes(), store: store)
    let host = ViewHost(NavigationRoot(presenter: presenter) { ProbeScreen(screen: $0) })
    host.render()
    return (presenter, host)
  }
}

private struct SheetNotes: RouteModule {
  let name = "Notes"
  var tabs: [TabDefinition] { [TabDefinition(id: "notes", title: "Notes", icon: "note", order: 0)] }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(id: "notes.root", pattern: "notes", placement: .tabRoot("notes"), title: "Notes"),
      RouteDefinition(id: "notes.tags", pattern: "notes/tags", placement: .modal(.sheet), title: "Tags")
        .detents(.medium, .large, .fraction(0.4)),
      RouteDefinition(id: "notes.about", pattern: "notes/about", placement: .modal(.sheet), title: "About"),
    ]
  }
}
