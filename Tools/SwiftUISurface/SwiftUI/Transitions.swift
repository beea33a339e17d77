// Navigation transitions (iOS 18's zoom), namespaces and the environment a view sets for its content.
// Links: Apple's documentation of each declaration.

// https://developer.apple.com/documentation/swiftui/namespace
// "A dynamic property type that allows access to a namespace defined by the persistent identity of the object
// containing the property (e.g. a view)."
@available(iOS 14.0, macOS 11.0, *)
@propertyWrapper public struct Namespace: DynamicProperty {
  let box: HostStateBox<Int>
  // https://developer.apple.com/documentation/swiftui/namespace/init()
  public init() { box = HostStateBox(HostNamespaces.next()) }
  // https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
  public var wrappedValue: Namespace.ID { ID(number: box.location.value) }
  // https://developer.apple.com/documentation/swiftui/namespace/id
  public struct ID: Hashable, CustomStringConvertible {
    let number: Int
    public var description: String { "namespace \(number)" }
  }
}
extension Namespace: HostDynamicProperty {
  // One namespace per view identity: the same view keeps its namespace across renders.
  func hostLink(_ host: ViewHost, key: String) { box.link(host, key: key) }
}

/// The host's namespace numbers: each `@Namespace` made takes the next; the one its view identity kept wins.
enum HostNamespaces {
  nonisolated(unsafe) static var count = 0
  static func next() -> Int {
    count += 1
    return count
  }
}

// https://developer.apple.com/documentation/swiftui/navigationtransition
@available(iOS 18.0, macOS 15.0, *)
public protocol NavigationTransition {}

// https://developer.apple.com/documentation/swiftui/automaticnavigationtransition
@available(iOS 18.0, macOS 15.0, *)
public struct AutomaticNavigationTransition: NavigationTransition, CustomStringConvertible {
  public var description: String { "automatic" }
}

// https://developer.apple.com/documentation/swiftui/zoomnavigationtransition
@available(iOS 18.0, macOS 15.0, *)
public struct ZoomNavigationTransition: NavigationTransition, CustomStringConvertible {
  let sourceID: AnyHashable
  let namespace: Namespace.ID
  public var description: String { "zoom(\(sourceID), \(namespace))" }
}

@available(iOS 18.0, macOS 15.0, *)
extension NavigationTransition where Self == AutomaticNavigationTransition {
  // https://developer.apple.com/documentation/swiftui/navigationtransition/automatic
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

@available(iOS 18.0, macOS 15.0, *)
extension NavigationTransition where Self == ZoomNavigationTransition {
  // https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)
  // "The identifier you provide to a corresponding matchedTransitionSource modifier."
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
  }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)
  // "Add this modifier to a view that appears within a NavigationStack or a sheet, outside of any containers."
  @available(iOS 18.0, macOS 15.0, *)
  public func navigationTransition(_ style: some NavigationTransition) -> some View {
    var values: [String: Any] = ["style": style]
    if let zoom = style as? ZoomNavigationTransition {
      values["sourceID"] = zoom.sourceID
      values["namespace"] = zoom.namespace
    }
    return hostModifier("navigationTransition", values)
  }

  // https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
  // "Identifies this view as the source of a navigation transition, such as a zoom transition."
  @available(iOS 18.0, macOS 15.0, *)
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
    hostModifier("matchedTransitionSource", ["id": AnyHashable(id), "namespace": namespace])
  }

  // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    HostEnvironmentWriter(content: self, write: { $0[keyPath: keyPath] = value })
  }
}

// https://developer.apple.com/documentation/swiftui/environmentkey
@available(iOS 13.0, macOS 10.15, *)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1topw
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { scoped[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
    set { scoped[ObjectIdentifier(key)] = newValue }
  }
}

/// `.environment(_:_:)`: its content, and only its content, reads the value it writes, while the host renders
/// it. A body the host reuses read the value of its last run: the host does not track environment reads, so a
/// value that changes under a kept body is not seen (the adapter writes only values that never change, a
/// namespace).
struct HostEnvironmentWriter<Content: View>: View, HostPrimitive {
  let content: Content
  let write: (inout EnvironmentValues) -> Void

  var body: Never { fatalError("a primitive has no body") }

  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    let here = path + "/.environment"
    let outer = host.environment.scoped
    var values = EnvironmentValues(host: host.environment)
    write(&values)
    host.environment.scoped = values.scoped
    defer { host.environment.scoped = outer }
    return [HostNode(".environment", path: here, children: host.render(content, path: here))]
  }
}

// https://developer.apple.com/documentation/swiftui/tabviewstyle
@available(iOS 14.0, macOS 11.0, *)
public protocol TabViewStyle {}

// https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle
// "iPadOS displays a top tab bar that can adapt into a sidebar. iOS displays a bottom tab bar."
@available(iOS 18.0, macOS 15.0, *)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  // https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle/init()
  public init() {}
}

@available(iOS 18.0, macOS 15.0, *)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  // https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable
  @MainActor @preconcurrency public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

// https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement
@available(iOS 18.0, macOS 15.0, *)
public struct AdaptableTabBarPlacement: Hashable, CustomStringConvertible {
  let name: String
  // https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement/automatic
  public static let automatic = AdaptableTabBarPlacement(name: "automatic")
  // https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement/sidebar
  public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
  // https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement/tabbar
  public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
  public var description: String { name }
}

// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
@available(iOS 13.0, macOS 10.15, *)
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact
  case regular
}

extension EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
  // "The value tells you about the amount of horizontal space available to the view that reads it."
  @available(iOS 13.0, macOS 10.15, *)
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { host?.horizontalSizeClass ?? .compact }
    set { host?.horizontalSizeClass = newValue }
  }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)
  // The host's reading of fact 24 and the style's page: a sidebar-adaptable tab view is a bottom tab bar in a
  // compact width and a top tab bar in a regular one, and a sidebar there when a
  // `defaultAdaptableTabBarPlacement(.sidebar)` encloses it (`shownAs` on the `TabView` node).
  @available(iOS 14.0, macOS 11.0, *)
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    hostModifier("tabViewStyle", ["style": style]) { host, _, node in
      guard style is SidebarAdaptableTabViewStyle else { return }
      let regular = host.environment.horizontalSizeClass == .regular
      for tabView in node.all("TabView") {
        tabView.values["style"] = "sidebarAdaptable"
        tabView.values["shownAs"] = regular ? "topTabBar" : "tabBar"
      }
    }
  }

  // https://developer.apple.com/documentation/swiftui/view/defaultadaptabletabbarplacement(_:)
  // "This modifier is only effective on iPadOS in the sidebarAdaptable style."
  @available(iOS 18.0, *)
  @available(macOS, unavailable)
  public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View {
    hostModifier("defaultAdaptableTabBarPlacement", ["placement": defaultPlacement]) { host, _, node in
      guard defaultPlacement == .sidebar, host.environment.horizontalSizeClass == .regular else { return }
      for tabView in node.all("TabView") where tabView.values["style"] as? String == "sidebarAdaptable" {
        tabView.values["shownAs"] = "sidebar"
      }
    }
  }
}
