// The headless host: what makes this surface run. Tools/SwiftUIHost builds this module as `SwiftUI` (with
// `SWIFTUI_HOST` defined) and renders the adapter's own views into a tree of `HostNode`s: views as values,
// modifiers as nodes carrying their arguments, and each scope SwiftUI evaluates on its own (a view's `body`,
// a modifier's `body(content:)`, a `ForEach` row, a destination or sheet builder, a binding's getter) run
// inside its own `withObservationTracking`, so the host knows which scopes a change invalidates. It is a
// test double of SwiftUI, not a renderer: no layout, no pixels. Everything here is `package`: invisible to
// the adapter, which sees only Apple's declarations.
import Foundation
import Observation

/// What SwiftUI does with a presentation whose presenting view leaves the tree while it is up (Open question
/// 6 of SWIFTUI-SEMANTICS.md: no source says whether `onDismiss` runs then).
package enum PresenterLeaving: Sendable {
  /// The presentation goes and nothing is called (the host's default).
  case staysSilent
  /// SwiftUI dismisses it as a swipe would: it writes nil to the item and calls `onDismiss`.
  case dismisses
}

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

/// A type-erased binding as a node carries it: `get` calls the getter as a test peeks at it (no scope, not
/// counted); the render reads it through its own getter scope (``ViewHost/getter(_:path:)``). `set` is
/// SwiftUI's write.
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
  /// The scopes the last render reused without running them.
  package private(set) var reused: Set<HostScope> = []

  var storage: [String: AnyObject] = [:]
  /// The UIKit controllers the host stands in for (screens, navigation and presented controllers), by key.
  var controllers: [String: AnyObject] = [:]
  var changeValues: [String: Any] = [:]
  var seenChangePaths: Set<String> = []
  var tasks: [String: (id: AnyHashable, task: Task<Void, Never>)] = [:]
  var seenTaskPaths: Set<String> = []

  /// A scene that goes away cancels its views' tasks, as SwiftUI does when a view leaves: a host a test made
  /// earlier must not keep speaking into a later test.
  isolated deinit {
    for running in tasks.values { running.task.cancel() }
  }
  var appeared: Set<String> = []
  var appearedNow: Set<String> = []
  /// Entries of each stack (by path) in the last render; those gone are animating out until
  /// ``endTransitions()``.
  var stackEntries: [String: [AnyHashable]] = [:]
  var leaving: [String: [AnyHashable]] = [:]
  var effects: [() -> Void] = []
  private let invalidations = InvalidationBox()
  /// What each scope produced last, and from which inputs (kept while the scope is in the tree).
  private var records: [HostScope: (input: Any, output: Any)] = [:]
  /// Whether the view being rendered now came out of a scope run in this render (so its inputs are compared
  /// with the last ones) or out of a scope reused (so it is the very value of last time).
  var fresh = false
  /// The view paths (bodies, representables, dynamic properties) the current render went through.
  var visited: Set<String> = []
  /// The presentation modifiers (sheet, cover) seen by the current render, by path.
  var presentedNow: Set<String> = []
  /// What each presentation modifier shows, by path: the item's identity, the `onDismiss` to call and the
  /// item's binding.
  var presented: [String: (id: AnyHashable, onDismiss: (() -> Void)?, item: HostBinding)] = [:]
  /// What SwiftUI does with a presentation whose presenting view leaves while it is up (Open question 6,
  /// which no source settles): a test runs the adapter under each answer.
  package var presenterLeaving = PresenterLeaving.staysSilent
  /// Each scroll view's offset from its top, by the scroll view's path, as the user left it
  /// (``scroll(_:toY:)``).
  var scrollOffsets: [String: CGFloat] = [:]
  /// Presentations and dismissals in order (`present <path> <id>`, `dismiss <path> <id>`).
  package private(set) var presentationLog: [String] = []
  /// What the last render found SwiftUI or UIKit would not do as the views ask: a tab's tag of the wrong
  /// type, two presentations from one layer, an alert under a presented sheet.
  package private(set) var problems: [String] = []
  /// Swipes on held sheets, reported to their presentation controllers as attempts (by content path).
  package var dismissAttempts: [String] = []

  /// A host rendering `root` (evaluated once: the root's own stored values stay).
  package init<Root: View>(_ root: Root) {
    let root = root
    makeRoot = { root }
    tree = HostNode("empty", path: "")
    Self.current = self
  }

  /// A host relaunching the scene `previous` rendered: the app was stopped and started again, and the
  /// scene's `@SceneStorage` is what `previous` held (fact 67: saved by the time the scene went to the
  /// background); nothing else carries over.
  package convenience init<Root: View>(_ root: Root, relaunchingFrom previous: ViewHost) {
    self.init(root)
    sceneStorage = previous.sceneStorage
  }

  /// Moves the scene to `phase` through the phases iOS passes on the way (fact 58: active, inactive,
  /// background, and back through inactive), rendering after each, so each `onChange(of: scenePhase)` sees
  /// every step.
  package func moveScene(to phase: ScenePhase) {
    let order: [ScenePhase] = [.background, .inactive, .active]
    guard var at = order.firstIndex(of: environment.scenePhase), let target = order.firstIndex(of: phase) else {
      return
    }
    while at != target {
      at += target > at ? 1 : -1
      environment.scenePhase = order[at]
      render()
    }
  }

  /// Renders the tree again, re-running only the scopes a change invalidated or whose inputs changed (the
  /// rest keep their last output, as SwiftUI keeps a body it has no reason to recompute), then runs what the
  /// render scheduled (`onAppear`, `onChange`, `task`), repeating while those invalidated scopes, at most 8
  /// times. With `effects: false`, only the tree is built (a URL can then arrive before the root appears).
  @discardableResult
  package func render(effects runEffects: Bool = true) -> HostNode {
    Self.current = self
    let changeValuesBefore = changeValues
    for _ in 0..<8 {
      scopes = []
      reused = []
      visited = []
      appearedNow = []
      seenChangePaths = []
      seenTaskPaths = []
      presentedNow = []
      problems = []
      fresh = false
      tree = HostNode("root", path: "", children: renderAny(makeRoot(), path: ""))
      link(tree)
      checkPresentations()
      release()
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
      for effect in pending { effect() }
      if pending.isEmpty || invalidations.pending.isEmpty { break }
    }
    invalidated = invalidations.scopes
    return tree
  }

  /// Forgets what was invalidated so far (call after ``render()``, before the change under test).
  package func resetInvalidations() {
    invalidations.resetRecord()
    invalidated = []
    evaluations = [:]
  }

  /// The scopes invalidated since the last ``resetInvalidations()``, now.
  package var invalidatedNow: Set<HostScope> { invalidations.scopes }
  /// Every invalidation so far, in order.
  var invalidationLog: [HostScope] { invalidations.log }

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
    let (body, ran) = scope(HostScope(kind: "body", path: here), input: view) { view.body }
    return [HostNode("body \(name)", path: here, children: content(ran: ran) { render(body, path: here) })]
  }

  /// Runs `work` as one scope: the observable values it reads are this scope's dependencies. A change to one
  /// of them marks the scope for the next render, however many renders reuse it meanwhile; a change to what
  /// an older run of the scope read no longer does.
  func track<T>(_ scope: HostScope, _ work: () -> T) -> T {
    scopes.append(scope)
    evaluations[scope, default: 0] += 1
    let box = invalidations
    let token = box.begin(scope)
    return withObservationTracking(work) {
      box.invalidate(scope, token: token)
    }
  }

  /// One scope of the render: runs `work` when the scope is new, invalidated, or (when the value holding it
  /// was just built, `compare`) its `input` differs from the last one, property by property
  /// (``hostEqual(_:_:)``); otherwise returns its last output without running it. `ran` says which.
  func scope<T>(_ scope: HostScope, input: Any, compare: Bool? = nil, _ work: () -> T) -> (value: T, ran: Bool) {
    let dirty = invalidations.take(scope)
    if !dirty, let record = records[scope], let output = record.output as? T,
      !(compare ?? fresh) || hostEqual(record.input, input)
    {
      scopes.append(scope)
      reused.insert(scope)
      return (output, false)
    }
    let output = track(scope, work)
    records[scope] = (input, output)
    return (output, true)
  }

  /// Replaces what a scope last produced: SwiftUI's own state moved (a tab tapped, a screen popped, a sheet
  /// swiped away) and shows the new value until the scope runs again.
  func overwrite(_ scope: HostScope, output: Any) {
    guard let record = records[scope] else { return }
    records[scope] = (record.input, output)
  }

  /// Renders `work` (the content of a scope that `ran` or was reused) with ``fresh`` set accordingly.
  func content<T>(ran: Bool, _ work: () -> T) -> T {
    let outer = fresh
    fresh = ran
    defer { fresh = outer }
    return work()
  }

  /// A binding's getter as SwiftUI calls it itself, in its own scope: a binding is always a new input, so it
  /// runs whenever the view holding it was rebuilt, or when what it read changed; otherwise the value
  /// SwiftUI shows stays (which a user's tap, pop or swipe may have changed since).
  func getter(_ binding: HostBinding, path: String) -> Any {
    scope(HostScope(kind: "getter", path: path), input: HostAlwaysChanged()) { binding.get() }.value
  }

  /// Records what SwiftUI or UIKit would refuse (see ``problems``).
  func report(_ problem: String) { problems.append(problem) }

  /// A presentation modifier at `path` shows `id` (nil: nothing) in this render: a new identity presents,
  /// a changed one dismisses the old (its `onDismiss` after the render, its content's state forgotten) and
  /// presents the new (fact 34, 36), nil dismisses.
  func presentation(
    at path: String, id: AnyHashable?, contentPath: String, onDismiss: (() -> Void)?, item: HostBinding
  ) {
    presentedNow.insert(path)
    let before = presented[path]
    if let before, before.id != id {
      presentationLog.append("dismiss \(path) \(before.id)")
      if let call = before.onDismiss { effects.append(call) }
      // The old content goes, and with it every view presenting from it.
      for nested in presented.keys.sorted().reversed() where nested.hasPrefix(contentPath) { presenterLeft(nested) }
      forget(under: contentPath)
    }
    if let id {
      if before?.id != id { presentationLog.append("present \(path) \(id)") }
      presented[path] = (id, onDismiss, item)
    } else {
      presented[path] = nil
    }
  }

  /// The user dismissed the presentation at `path` (a swipe): it is gone, and its `onDismiss` runs.
  func userDismissed(_ path: String) {
    guard let shown = presented[path] else { return }
    presented[path] = nil
    presentationLog.append("dismiss \(path) \(shown.id)")
    shown.onDismiss?()
  }

  /// The view presenting at `path` left while its presentation was up: the presentation goes with it. Under
  /// ``PresenterLeaving/dismisses`` SwiftUI then dismisses it as a swipe would, after the render: it writes
  /// nil to the item, then calls `onDismiss` (facts 33, 35); under ``PresenterLeaving/staysSilent`` nothing
  /// is called. Presentations nested in it leave first (the deepest content goes first).
  private func presenterLeft(_ path: String) {
    guard let shown = presented.removeValue(forKey: path) else { return }
    presentationLog.append("dismiss \(path) \(shown.id) (its presenter left)")
    guard presenterLeaving == .dismisses else { return }
    effects.append {
      shown.item.set(Optional<Any>.none as Any)
      shown.onDismiss?()
    }
  }

  /// Forgets every scope and state below `path` (a presentation replaced: its content starts afresh).
  private func forget(under path: String) {
    for scope in records.keys where scope.path.hasPrefix(path) {
      records[scope] = nil
      invalidations.end(scope)
    }
    for key in storage.keys where key.hasPrefix(path) { storage[key] = nil }
  }

  /// How many presentation slots `path` is inside: its layer (0 is the window's root).
  package nonisolated static func layer(of path: String) -> Int {
    path.components(separatedBy: "[sheet]").count + path.components(separatedBy: "[fullScreenCover]").count - 2
  }

  /// A layer presents one sheet or cover at a time, from its own content (fact 42, 43): a second one from
  /// the same layer is not shown; an alert shows only from the topmost layer.
  private func checkPresentations() {
    var shownByLayer: [Int: String] = [:]
    let nodes = tree.all
    for node in nodes where node.kind == ".sheet" || node.kind == ".fullScreenCover" {
      guard node.values["id"] != nil else { continue }
      let layer = Self.layer(of: node.path)
      if let first = shownByLayer[layer] {
        report("two presentations from layer \(layer): \(first) and \(node.path); UIKit shows only the first")
        node.slots = [:]
        node.values["id"] = nil
      } else {
        shownByLayer[layer] = node.path
      }
    }
    for node in nodes where node.kind == ".alert" && !(node.slots["alert"] ?? []).isEmpty {
      let layer = Self.layer(of: node.path)
      if let above = shownByLayer[layer] {
        report("an alert at \(node.path) under the presentation of \(above): iOS does not show it")
        node.slots["alert"] = nil
      }
    }
    for node in nodes where node.kind == ".confirmationDialog" && node.slots["confirmationDialog"] != nil {
      let layer = Self.layer(of: node.path)
      if let above = shownByLayer[layer] {
        report("a confirmation dialog at \(node.path) under the presentation of \(above): iOS does not show it")
        node.slots["confirmationDialog"] = nil
        node.slots["confirmationDialogMessage"] = nil
      }
    }
  }

  /// Taps the button titled `title` of the confirmation dialog `dialog` shows: its action runs, then the
  /// system writes false to the dialog's `isPresented` (any action dismisses the dialog). False when the
  /// dialog shows no such button.
  @discardableResult
  package func tapDialogAction(_ dialog: HostNode, _ title: String) -> Bool {
    guard
      let button = (dialog.slots["confirmationDialog"] ?? []).flatMap({ $0.all("Button") })
        .first(where: { $0.texts == [title] })
    else { return false }
    button.perform()
    dialog.binding("isPresented")?.set(false)
    return true
  }

  // MARK: - What the user does (SwiftUI's own writes)

  /// The element VoiceOver focus is on: the first `accessibilityFocused` element whose focus state holds its
  /// value (setting the state moves focus there, fact 70), or nil.
  package var voiceOverFocus: HostNode? {
    tree.all(".accessibilityFocused").first { ($0.values["isFocused"] as? () -> Bool)?() == true }
  }

  /// The user moves VoiceOver focus onto `element` (an `accessibilityFocused` node): SwiftUI sets its focus
  /// state to the element's value (fact 70).
  package func moveVoiceOverFocus(to element: HostNode) { element.perform("focus") }

  /// The path a stack shows now.
  package func shownPath(_ stack: HostNode) -> [AnyHashable] { stack.values["shown"] as? [AnyHashable] ?? [] }

  /// The user taps Back on `stack`: it shows one screen less, then writes the path (fact 1, 3). Nothing at
  /// the root.
  package func back(_ stack: HostNode) {
    let shown = shownPath(stack)
    guard !shown.isEmpty else { return }
    write(stack, Array(shown.dropLast()))
  }

  /// An edge swipe back on `stack`: completed, it is Back; cancelled, nothing is written (fact 14).
  package func swipeBack(_ stack: HostNode, completed: Bool) {
    if completed { back(stack) }
  }

  /// A long press on Back, choosing the screen `depth` screens above the root (fact 13).
  package func backMenu(_ stack: HostNode, toDepth depth: Int) {
    let shown = shownPath(stack)
    guard depth < shown.count else { return }
    write(stack, Array(shown.prefix(depth)))
  }

  /// SwiftUI writes `elements` to `stack`'s path: also a collection that is no prefix of the shown one, as
  /// seen during a pop (fact 10). The stack shows what it wrote until its getter runs again.
  package func write(_ stack: HostNode, _ elements: [AnyHashable]) {
    overwrite(HostScope(kind: "getter", path: stack.path + ".path"), output: elements)
    stack.binding("path")?.set(elements)
  }

  /// The user drags the sheet whose content carries `detents` (a `.presentationDetents` node) to `detent`
  /// and lets go: it rests there, then SwiftUI writes the selection. False, with nothing written, for a detent
  /// the sheet does not offer (the user cannot drag there).
  @discardableResult
  package func dragSheet(_ detents: HostNode, to detent: PresentationDetent) -> Bool {
    guard let offered = detents.values["detents"] as? Set<PresentationDetent>, offered.contains(detent) else {
      return false
    }
    overwrite(HostScope(kind: "getter", path: detents.path + ".selection"), output: detent)
    detents.binding("selection")?.set(detent)
    return true
  }

  /// The user drags `scrollView` (a `ScrollView` node) to `y` points below its top and lets go. SwiftUI
  /// reports it to the scroll modifiers applied to that scroll view (those wrapping it and no other scroll
  /// view): the phase goes from idle to interacting; the geometry changes once a frame while the content
  /// moves, here in steps of at most 10 points (a slow drag), each `onScrollGeometryChange` getting the old
  /// and the new geometry (its action runs when its transform of them differs); then the phase goes back to
  /// idle. The offset is kept per scroll view, so the next drag starts where this one ended. False when no
  /// scroll modifier is applied to it (nothing can hear the drag).
  @discardableResult
  package func scroll(_ scrollView: HostNode, toY y: CGFloat) -> Bool {
    let wrappers = scrollView.ancestors.prefix { $0.all("ScrollView").count == 1 }
    let geometry = wrappers.filter { $0.kind == ".onScrollGeometryChange" }
    let phase = wrappers.filter { $0.kind == ".onScrollPhaseChange" }
    guard !geometry.isEmpty || !phase.isEmpty else { return false }
    var offset = scrollOffsets[scrollView.path] ?? 0
    scrollOffsets[scrollView.path] = y
    func geometryAt(_ offset: CGFloat) -> ScrollGeometry {
      ScrollGeometry(
        contentOffset: CGPoint(x: 0, y: offset), contentInsets: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }
    for modifier in phase { modifier.perform(with: (ScrollPhase.idle, ScrollPhase.interacting)) }
    while offset != y {
      let next = y > offset ? min(offset + 10, y) : max(offset - 10, y)
      for modifier in geometry { modifier.perform(with: (geometryAt(offset), geometryAt(next))) }
      offset = next
    }
    for modifier in phase { modifier.perform(with: (ScrollPhase.interacting, ScrollPhase.idle)) }
    return true
  }

  /// The user taps the tab tagged `tag`: the tab view shows it, then writes the selection, also when it was
  /// already selected (the adapter takes that as a re-tap).
  package func tapTab(_ tabView: HostNode, _ tag: AnyHashable) {
    overwrite(HostScope(kind: "getter", path: tabView.path + ".selection"), output: tag.base)
    tabView.binding("selection")?.set(tag.base)
  }

  /// Forgets the scopes, state and representables of views that left the tree: SwiftUI releases them, and a
  /// view that comes back starts afresh.
  private func release() {
    let present = Set(scopes)
    for scope in records.keys where !present.contains(scope) {
      records[scope] = nil
      invalidations.end(scope)
    }
    reused = reused.filter { present.contains($0) }
    // A key is a view's path, or its path and a property's label after the last ".".
    for key in storage.keys where !visited.contains(key) {
      guard let dot = key.lastIndex(of: "."), visited.contains(String(key[..<dot])) else {
        storage[key] = nil
        continue
      }
    }
    for key in changeValues.keys where !seenChangePaths.contains(key) { changeValues[key] = nil }
    // A presenting view that left: its presentation goes with it (what SwiftUI calls then is Open question 6:
    // ``presenterLeaving``). The deepest first: a nested presenter leaves with the content holding it.
    for path in presented.keys.sorted().reversed() where !presentedNow.contains(path) { presenterLeft(path) }
  }

  nonisolated static func name(of type: Any.Type) -> String {
    let full = String(describing: type)
    return String(full.prefix { $0 != "<" })
  }

  /// Links `@State`, `@SceneStorage` and `@AccessibilityFocusState` of a view to the storage of its
  /// identity (its path), as SwiftUI does before it evaluates a body.
  func bindDynamicProperties(of view: Any, path: String) {
    visited.insert(path)
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

/// Invalidations recorded by `withObservationTracking`'s `onChange` (which may run on any thread): the scopes
/// to run again at the next render (`pending`, until a render takes them) and the record tests read
/// (`scopes`, until ``ViewHost/resetInvalidations()``). Each scope's latest run holds a token: a change to what
/// an older run read (a run since replaced) invalidates nothing.
final class InvalidationBox: @unchecked Sendable {
  private let lock = NSLock()
  private var _scopes: Set<HostScope> = []
  private var _pending: Set<HostScope> = []
  private var tokens: [HostScope: Int] = [:]
  private var next = 0
  private var _log: [HostScope] = []
  var scopes: Set<HostScope> { lock.withLock { _scopes } }
  /// Every invalidation, in order (what a transaction's change invalidated is a slice of it).
  var log: [HostScope] { lock.withLock { _log } }
  var pending: Set<HostScope> { lock.withLock { _pending } }
  func resetRecord() { lock.withLock { _scopes = [] } }
  /// A new run of `scope`: its token.
  func begin(_ scope: HostScope) -> Int {
    lock.withLock {
      next += 1
      tokens[scope] = next
      _pending.remove(scope)
      return next
    }
  }
  /// The scope left the tree: nothing it read invalidates it any more.
  func end(_ scope: HostScope) {
    lock.withLock {
      tokens[scope] = nil
      _pending.remove(scope)
    }
  }
  /// Whether `scope` was invalidated since its last run (it stays so until it runs).
  func take(_ scope: HostScope) -> Bool { lock.withLock { _pending.contains(scope) } }
  func invalidate(_ scope: HostScope, token: Int) {
    lock.withLock {
      guard tokens[scope] == token else { return }
      _log.append(scope)
      _scopes.insert(scope)
      _pending.insert(scope)
    }
  }
}

/// An input that never equals the last one: a `Binding` (its getter may read anything) or a closure.
struct HostAlwaysChanged {}

/// Whether a scope's input is unchanged, as SwiftUI compares a view's stored properties: an `Equatable` value
/// by `==`, a class instance by identity, a closure or a `Binding` always changed, and anything else
/// (structs, tuples, enums, optionals, arrays) property by property.
func hostEqual(_ a: Any, _ b: Any) -> Bool {
  guard ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)) else { return false }
  if a is HostAlwaysChanged || a is any HostNeverEqual { return false }
  if let equatable = a as? any Equatable { return equatable.hostIsEqual(b) }
  let left = Mirror(reflecting: a)
  let right = Mirror(reflecting: b)
  switch left.displayStyle {
  case .class?:
    return (a as AnyObject) === (b as AnyObject)
  case .struct?, .tuple?, .optional?, .collection?, .enum?:
    if left.displayStyle == .enum, left.children.isEmpty {
      return String(describing: a) == String(describing: b)
    }
    guard left.children.count == right.children.count else { return false }
    return zip(left.children, right.children).allSatisfy { $0.label == $1.label && hostEqual($0.value, $1.value) }
  default:
    // A closure, a metatype, a dictionary or set of non-Equatable values: never taken as unchanged.
    return false
  }
}

/// A type the host never takes as unchanged (`Binding`).
protocol HostNeverEqual {}

extension Equatable {
  fileprivate func hostIsEqual(_ other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// The environment values the host provides; each is observable, so a change invalidates the bodies that
/// read it.
@Observable
package final class HostEnvironment {
  package var scenePhase: ScenePhase = .active
  package var accessibilityReduceMotion = false
  /// An iPhone's width by default; a test sets `.regular` for an iPad's full screen.
  package var horizontalSizeClass: UserInterfaceSizeClass? = .compact
  /// The custom keys' values the `.environment` modifiers being rendered wrote, innermost last.
  @ObservationIgnored var scoped: [ObjectIdentifier: Any] = [:]
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
