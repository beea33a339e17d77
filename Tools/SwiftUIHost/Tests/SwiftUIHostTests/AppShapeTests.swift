import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import Testing

/// Issue 43: a single-stack app's root is one `NavigationStack` without a `TabView`, which the app may place in
/// a container of its own (here its own `TabView`); the engine drives it as it drives a tab.
extension AdapterThroughTheHost {
  @Test func aSingleStackAppsRootIsOneStackWithoutATabViewDrivenByTheEngine() throws {
    let (presenter, host) = try singleStack { root in root }
    #expect(host.tree.all("TabView").isEmpty)
    #expect(host.tree.all("NavigationStack").count == 1)
    presenter.open(URL(string: "notes://notes/7")!)
    host.render()
    #expect(host.tree.all("body ProbeScreen").compactMap { $0.texts.first } == ["/notes", "/notes/7"])
    #expect(!presenter.tabBar.visible)
  }

  @Test func aSingleStackRootDropsIntoTheAppsOwnTabView() throws {
    let (presenter, host) = try singleStack { root in
      TabView(selection: Binding(get: { @MainActor in 0 }, set: { @MainActor _ in })) {
        root.tabItem { Text("Notes") }.tag(0)
        Text("the app's own tab").tabItem { Text("Other") }.tag(1)
      }
    }
    #expect(host.tree.all("TabView").count == 1, "the app's own, not the engine's")
    presenter.send(.request(.show(path: "/notes/3")))
    host.render()
    #expect(host.tree.all("body ProbeScreen").compactMap { $0.texts.first } == ["/notes", "/notes/3"])
    // SwiftUI's Back writes the shorter path: the engine pops.
    try #require(host.tree.first("NavigationStack")?.binding("path")).set([StackEntry]())
    #expect(presenter.coordinator.state.selectedStack.isEmpty)
  }

  /// A notes app of one stack, rendered inside `container`.
  private func singleStack<Container: View>(
    @ViewBuilder in container: (NavigationRoot<ProbeScreen>) -> Container
  ) throws -> (NavigationPresenter, ViewHost) {
    let presenter = try launchedPresenter("Notes", shape: .singleStack, module: NotesModule())
    let host = ViewHost(container(NavigationRoot(presenter: presenter) { ProbeScreen(screen: $0) }))
    host.render()
    return (presenter, host)
  }
}

private struct NotesModule: RouteModule {
  let name = "Notes"
  var tabs: [TabDefinition] { [TabDefinition(id: "notes", title: "Notes", icon: "note", order: 0)] }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: "notes.root", pattern: "notes", placement: .tabRoot("notes"), title: "Notes", links: ["notes.note"]),
      RouteDefinition(
        id: "notes.note", pattern: "notes/{id:int}", placement: .push(tab: "notes", parent: "notes.root"), title: "Note"
      ),
    ]
  }
}
