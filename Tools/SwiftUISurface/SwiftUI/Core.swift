// The SwiftUI API surface the adapter and the example app use: declarations with the signatures and
// availability of Apple's documentation (each with its link), compiled by Tools/check-swiftui as a module
// named `SwiftUI`. Nothing here runs; every body is `_surface()`. Where the current SDK's signature is
// stricter than an older one (`@Sendable`, `@isolated(any)`, `sending`), the stricter one is declared.
public import Foundation

/// Never called: the surface declares signatures, not behaviour.
@usableFromInline func _surface() -> Never { fatalError("Tools/SwiftUISurface declares signatures only") }

/// A view of no particular type, the result of every `some View` declared here.
public struct _SurfaceView: View {
  @usableFromInline init() {}
  public var body: Never { _surface() }
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
    _surface()
  }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _surface() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _surface() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, *)
public struct TupleView<T>: View {
  public init(_ value: T) {}
  public var body: Never { _surface() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@available(iOS 13.0, macOS 10.15, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { _surface() }
}

// https://developer.apple.com/documentation/swiftui/optional (Optional conforms to View when Wrapped does)
extension Optional: View where Wrapped: View {
  public var body: Never { _surface() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, *)
public struct EmptyView: View {
  public init() {}
  public var body: Never { _surface() }
}

// https://developer.apple.com/documentation/swiftui/anyview
@available(iOS 13.0, macOS 10.15, *)
public struct AnyView: View {
  // https://developer.apple.com/documentation/swiftui/anyview/init(_:)-5qmkn
  public init<V: View>(_ view: V) {}
  public var body: Never { _surface() }
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
  public var body: Never { _surface() }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, *)
public struct ModifiedContent<Content, Modifier> {
  public init(content: Content, modifier: Modifier) {}
}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { _surface() }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, *)
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public var wrappedValue: Value {
    get { _surface() }
    nonmutating set { _surface() }
  }
  public var projectedValue: Binding<Value> { self }
  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}
  // https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> { _surface() }
  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    _surface()
  }
}

// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, *)
@propertyWrapper public struct State<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) {}
  // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) {}
  public var wrappedValue: Value {
    get { _surface() }
    nonmutating set { _surface() }
  }
  public var projectedValue: Binding<Value> { _surface() }
}

// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, *)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { _surface() }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, *)
public struct EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  @available(iOS 14.0, macOS 11.0, *)
  public var scenePhase: ScenePhase {
    get { _surface() }
    set { _surface() }
  }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
  public var accessibilityReduceMotion: Bool { _surface() }
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
  public var wrappedValue: Value {
    get { _surface() }
    nonmutating set { _surface() }
  }
  public var projectedValue: Binding<Value> { _surface() }
  // https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)-6ug2u (Value == Data?)
  public init(_ key: String) where Value == Data? {}
}

// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
@available(iOS 15.0, macOS 12.0, *)
@propertyWrapper public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding
  // (a property wrapper in SwiftUI; declared as a plain type here, since the adapter only passes it on)
  public struct Binding {
    public var wrappedValue: Value {
      get { _surface() }
      nonmutating set { _surface() }
    }
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }
  public var wrappedValue: Value {
    get { _surface() }
    nonmutating set { _surface() }
  }
  public var projectedValue: AccessibilityFocusState<Value>.Binding { _surface() }
  // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init()-6hk4w
  public init() where Value == Bool {}
  // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init()-9ltmn
  public init<T: Hashable>() where Value == T? {}
}

// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
@available(iOS 13.0, macOS 10.15, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  _surface()
}

// https://developer.apple.com/documentation/swiftui/animation
@available(iOS 13.0, macOS 10.15, *)
public struct Animation: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation()
  // https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)
  public static func easeInOut(duration: TimeInterval) -> Animation { _surface() }
}

// https://developer.apple.com/documentation/swiftui/anytransition
@available(iOS 13.0, macOS 10.15, *)
public struct AnyTransition: Sendable {
  // https://developer.apple.com/documentation/swiftui/anytransition/opacity
  public static let opacity = AnyTransition()
}
