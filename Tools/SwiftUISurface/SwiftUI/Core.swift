// The SwiftUI API surface the adapter and the example app use: declarations with the signatures and
// availability of Apple's documentation (each with its link), compiled by Tools/check-swiftui as a module
// named `SwiftUI`. Tools/SwiftUIHost runs the same declarations: their bodies build the host's inspectable
// tree (Host.swift); `_surface()` marks what nothing calls. Where the current SDK's signature is stricter
// than an older one (`@Sendable`, `@isolated(any)`, `sending`), the stricter one is declared; where such a
// signature cannot run here, `#if SWIFTUI_HOST` gives the host's variant (listed in Tools/SwiftUIHost/README.md).
public import Foundation

/// Never called: the surface declares signatures, not behaviour.
@usableFromInline func _surface() -> Never { fatalError("Tools/SwiftUISurface declares signatures only") }

/// A view of no particular type, the result of every `some View` declared here.
public struct _SurfaceView: View {
  @usableFromInline init() {}
  public var body: Never { _surface() }
}
extension _SurfaceView: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] { [] }
}

// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swift/never (SwiftUI: Never conforms to View)
extension Never: View {
  public typealias Body = Never
  public var body: Never { _surface() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, *)
@resultBuilder public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-96ijb (iOS 17: parameter packs)
  @available(iOS 17.0, macOS 14.0, *)
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: first) }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: second) }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, *)
public struct TupleView<T>: View {
  let value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { _surface() }
}
extension TupleView: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    var nodes: [HostNode] = []
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      if let view = child.value as? any View { nodes += host.renderAny(view, path: path + "#\(index)") }
    }
    return nodes
  }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@available(iOS 13.0, macOS 10.15, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  let storage: any View
  public var body: Never { _surface() }
}
extension _ConditionalContent: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    host.renderAny(storage, path: path + (storage is TrueContent ? "?true" : "?false"))
  }
}

// https://developer.apple.com/documentation/swiftui/optional (Optional conforms to View when Wrapped does)
extension Optional: View where Wrapped: View {
  public var body: Never { _surface() }
}
extension Optional: HostPrimitive where Wrapped: View {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    map { host.render($0, path: path + "?some") } ?? []
  }
}

// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, *)
public struct EmptyView: View {
  public init() {}
  public var body: Never { _surface() }
}
extension EmptyView: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] { [] }
}

// https://developer.apple.com/documentation/swiftui/anyview
@available(iOS 13.0, macOS 10.15, *)
public struct AnyView: View {
  let view: any View
  // https://developer.apple.com/documentation/swiftui/anyview/init(_:)-5qmkn
  public init<V: View>(_ view: V) { self.view = view }
  public var body: Never { _surface() }
}
extension AnyView: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    [HostNode("AnyView", path: path + "/AnyView", children: host.renderAny(view, path: path + "/AnyView"))]
  }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// https://developer.apple.com/documentation/swiftui/viewmodifier/content
@available(iOS 13.0, macOS 10.15, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let box: HostContentBox
  public var body: Never { _surface() }
}
extension _ViewModifier_Content: HostPrimitive {
  // The content as it is now, even when the modifier's body is reused from an earlier render: it is the
  // modified view's, compared (or not) as the view holding the modifier was built.
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    host.content(ran: box.fresh) { host.renderAny(box.content, path: path + "/content") }
  }
}

/// The content a modifier's body places: kept per place, updated each render, so a reused body shows the
/// current content.
final class HostContentBox {
  var content: any View
  var fresh: Bool
  init(content: any View, fresh: Bool) {
    self.content = content
    self.fresh = fresh
  }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, *)
