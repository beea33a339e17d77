import Accessibility
import AppComposition
import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import Testing

/// Every host test runs alone: the host keeps one current root, and the announcement record is global.
@Suite(.serialized) @MainActor struct AdapterThroughTheHost {}

/// A small app of the host's own, launched at 2024-11-20T09:00:00Z in UTC: `module` in an app named `name` of
/// `shape`, its links under the scheme `name` in lower case, its state kept in `store` (none: not kept).
@MainActor
func launchedPresenter(
  _ name: String, shape: AppDefinition.Shape, module: some RouteModule, store: SceneSnapshotStore? = nil
) throws -> NavigationPresenter {
  let lowercased = name.lowercased()
  let app = AppDefinition(
    name: name, linkSchemes: [lowercased], universalLinkHosts: [], bundleIdentifier: "example.\(lowercased)",
    shape: shape)
  let engine = NavigationEngine(
    registry: try RouteRegistry(app: app, modules: [module]),
    environment: NavigationEnvironment(
      now: { Date(timeIntervalSince1970: 1_732_093_200) }, timeZone: TimeZone(identifier: "UTC")!, data: HostData()))
  let coordinator = NavigationCoordinator(engine: engine, store: store, collapseWindow: .zero)
  coordinator.launch()
  return NavigationPresenter(coordinator: coordinator)
}

/// Demeter as the app assembles it, at 2024-11-20T09:00:00Z in UTC, rendered through `NavigationRoot` with a
/// probe for each screen (its canonical path and payload as text).
@MainActor
struct HostFixture {
  let presenter: NavigationPresenter
  let host: ViewHost
  let store: SceneSnapshotStore

  /// A rendered root; with `launched: false`, the coordinator waits for the root to launch it from the
  /// scene's storage, as the example app does; `relaunchingFrom` hands it the scene storage of an earlier
  /// host, as a relaunch does.
  init(
    launched: Bool = true, reduceMotion: Bool = false, render: Bool = true, relaunchingFrom previous: ViewHost? = nil
  )
    throws
  {
    let environment = NavigationEnvironment(
      now: { Date(timeIntervalSince1970: 1_732_093_200) }, timeZone: TimeZone(identifier: "UTC")!, data: HostData())
    store = SceneSnapshotStore()
    let coordinator = NavigationCoordinator(
      engine: try AppComposition.makeEngine(data: HostData(), environment: environment), store: store,
      collapseWindow: .zero)
    if launched { coordinator.launch() }
    presenter = NavigationPresenter(coordinator: coordinator)
    let presenter = presenter
    let root = NavigationRoot(presenter: presenter, sceneStore: launched ? nil : store) { screen in
      ProbeScreen(screen: screen)
    }
    host = previous.map { ViewHost(root, relaunchingFrom: $0) } ?? ViewHost(root)
    host.environment.accessibilityReduceMotion = reduceMotion
    HostAnimations.log = []
    HostAnimations.transactions = []
    // A new device's VoiceOver, silent: nothing an earlier test posted is still being said.
    HostSpeech.reset()
    if render { host.render() }
  }

  var tree: HostNode { host.tree }

  /// The row of `tab` in the root's `TabView`.
  func row(_ tab: TabID) -> HostNode? {
    tree.first { $0.kind == "row" && ($0.values["id"] as? TabID) == tab }
  }

  /// Renders, then forgets what the render invalidated: the next change's invalidations are its own.
  func renderFresh() {
    host.render()
    host.resetInvalidations()
  }

  /// Every probe shown, by the canonical path it draws.
  func probes() -> [String] {
    tree.all("body ProbeScreen").compactMap { $0.texts.first }
  }

  /// The History tab, two screens deep: day detail, then entry detail.
  func drillIntoHistory() {
    presenter.selectTab("history")
    presenter.send(.request(.show(path: "/history/2024-11-18")))
    presenter.send(.request(.show(path: "/history/2024-11-18/entry/\(Self.entryID)")))
  }

  static let entryID = "6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b"
}

/// What the app draws for a screen: its canonical path, then each payload field.
struct ProbeScreen: View {
  let screen: Screen

  var body: some View {
    VStack {
      Text(screen.path)
      ForEach(screen.payload.sorted { $0.key < $1.key }.map(PayloadField.init)) { field in
        Text("\(field.id)=\(field.value)")
      }
    }
  }
}

struct PayloadField: Identifiable {
  let id: String
  let value: String
  init(_ pair: (key: String, value: String)) {
    id = pair.key
    value = pair.value
  }
}

/// Everything exists: the host package links no `NavigationTesting` (it needs `NavigationJourneys`), whose
/// `AllAvailableDataSource` this repeats.
struct HostData: NavigationDataSource {
  func availability(of kind: String, id: String) -> DataAvailability { .available }
}
