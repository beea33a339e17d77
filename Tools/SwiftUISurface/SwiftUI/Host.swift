// The headless host: what makes this surface run. Tools/SwiftUIHost builds this module as `SwiftUI` (with
// `SWIFTUI_HOST` defined) and renders the adapter's own views into a tree of `HostNode`s: views as values,
// modifiers as nodes carrying their arguments, and each scope SwiftUI evaluates on its own (a view's `body`,
// a modifier's `body(content:)`, a `ForEach` row, a destination or sheet builder, a binding's getter) run
// inside its own `withObservationTracking`, so the host knows which scopes a change invalidates. It is a
// test double of SwiftUI, not a renderer: no layout, no pixels. Everything here is `package`: invisible to
// the adapter, which sees only Apple's declarations.
import Foundation
import Observation

/// One node of the rendered tree: a primitive view (`Text`, `Button`, `TabView`), a modifier (`.padding`,
/// `.sheet`) around its content, or a scope (a view's body) around what the body returned.
package final class HostNode: CustomStringConvertible {
  /// `Text`, `Button`, `.padding`, `body ScreenView`, `row`, `destination`...
  package let kind: String
  /// Where the node is: the structural path of its view, unique in one render.
  package let path: String
  /// The arguments the view or modifier was given (closures and bindings included, type-erased).
  package var values: [String: Any]
  /// The content, in order.
  package var children: [HostNode]
  /// Secondary content a modifier presents or places: `overlay`, `background`, `tabItem`, `sheet`,
  /// `alert`, `toolbar`.
  package var slots: [String: [HostNode]] = [:]

  init(_ kind: String, path: String, values: [String: Any] = [:], children: [HostNode] = []) {
    self.kind = kind
    self.path = path
    self.values = values
    self.children = children
  }

  /// This node and every node below it (slots included), depth first.
  package var all: [HostNode] {
    var result = [self]
    for child in children { result += child.all }
    for key in slots.keys.sorted() { for node in slots[key]! { result += node.all } }
    return result
  }

  /// The nodes of this kind below (and including) this one.
  package func all(_ kind: String) -> [HostNode] { all.filter { $0.kind == kind } }
  /// The first node of this kind below (and including) this one.
  package func first(_ kind: String) -> HostNode? { all.first { $0.kind == kind } }
  /// The first node satisfying `predicate`.
  package func first(where predicate: (HostNode) -> Bool) -> HostNode? { all.first(where: predicate) }

  /// A value by name, as `T`.
  package subscript<T>(_ name: String, as type: T.Type = T.self) -> T? { values[name] as? T }

  /// Every `Text`'s string below this node.
  package var texts: [String] { all("Text").compactMap { $0["text"] } }

  /// The modifiers applied to this view, from the innermost out: the chain of modifier nodes whose innermost
  /// content is this node (the modifier nodes are its ancestors). Search with ``ancestors``.
  package weak var parent: HostNode?

  /// This node's ancestors, nearest first.
  package var ancestors: [HostNode] {
    var result: [HostNode] = []
    var node = parent
    while let current = node {
      result.append(current)
      node = current.parent
    }
    return result
  }

  package var description: String { describe(indent: 0) }

  private func describe(indent: Int) -> String {
    let pad = String(repeating: "  ", count: indent)
    let shown = values.filter { !($0.value is HostClosure) }.sorted { $0.key < $1.key }
      .map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    var lines = ["\(pad)\(kind)\(shown.isEmpty ? "" : " (\(shown))")"]
    for child in children { lines.append(child.describe(indent: indent + 1)) }
    for key in slots.keys.sorted() {
      lines.append("\(pad)  [\(key)]")
      for node in slots[key]! { lines.append(node.describe(indent: indent + 2)) }
    }
    return lines.joined(separator: "\n")
  }
}

/// A closure a node carries (an action, a binding's setter), marked so that descriptions skip it.
package struct HostClosure {
  package let call: (Any) -> Void
}

/// A type-erased binding as a node carries it: `get` runs the binding's getter inside its own tracked scope.
package struct HostBinding {
  package let get: () -> Any
  package let set: (Any) -> Void
}

/// Where something was tracked: one scope of one render.
package struct HostScope: Hashable, CustomStringConvertible {
  /// `body`, `row`, `destination`, `sheet`, `getter`...
  package let kind: String
  /// The structural path (the view type's name ends it).
  package let path: String
  package var description: String { "\(kind) \(path)" }
}