public struct ModifiedContent<Content, Modifier> {
  let content: Content
  let modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { _surface() }
}
extension ModifiedContent: HostPrimitive where Content: View, Modifier: ViewModifier {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    if let attachment = modifier as? AccessibilityAttachmentModifier {
      let here = path + "/.accessibility"
      return [
        HostNode(".accessibility", path: here, values: attachment.values, children: host.render(content, path: here))
      ]
    }
    let name = ViewHost.name(of: Modifier.self)
    let here = path + "/" + name
    host.bindDynamicProperties(of: modifier, path: here)
    let box: HostContentBox
    if let existing = host.storage[here + ".$content"] as? HostContentBox {
      box = existing
      box.content = content
      box.fresh = host.fresh
    } else {
      box = HostContentBox(content: content, fresh: host.fresh)
      host.storage[here + ".$content"] = box
    }
    let (body, ran) = host.scope(HostScope(kind: "body", path: here), input: modifier) {
      modifier.body(content: _ViewModifier_Content<Modifier>(box: box))
    }
    return [HostNode("body \(name)", path: here, children: host.content(ran: ran) { host.render(body, path: here) })]
  }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, *)
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  let getter: @MainActor () -> Value
  let setter: @MainActor (Value) -> Void
  init(hostGet: @escaping @MainActor () -> Value, hostSet: @escaping @MainActor (Value) -> Void) {
    getter = hostGet
    setter = hostSet
  }
  public var wrappedValue: Value {
    get { MainActor.assumeIsolated { getter() } }
    nonmutating set { MainActor.assumeIsolated { setter(newValue) } }
  }
  public var projectedValue: Binding<Value> { self }
  #if SWIFTUI_HOST
    // The host's variant: an `@isolated(any)` closure cannot be called synchronously, so the host takes
    // main-actor closures (which the adapter's `{ @MainActor in ... }` closures are).
    @preconcurrency public init(
      get: @escaping @MainActor @Sendable () -> Value, set: @escaping @MainActor @Sendable (Value) -> Void
    ) {
      self.init(hostGet: get, hostSet: set)
    }
  #else
    // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    @preconcurrency public init(
      get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
      _surface()
    }
  #endif
  // https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> { Binding(hostGet: { value }, hostSet: { _ in }) }
  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let getter = getter
    let setter = setter
    return Binding<Subject>(
      hostGet: { getter()[keyPath: keyPath] },
      hostSet: { newValue in
        var value = getter()
        value[keyPath: keyPath] = newValue
        setter(value)
      })
  }

  /// The binding as a node carries it (a render reads it through ``ViewHost/getter(_:path:)``).
  @MainActor func hostBinding() -> HostBinding {
    let getter = getter
    let setter = setter
    return HostBinding(get: { getter() }, set: { value in setter(value as! Value) })
  }
}
// A binding's getter may read anything: SwiftUI takes a view holding one as changed.
extension Binding: HostNeverEqual {}

// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, *)
@propertyWrapper public struct State<Value>: DynamicProperty {
  let box: HostStateBox<Value>
  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { box = HostStateBox(value) }
  // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { box = HostStateBox(value) }
  public var wrappedValue: Value {
    get { box.location.value }
    nonmutating set { box.location.value = newValue }
  }
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(hostGet: { box.location.value }, hostSet: { box.location.value = $0 })
  }
}
extension State: HostDynamicProperty {
  func hostLink(_ host: ViewHost, key: String) { box.link(host, key: key) }
}

// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, *)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  // https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  public var wrappedValue: Value {
    MainActor.assumeIsolated { EnvironmentValues(host: ViewHost.current?.environment)[keyPath: keyPath] }
  }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, *)
public struct EnvironmentValues {
  let host: HostEnvironment?
  /// The values of custom keys (`EnvironmentKey`) the views around this one wrote (`.environment(_:_:)`).
  var scoped: [ObjectIdentifier: Any]
  init(host: HostEnvironment?) {
    self.host = host
    scoped = host?.scoped ?? [:]
  }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  @available(iOS 14.0, macOS 11.0, *)
  public var scenePhase: ScenePhase {
    get { host?.scenePhase ?? .active }
    set { host?.scenePhase = newValue }
  }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
  public var accessibilityReduceMotion: Bool { host?.accessibilityReduceMotion ?? false }
}

// https://developer.apple.com/documentation/swiftui/scenephase
@available(iOS 14.0, macOS 11.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background
  case inactive
  case active
}

// https://developer.apple.com/documentation/swiftui/scenestorage
// "If the Scene is explicitly destroyed (e.g. the switcher snapshot is destroyed on iPadOS or the window is
// closed on macOS), the data is also destroyed."
@available(iOS 14.0, macOS 11.0, *)
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let box: HostStateBox<Value>
  public var wrappedValue: Value {
    get { box.location.value }
    nonmutating set { box.location.value = newValue }
  }
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(hostGet: { box.location.value }, hostSet: { box.location.value = $0 })
  }
  // https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)-6ug2u (Value == Data?)
  public init(_ key: String) where Value == Data? {
    self.key = key
    box = HostStateBox(nil)
  }
}
extension SceneStorage: HostDynamicProperty {
  func hostLink(_ host: ViewHost, key _: String) {
    // Scene storage belongs to the scene, by key: the host keeps it across roots (a relaunch).
    if let existing = host.sceneStorage[key] as? HostLocation<Value> {
      box.location = existing
    } else {
      host.sceneStorage[key] = box.location
    }
  }
}

// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
@available(iOS 15.0, macOS 12.0, *)
@propertyWrapper public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding
  // (a property wrapper in SwiftUI; declared as a plain type here, since the adapter only passes it on)
  public struct Binding {
    let box: HostStateBox<Value>
    public var wrappedValue: Value {
      get { box.location.value }
      nonmutating set { box.location.value = newValue }
    }
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }
  let box: HostStateBox<Value>
  public var wrappedValue: Value {
    get { box.location.value }
    nonmutating set { box.location.value = newValue }
  }
  public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(box: box) }
  // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init()-6hk4w
  public init() where Value == Bool { box = HostStateBox(false) }
  // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init()-9ltmn
  public init<T: Hashable>() where Value == T? { box = HostStateBox(nil) }
}
extension AccessibilityFocusState: HostDynamicProperty {
  func hostLink(_ host: ViewHost, key: String) { box.link(host, key: key) }
}

// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
@available(iOS 13.0, macOS 10.15, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  // The transaction: the animation, and the scopes the change made under it invalidated (fact 85: the
  // views recomputed for the change are the ones that animate).
  let host = MainActor.assumeIsolated { ViewHost.current }
  let start = MainActor.assumeIsolated { host?.invalidationLog.count ?? 0 }
  let result = try body()
  let scopes = MainActor.assumeIsolated { Set(host?.invalidationLog.dropFirst(start) ?? []) }
  HostAnimations.record(animation, scopes)
  return result
}

// https://developer.apple.com/documentation/swiftui/withtransaction(_:_:)
@available(iOS 13.0, macOS 10.15, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  let host = MainActor.assumeIsolated { ViewHost.current }
  let start = MainActor.assumeIsolated { host?.invalidationLog.count ?? 0 }
  let result = try body()
  let scopes = MainActor.assumeIsolated { Set(host?.invalidationLog.dropFirst(start) ?? []) }
  HostAnimations.record(transaction.animation, scopes, disablesAnimations: transaction.disablesAnimations)
  return result
}

// https://developer.apple.com/documentation/swiftui/transaction
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Transaction {
  // https://developer.apple.com/documentation/swiftui/transaction/init()
  public init() {}
  // https://developer.apple.com/documentation/swiftui/transaction/init(animation:)
  public init(animation: Animation?) { self.animation = animation }
  // https://developer.apple.com/documentation/swiftui/transaction/animation
  public var animation: Animation?
  // https://developer.apple.com/documentation/swiftui/transaction/disablesanimations
  public var disablesAnimations: Bool = false
}

/// The animations changes ran under, newest last (the host's record of `withAnimation` and
/// `withTransaction`), each with its transaction's scopes.
package enum HostAnimations {
  nonisolated(unsafe) package static var log: [Animation?] = []
  nonisolated(unsafe) package static var transactions: [HostTransaction] = []
  static func record(_ animation: Animation?, _ scopes: Set<HostScope>, disablesAnimations: Bool = false) {
    log.append(animation)
    transactions.append(HostTransaction(animation: animation, disablesAnimations: disablesAnimations, scopes: scopes))
  }
}

/// One `withAnimation` or `withTransaction`: its animation, whether it disabled the animations SwiftUI would
/// add itself (a stack's push, a sheet's rise: `Transaction.disablesAnimations`), and the scopes the change
/// inside it invalidated.
package struct HostTransaction: CustomStringConvertible {
  package let animation: Animation?
  package let disablesAnimations: Bool
  package let scopes: Set<HostScope>
  package var description: String {
    "\(animation.map(\.description) ?? "none")\(disablesAnimations ? " (disabled)" : ""): \(scopes.count) scopes"
  }
}

// https://developer.apple.com/documentation/swiftui/animation
@available(iOS 13.0, macOS 10.15, *)
public struct Animation: Equatable, Sendable, CustomStringConvertible {
  let name: String
  // https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation(name: "default")
  // https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation(name: "easeInOut(\(duration))") }
  public var description: String { name }
}

// https://developer.apple.com/documentation/swiftui/anytransition
@available(iOS 13.0, macOS 10.15, *)
public struct AnyTransition: Sendable, CustomStringConvertible {
  let name: String
  // https://developer.apple.com/documentation/swiftui/anytransition/opacity
  public static let opacity = AnyTransition(name: "opacity")
  public var description: String { name }
}
