import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import Testing

/// Issue 63: an app of the sidebar shape draws its tabs as iOS 18's sidebar-adaptable `TabView`: a sidebar
/// on a regular width (an iPad), a tab bar on a compact one (an iPhone, Slide Over). The tabs, stacks, links
/// and restoration are the tab app's, in the same state, whatever the width.
extension AdapterThroughTheHost {
  @Test func aSidebarAppIsASidebarOnARegularWidthAndATabBarOnACompactOneInTheSameState() throws {
    var states: [NavigationState] = []
    for width in [UserInterfaceSizeClass.regular, .compact] {
      let (presenter, host, _) = try library(width: width)
      let tabView = try #require(host.tree.first("TabView"))
      #expect(tabView.values["style"] as? String == "sidebarAdaptable")
      #expect(tabView.values["shownAs"] as? String == (width == .regular ? "sidebar" : "tabBar"), "\(width)")

      // A tab picked in the sidebar (or the tab bar) is the engine's tab switch.
      host.tapTab(tabView, TabID("shelves"))
      host.render()
      #expect(presenter.coordinator.state.selectedTab == "shelves")
      #expect(presenter.coordinator.lastTransition == .tabSwitch)
      presenter.send(.request(.show(path: "/shelves/3")))
      host.render()
      #expect(libraryProbes(host) == ["/shelves", "/shelves/3"], "\(width)")
      // A link opens its tab and screen, whatever draws the tabs.
      presenter.open(URL(string: "library://reading/7")!)
      host.render()
      #expect(presenter.coordinator.state.selectedTab == "reading")
      #expect(libraryProbes(host) == ["/reading", "/reading/7"], "\(width)")
      #expect(host.problems.isEmpty, "\(host.problems)")
      states.append(presenter.coordinator.state)
    }
    #expect(states.count == 2 && states[0] == states[1], "the same state at both widths")
  }

  /// The width changes under a running app (Slide Over, a rotation on a large iPhone): the sidebar becomes a tab
  /// bar showing the same screens, and a relaunch from the scene's storage restores them.
  @Test func aSidebarAppKeepsItsScreensAcrossAWidthChangeAndARelaunch() throws {
    let (presenter, host, store) = try library(width: .regular)
    presenter.send(.request(.show(path: "/shelves/3")))
    host.render()
    host.environment.horizontalSizeClass = .compact
    host.render()
    #expect(host.tree.first("TabView")?.values["shownAs"] as? String == "tabBar")
    #expect(libraryProbes(host) == ["/shelves", "/shelves/3"])

    presenter.sceneActivityChanged(to: .background)
    let saved = try #require(store.data)
    let (relaunched, second, _) = try library(width: .regular, store: SceneSnapshotStore(data: saved))
    #expect(relaunched.coordinator.state.selectedTab == "shelves")
    #expect(libraryProbes(second) == ["/shelves", "/shelves/3"])
    #expect(second.tree.first("TabView")?.values["shownAs"] as? String == "sidebar")
  }

  private func libraryProbes(_ host: ViewHost) -> [String] {
    host.tree.all("body ProbeScreen").compactMap { $0.texts.first }
  }

  /// A library app of two tabs in the sidebar shape, rendered at `width`, launched from `store`.
  private func library(
    width: UserInterfaceSizeClass, store: SceneSnapshotStore = SceneSnapshotStore()
  ) throws -> (NavigationPresenter, ViewHost, SceneSnapshotStore) {
    let presenter = try launchedPresenter("Library", shape: .sidebarTabs, module: LibraryModule(), store: store)
    let host = ViewHost(NavigationRoot(presenter: presenter) { ProbeScreen(screen: $0) })
    host.environment.horizontalSizeClass = width
    host.render()
    return (presenter, host, store)
  }
}

private struct LibraryModule: RouteModule {
  let name = "Library"
  var tabs: [TabDefinition] {
    [
      TabDefinition(id: "reading", title: "Reading", icon: "book", order: 0),
      TabDefinition(id: "shelves", title: "Shelves", icon: "books.vertical", order: 1),
    ]
  }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: "reading.root", pattern: "reading", placement: .tabRoot("reading"), title: "Reading",
        links: ["reading.book"]),
      RouteDefinition(
        id: "reading.book", pattern: "reading/{id:int}", placement: .push(tab: "reading", parent: "reading.root"),
        title: "Book"),
      RouteDefinition(
        id: "shelves.root", pattern: "shelves", placement: .tabRoot("shelves"), title: "Shelves",
        links: ["shelves.shelf"]),
      RouteDefinition(
        id: "shelves.shelf", pattern: "shelves/{id:int}", placement: .push(tab: "shelves", parent: "shelves.root"),
        title: "Shelf"),
    ]
  }
}