/// Renders a root view headlessly and keeps what SwiftUI keeps between renders: `@State` and focus storage
/// by view identity, scene storage, the environment, the values `onChange` compares, running `task`s, the
/// views that appeared, and the screens a stack is animating out.
@MainActor
package final class ViewHost {
  /// The host rendering now (the one tests made); read by `@Environment` and the dynamic properties.
  package static var current: ViewHost?

  /// The environment the views read (`scenePhase`, `accessibilityReduceMotion`).
  package let environment = HostEnvironment()
  /// `@SceneStorage` values by key, as a scene keeps them across launches.
  package var sceneStorage: [String: Any] = [:]

  private var makeRoot: () -> any View
  /// The tree of the last render.
  package private(set) var tree: HostNode
  /// Scopes invalidated since ``resetInvalidations()``.
  package private(set) var invalidated: Set<HostScope> = []
  /// Every scope evaluated by the last render.
  package private(set) var scopes: [HostScope] = []
  /// How many times each scope was evaluated since ``resetInvalidations()``.
  package private(set) var evaluations: [HostScope: Int] = [:]

  var storage: [String: AnyObject] = [:]
  var changeValues: [String: Any] = [:]
  var seenChangePaths: Set<String> = []
  var tasks: [String: (id: AnyHashable, task: Task<Void, Never>)] = [:]
  var seenTaskPaths: Set<String> = []
  var appeared: Set<String> = []
  var appearedNow: Set<String> = []
  /// Entries of each stack (by path) in the last render; those gone are animating out until
  /// ``endTransitions()``.
  var stackEntries: [String: [AnyHashable]] = [:]
  var leaving: [String: [AnyHashable]] = [:]
  var effects: [() -> Void] = []
  private var generation = 0
  private let invalidations = InvalidationBox()

  /// A host rendering `root` (evaluated once: the root's own stored values stay).
  package init<Root: View>(_ root: Root) {
    let root = root
    makeRoot = { root }
    tree = HostNode("empty", path: "")
    Self.current = self
  }

  /// Renders the tree again (every scope, as after a change of everything), then runs what the render
  /// scheduled (`onAppear`, `onChange`, `task`), repeating while those changed state, at most 8 times.
  /// With `effects: false`, only the tree is built (a URL can then arrive before the root appears).
  @discardableResult
  package func render(effects runEffects: Bool = true) -> HostNode {
    Self.current = self
    let changeValuesBefore = changeValues
    for _ in 0..<8 {
      generation += 1
      invalidations.generation = generation
      scopes = []
      appearedNow = []
      seenChangePaths = []
      seenTaskPaths = []
      tree = HostNode("root", path: "", children: renderAny(makeRoot(), path: ""))
      link(tree)
      if runEffects { appeared = appearedNow }
      for (path, running) in tasks where !seenTaskPaths.contains(path) {
        running.task.cancel()
        tasks[path] = nil
      }
      guard runEffects else {
        // Nothing ran: what `onChange` compares against stays as it was.
        effects = []
        changeValues = changeValuesBefore
        break
      }
      let pending = effects
      effects = []
      let before = invalidations.scopes.count
      for effect in pending { effect() }
      if pending.isEmpty || invalidations.scopes.count == before { break }
    }
    invalidated = invalidations.scopes
    return tree
  }

  /// Forgets what was invalidated so far (call after ``render()``, before the change under test).
  package func resetInvalidations() {
    invalidations.scopes = []
    invalidated = []
    evaluations = [:]
  }

  /// The scopes invalidated since the last ``resetInvalidations()``, now.
  package var invalidatedNow: Set<HostScope> { invalidations.scopes }

  /// The stacks finished animating: screens that were animating out are gone.
  package func endTransitions() {
    leaving = [:]
    stackEntries = [:]
  }

  /// Lets the tasks the views started (`task`) run until none has more to do right now.
  package func settle() async {
    for _ in 0..<20 { await Task.yield() }
  }

  // MARK: - Rendering (used by the primitives)

  func renderAny(_ view: any View, path: String) -> [HostNode] {
    render(view, path: path)
  }

  func render<V: View>(_ view: V, path: String) -> [HostNode] {
    if let primitive = view as? any HostPrimitive {
      return primitive.hostRender(self, path: path)
    }
    if let represented = hostRepresentable(view, self, path: path) { return represented }
    let name = Self.name(of: V.self)
    let here = path + "/" + name
    bindDynamicProperties(of: view, path: here)
    let body = track(HostScope(kind: "body", path: here)) { view.body }
    return [HostNode("body \(name)", path: here, children: render(body, path: here))]
  }

  /// Runs `work` as one scope: the observable values it reads are this scope's dependencies.
  func track<T>(_ scope: HostScope, _ work: () -> T) -> T {
    scopes.append(scope)
    evaluations[scope, default: 0] += 1
    let box = invalidations
    let generation = generation
    return withObservationTracking(work) {
      box.invalidate(scope, generation: generation)
    }
  }

  nonisolated static func name(of type: Any.Type) -> String {
    let full = String(describing: type)
    return String(full.prefix { $0 != "<" })
  }

  /// Links `@State`, `@SceneStorage` and `@AccessibilityFocusState` of a view to the storage of its
  /// identity (its path), as SwiftUI does before it evaluates a body.
  func bindDynamicProperties(of view: Any, path: String) {
    for child in Mirror(reflecting: view).children {
      guard let property = child.value as? any HostDynamicProperty else { continue }
      property.hostLink(self, key: path + "." + (child.label ?? "?"))
    }
  }

  private func link(_ node: HostNode) {
    for child in node.children {
      child.parent = node
      link(child)
    }
    for nodes in node.slots.values {
      for child in nodes {
        child.parent = node
        link(child)
      }
    }
  }
}

