import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import Testing

/// Two library stacks in one scene (two tabs of the app's own, each a single-stack root): every `onOpenURL`
/// handler in the scene receives every URL, so each root opens only the links it claims; each keeps its
/// snapshot under its own scene storage key.
extension AdapterThroughTheHost {
  @Test func eachRootOpensOnlyTheLinksItClaimsAndTheOtherShowsNoToast() throws {
    let scene = try TwoStacksScene()
    let handlers = scene.host.tree.all(".onOpenURL")
    try #require(handlers.count == 2)
    // SwiftUI hands the URL to every handler in the scene.
    for handler in handlers { handler.perform(with: URL(string: "notes://notes/3")!) }
    #expect(scene.notes.tab("notes")?.path.count == 1)
    #expect(scene.notes.toast == nil)
    #expect(scene.tasks.toast == nil)
    #expect(scene.tasks.tab("tasks")?.path.isEmpty == true)

    // A link the tasks root's own predicate claims (its app's inbox, which has no route) is its: it says why.
    for handler in handlers { handler.perform(with: URL(string: "notes://inbox")!) }
    #expect(scene.notes.toast == nil)
    #expect(scene.tasks.toast != nil)
  }

  @Test func eachRootRestoresItsOwnStackFromItsOwnStorageKey() throws {
    let first = try TwoStacksScene()
    first.notes.send(.request(.show(path: "/notes/3")))
    first.tasks.send(.request(.show(path: "/tasks/7")))
    first.host.render()
    first.host.moveScene(to: .background)
    #expect(first.host.sceneStorage.keys.sorted() == ["navigation.snapshot.notes", "navigation.snapshot.tasks"])

    let second = try TwoStacksScene(relaunchingFrom: first.host)
    #expect(second.notes.tab("notes")?.path.map(\.path) == ["/notes/3"])
    #expect(second.tasks.tab("tasks")?.path.map(\.path) == ["/tasks/7"])
  }
}

/// A scene with two single-stack roots side by side: the notes app's stack, and a tasks stack whose root
/// also claims its app's `notes://inbox` link.
@MainActor
struct TwoStacksScene {
  let notes: NavigationPresenter
  let tasks: NavigationPresenter
  let host: ViewHost

  init(relaunchingFrom previous: ViewHost? = nil) throws {
    let (notes, notesStore) = try Self.presenter(
      AppDefinition(
        name: "Notes", linkSchemes: ["notes"], universalLinkHosts: [], bundleIdentifier: "example.notes",
        shape: .singleStack),
      NotesWithComposeModule())
    let (tasks, tasksStore) = try Self.presenter(
      AppDefinition(
        name: "Tasks", linkSchemes: ["tasks"], universalLinkHosts: [], bundleIdentifier: "example.tasks",
        shape: .singleStack),
      TasksModule())
    self.notes = notes
    self.tasks = tasks
    let root = VStack {
      NavigationRoot(presenter: notes, sceneStore: notesStore, storageKey: "navigation.snapshot.notes") {
        ProbeScreen(screen: $0)
      }
      NavigationRoot(
        presenter: tasks, sceneStore: tasksStore, storageKey: "navigation.snapshot.tasks",
        alsoClaims: { $0.scheme == "notes" && $0.host == "inbox" }
      ) { ProbeScreen(screen: $0) }
    }
    host = previous.map { ViewHost(root, relaunchingFrom: $0) } ?? ViewHost(root)
    host.render()
  }

  private static func presenter(
    _ app: AppDefinition, _ module: any RouteModule
  ) throws -> (NavigationPresenter, SceneSnapshotStore) {
    let engine = NavigationEngine(
      registry: try RouteRegistry(app: app, modules: [module]),
      environment: NavigationEnvironment(
        now: { Date(timeIntervalSince1970: 1_732_093_200) }, timeZone: TimeZone(identifier: "UTC")!, data: HostData()))
    let store = SceneSnapshotStore()
    let coordinator = NavigationCoordinator(engine: engine, store: store, collapseWindow: .zero)
    return (NavigationPresenter(coordinator: coordinator), store)
  }
}

/// A tasks stack: a list and a task.
struct TasksModule: RouteModule {
  let name = "Tasks"
  var tabs: [TabDefinition] { [TabDefinition(id: "tasks", title: "Tasks", icon: "checklist", order: 0)] }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: "tasks.root", pattern: "tasks", placement: .tabRoot("tasks"), title: "Tasks", links: ["tasks.task"]),
      RouteDefinition(
        id: "tasks.task", pattern: "tasks/{task:int}", placement: .push(tab: "tasks", parent: "tasks.root"),
        title: "Task"),
    ]
  }
}