/// Invalidations recorded by `withObservationTracking`'s `onChange` (which may run on any thread).
final class InvalidationBox: @unchecked Sendable {
  private let lock = NSLock()
  private var _scopes: Set<HostScope> = []
  private var _generation = 0
  var generation: Int {
    get { lock.withLock { _generation } }
    set { lock.withLock { _generation = newValue } }
  }
  var scopes: Set<HostScope> {
    get { lock.withLock { _scopes } }
    set { lock.withLock { _scopes = newValue } }
  }
  func invalidate(_ scope: HostScope, generation: Int) {
    lock.withLock {
      if generation == _generation { _ = _scopes.insert(scope) }
    }
  }
}

/// The environment values the host provides; each is observable, so a change invalidates the bodies that
/// read it.
@Observable
package final class HostEnvironment {
  package var scenePhase: ScenePhase = .active
  package var accessibilityReduceMotion = false
  init() {}
}

/// A view the host renders itself (every primitive, container and modifier of this module).
@MainActor
protocol HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode]
}

/// A property SwiftUI links to storage by view identity.
protocol HostDynamicProperty {
  @MainActor func hostLink(_ host: ViewHost, key: String)
}

/// Observable storage of one `@State`, `@SceneStorage` or focus value.
@Observable
final class HostLocation<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// The reference a dynamic property holds: re-pointed at the storage of its view's identity.
final class HostStateBox<Value> {
  var location: HostLocation<Value>
  init(_ value: Value) { location = HostLocation(value) }

  @MainActor func link(_ host: ViewHost, key: String) {
    if let existing = host.storage[key] as? HostLocation<Value> {
      location = existing
    } else {
      host.storage[key] = location
    }
  }
}

extension HostNode {
  /// The binding a node carries under `name`.
  package func binding(_ name: String = "binding") -> HostBinding? { values[name] as? HostBinding }
  /// Calls the action a node carries under `name` (a button's tap, an `onOpenURL` handler).
  package func perform(_ name: String = "action", with argument: Any = ()) {
    (values[name] as? HostClosure)?.call(argument)
  }
}

/// A view made of a node kind, arguments and content: how every modifier of this module renders.
struct HostModifier<Content: View>: View, HostPrimitive {
  let content: Content
  let name: String
  var values: [String: Any] = [:]
  var slots: [String: any View] = [:]
  var render: ((ViewHost, String, HostNode) -> Void)? = nil

  var body: Never { fatalError("a primitive has no body") }

  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    let here = path + "/." + name
    let node = HostNode("." + name, path: here, values: values, children: host.render(content, path: here))
    for (key, view) in slots { node.slots[key] = host.renderAny(view, path: here + "[\(key)]") }
    render?(host, here, node)
    return [node]
  }
}

extension View {
  func hostModifier(
    _ name: String, _ values: [String: Any] = [:], slots: [String: any View] = [:],
    render: ((ViewHost, String, HostNode) -> Void)? = nil
  ) -> HostModifier<Self> {
    HostModifier(content: self, name: name, values: values, slots: slots, render: render)
  }
}

/// A leaf or container view of the host.
struct HostLeaf: View, HostPrimitive {
  let kind: String
  var values: [String: Any] = [:]
  var content: [any View] = []

  var body: Never { fatalError("a primitive has no body") }

  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    let here = path + "/" + kind
    var children: [HostNode] = []
    for (index, view) in content.enumerated() {
      children += host.renderAny(view, path: content.count == 1 ? here : here + "#\(index)")
    }
    return [HostNode(kind, path: here, values: values, children: children)]
  }
}
