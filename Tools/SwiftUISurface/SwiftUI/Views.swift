// Views and the values they take. Links: Apple's documentation of each declaration.
public import Foundation

// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, *)
public struct Text: View, Equatable {
  let string: String
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public init<S: StringProtocol>(_ content: S) { string = String(content) }
  public var body: Never { _surface() }
}
extension Text: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    [HostNode("Text", path: path + "/Text", values: ["text": string])]
  }
}

// https://developer.apple.com/documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, *)
public struct Image: View, Equatable {
  let systemName: String
  // https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  public init(systemName: String) { self.systemName = systemName }
  public var body: Never { _surface() }
}
extension Image: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    [HostNode("Image", path: path + "/Image", values: ["systemName": systemName])]
  }
}

// https://developer.apple.com/documentation/swiftui/label
@available(iOS 14.0, macOS 11.0, *)
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  public var body: Never { _surface() }
}
extension Label where Title == Text, Icon == Image {
  // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7bjnn
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: Text(title), icon: Image(systemName: name))
  }
}
extension Label: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    let here = path + "/Label"
    return [HostNode("Label", path: here, children: host.render(icon, path: here) + host.render(title, path: here))]
  }
}

// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, *)
public struct Button<Label: View>: View {
  let action: @MainActor () -> Void
  let label: Label
  var role: ButtonRole? = nil
  // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
  public var body: Never { _surface() }
}
extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.action = action
    label = Text(title)
  }
  // https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-7v4ac
  @available(iOS 15.0, macOS 12.0, *)
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.action = action
    label = Text(title)
    self.role = role
  }
}
extension Button: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    let here = path + "/Button"
    let action = action
    var values: [String: Any] = ["action": HostClosure { _ in MainActor.assumeIsolated { action() } }]
    if let role { values["role"] = role }
    return [HostNode("Button", path: here, values: values, children: host.render(label, path: here))]
  }
}

// https://developer.apple.com/documentation/swiftui/textfield
@available(iOS 13.0, macOS 10.15, *)
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let label: Label
  public var body: Never { _surface() }
}
extension TextField where Label == Text {
  // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-9kf4c
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.text = text
    label = Text(title)
  }
}
extension TextField: HostPrimitive {
  // The field shows what its binding's getter returns, read in the getter's own scope.
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    let here = path + "/TextField"
    let binding = text.hostBinding()
    let shown = host.getter(binding, path: here + ".text")
    return [
      HostNode(
        "TextField", path: here, values: ["text": binding, "shown": shown], children: host.render(label, path: here))
    ]
  }
}

// https://developer.apple.com/documentation/swiftui/buttonrole
@available(iOS 15.0, macOS 12.0, *)
public struct ButtonRole: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
  public var description: String { name }
}

// https://developer.apple.com/documentation/swiftui/group
@available(iOS 13.0, macOS 10.15, *)
public struct Group<Content> {
  let content: Content
  // https://developer.apple.com/documentation/swiftui/group/init(content:)-7b8gf
  public init(@ViewBuilder content: () -> Content) where Content: View { self.content = content() }
}
extension Group: View where Content: View {
  public var body: Never { _surface() }
}
extension Group: HostPrimitive where Content: View {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    [HostNode("Group", path: path + "/Group", children: host.render(content, path: path + "/Group"))]
  }
}

// https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, *)
public struct VStack<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  let content: Content
  public var body: Never { _surface() }
}
extension VStack: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    [HostNode("VStack", path: path + "/VStack", children: host.render(content, path: path + "/VStack"))]
  }
}

// https://developer.apple.com/documentation/swiftui/zstack
@available(iOS 13.0, macOS 10.15, *)
public struct ZStack<Content: View>: View {
  let content: Content
  // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { _surface() }
}
extension ZStack: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    [HostNode("ZStack", path: path + "/ZStack", children: host.render(content, path: path + "/ZStack"))]
  }
}

// https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, *)
public struct Color: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let name: String
  @usableFromInline init(name: String) { self.name = name }
  // https://developer.apple.com/documentation/swiftui/color/white
  public static let white = Color(name: "white")
  // https://developer.apple.com/documentation/swiftui/color/black
  public static let black = Color(name: "black")
  // https://developer.apple.com/documentation/swiftui/color/clear
  public static let clear = Color(name: "clear")
  // https://developer.apple.com/documentation/swiftui/color/opacity(_:)
  public func opacity(_ opacity: Double) -> Color { Color(name: "\(name) \(opacity)") }
  public var description: String { name }
}
extension Color: View, ShapeStyle {
  public var body: Never { _surface() }
}
extension Color: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    [HostNode("Color", path: path + "/Color", values: ["color": name])]
  }
}

// https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, macOS 10.15, *)
public struct ScrollView<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  let content: Content
  public var body: Never { _surface() }
}
extension ScrollView: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    [HostNode("ScrollView", path: path + "/ScrollView", children: host.render(content, path: path + "/ScrollView"))]
  }
}

// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  let data: Data
  let identify: (Data.Element) -> ID
  let content: (Data.Element) -> Content
}
extension ForEach: View where Content: View {
  public var body: Never { _surface() }
}
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    identify = { $0.id }
    self.content = content
  }
}
extension ForEach where Content: View {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    identify = { $0[keyPath: id] }
    self.content = content
  }
}
extension ForEach: HostPrimitive where Content: View {
  // Each row is its own scope: SwiftUI calls the escaping content closure itself, row by row.
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    let here = path + "/ForEach"
    var rows: [HostNode] = []
    for element in data {
      let id = identify(element)
      let rowPath = here + "[\(id)]"
      // A row is recomputed when its element changed (or what it read did), not because the view holding
      // the ForEach was: SwiftUI calls the escaping closure for the element.
      let (row, ran) = host.scope(HostScope(kind: "row", path: rowPath), input: element, compare: true) {
        content(element)
      }
      rows.append(
        HostNode(
          "row", path: rowPath, values: ["id": id], children: host.content(ran: ran) { host.render(row, path: rowPath) }
        ))
    }
    return [HostNode("ForEach", path: here, children: rows)]
  }
}

// https://developer.apple.com/documentation/swiftui/tabview
@available(iOS 14.0, macOS 11.0, *)
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  // https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }
  public var body: Never { _surface() }
}
extension TabView: HostPrimitive {
  // The selected tab is what the selection getter last returned, or the tab the user tapped since
  // (``ViewHost/tapTab(_:_:)``). Each tab's tag must be of the selection's type and unique, and the selection
  // one of them (fact 22); anything else is a problem the host reports.
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    let here = path + "/TabView"
    var values: [String: Any] = ["selectionType": ObjectIdentifier(SelectionValue.self)]
    var selected: AnyHashable?
    if let selection {
      let binding = selection.hostBinding()
      values["selection"] = binding
      let value = host.getter(binding, path: here + ".selection") as! SelectionValue
      values["selected"] = value
      selected = AnyHashable(value)
    }
    let node = HostNode("TabView", path: here, values: values, children: host.render(content, path: here))
    let tags = node.all(".tag").compactMap { $0.values["tag"] as? AnyHashable }
    for tag in tags where !(tag.base is SelectionValue) {
      host.report("TabView \(here): tag \(tag) is a \(type(of: tag.base)), the selection a \(SelectionValue.self)")
    }
    if Set(tags).count != tags.count { host.report("TabView \(here): two tabs share a tag in \(tags)") }
    if let selected, !tags.contains(selected) {
      host.report("TabView \(here): the selection \(selected) is no tab's tag (\(tags))")
    }
    return [node]
  }
}

// https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, *)
public struct NavigationStack<Data, Root: View>: View {
  let path: Binding<[AnyHashable]>?
  let root: Root
  // https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
  {
    let getter = path.getter
    let setter = path.setter
    self.path = Binding(
      hostGet: { getter().map { AnyHashable($0) } },
      hostSet: { elements in setter(Data(elements.map { $0.base as! Data.Element })) })
    self.root = root()
  }
  public var body: Never { _surface() }
}
extension NavigationStack where Data == NavigationPath {
  // https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  public init(@ViewBuilder root: () -> Root) {
    path = nil
    self.root = root()
  }
}
extension NavigationStack: HostPrimitive {
  // The root, then one destination per element of the path the stack shows: what the path getter last
  // returned, or what the user's Back, swipe or back menu left since (``ViewHost/back(_:)``...). Each is built
  // by the `navigationDestination` of its type found where SwiftUI finds one (in the stack's own content,
  // not inside a nested stack or a presentation), in its own scope, recomputed only when invalidated (fact
  // 20). Elements just removed stay (marked `leaving`) until the host ends transitions, as a popped screen
  // stays on screen while it animates out.
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    let here = path + "/NavigationStack"
    let node = HostNode("NavigationStack", path: here, children: host.render(root, path: here))
    guard let binding = self.path?.hostBinding() else { return [node] }
    node.values["path"] = binding
    let elements = host.getter(binding, path: here + ".path") as! [AnyHashable]
    node.values["shown"] = elements
    let previous = host.stackEntries[here] ?? []
    var leaving = host.leaving[here] ?? []
    for element in previous where !elements.contains(element) && !leaving.contains(element) { leaving.append(element) }
    leaving.removeAll { elements.contains($0) }
    host.stackEntries[here] = elements
    host.leaving[here] = leaving
    let destinations = Self.destinations(in: node)
    for (element, isLeaving) in elements.map({ ($0, false) }) + leaving.map({ ($0, true) }) {
      let destinationPath = here + "/destination[\(element)]"
      guard
        let destination = destinations.first(where: {
          ($0.values["type"] as? ObjectIdentifier) == ObjectIdentifier(type(of: element.base))
        }), let build = destination.values["builder"] as? (AnyHashable) -> any View
      else {
        node.children.append(HostNode("unmatched", path: destinationPath, values: ["value": element]))
        continue
      }
      let (view, ran) = host.scope(HostScope(kind: "destination", path: destinationPath), input: element, compare: true)
      {
        build(element)
      }
      node.children.append(
        HostNode(
          "destination", path: destinationPath, values: ["value": element, "leaving": isLeaving],
          children: host.content(ran: ran) { host.renderAny(view, path: destinationPath) }))
    }
    return [node]
  }

  /// The `navigationDestination` modifiers the stack sees: in its content, not in a nested stack's, nor in a
  /// sheet, cover, alert or other slot (presented content is another hierarchy).
  static func destinations(in node: HostNode) -> [HostNode] {
    var found: [HostNode] = []
    func visit(_ node: HostNode) {
      if node.kind == ".navigationDestination" { found.append(node) }
      for child in node.children where child.kind != "NavigationStack" { visit(child) }
    }
    for child in node.children { visit(child) }
    return found
  }
}

// https://developer.apple.com/documentation/swiftui/navigationpath
@available(iOS 16.0, macOS 13.0, *)
public struct NavigationPath: Equatable {
  public init() {}
  public var count: Int { _surface() }
}

// https://developer.apple.com/documentation/swiftui/navigationlink
@available(iOS 13.0, macOS 10.15, *)
public struct NavigationLink<Label: View, Destination: View>: View {
  let value: AnyHashable?
  let label: Label
  public var body: Never { _surface() }
}
extension NavigationLink where Destination == Never {
  // https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
  @available(iOS 16.0, macOS 13.0, *)
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.value = value.map { AnyHashable($0) }
    self.label = label()
  }
}
extension NavigationLink: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] {
    let here = path + "/NavigationLink"
    return [
      HostNode("NavigationLink", path: here, values: ["value": value as Any], children: host.render(label, path: here))
    ]
  }
}

// https://developer.apple.com/documentation/swiftui/shape
@available(iOS 13.0, macOS 10.15, *)
public protocol Shape: View, Sendable {}
extension Shape {
  public var body: _SurfaceView { _SurfaceView() }
  // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    HostLeaf(kind: ViewHost.name(of: Self.self), values: ["fill": content])
  }
}

// https://developer.apple.com/documentation/swiftui/fillstyle
@available(iOS 13.0, macOS 10.15, *)
public struct FillStyle: Equatable, Sendable {
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/circle
@available(iOS 13.0, macOS 10.15, *)
public struct Circle: Shape {
  public init() {}
}
extension Circle: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] { [HostNode("Circle", path: path + "/Circle")] }
}

// https://developer.apple.com/documentation/swiftui/capsule
@available(iOS 13.0, macOS 10.15, *)
public struct Capsule: Shape {
  public init() {}
}
extension Capsule: HostPrimitive {
  func hostRender(_ host: ViewHost, path: String) -> [HostNode] { [HostNode("Capsule", path: path + "/Capsule")] }
}

// https://developer.apple.com/documentation/swiftui/shapestyle
@available(iOS 13.0, macOS 10.15, *)
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/tintshapestyle
@available(iOS 15.0, macOS 12.0, *)
public struct TintShapeStyle: ShapeStyle, CustomStringConvertible {
  public var description: String { "tint" }
}
extension ShapeStyle where Self == TintShapeStyle {
  // https://developer.apple.com/documentation/swiftui/shapestyle/tint
  @available(iOS 15.0, macOS 12.0, *)
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

// https://developer.apple.com/documentation/swiftui/material
@available(iOS 15.0, macOS 12.0, *)
public struct Material: ShapeStyle, CustomStringConvertible {
  public var description: String { "material" }
}
extension ShapeStyle where Self == Material {
  // https://developer.apple.com/documentation/swiftui/shapestyle/thinmaterial
  @available(iOS 15.0, macOS 12.0, *)
  public static var thinMaterial: Material { Material() }
}

// https://developer.apple.com/documentation/swiftui/font
@available(iOS 13.0, macOS 10.15, *)
public struct Font: Hashable, Sendable, CustomStringConvertible {
  let name: String
  // https://developer.apple.com/documentation/swiftui/font/title2
  @available(iOS 14.0, macOS 11.0, *)
  public static let title2 = Font(name: "title2")
  // https://developer.apple.com/documentation/swiftui/font/headline
  public static let headline = Font(name: "headline")
  public var description: String { name }
}

// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, *)
public struct Alignment: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public static let center = Alignment(name: "center")
  public static let bottom = Alignment(name: "bottom")
  public static let bottomTrailing = Alignment(name: "bottomTrailing")
  public var description: String { name }
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, *)
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  public static let center = HorizontalAlignment(name: "center")
  public static let leading = HorizontalAlignment(name: "leading")
}

// https://developer.apple.com/documentation/swiftui/axis
@available(iOS 13.0, macOS 10.15, *)
public enum Axis: Hashable {
  case horizontal, vertical
  // https://developer.apple.com/documentation/swiftui/axis/set
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let vertical = Set(rawValue: 2)
  }
}

// https://developer.apple.com/documentation/swiftui/edge
@available(iOS 13.0, macOS 10.15, *)
public enum Edge: Int8, CaseIterable {
  case top, leading, bottom, trailing
  // https://developer.apple.com/documentation/swiftui/edge/set
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let all = Set(rawValue: 15)
    public static let bottom = Set(rawValue: 4)
  }
}

// https://developer.apple.com/documentation/swiftui/edgeinsets
@available(iOS 13.0, macOS 10.15, *)
public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
}

// https://developer.apple.com/documentation/swiftui/horizontaledge
@available(iOS 13.0, macOS 10.15, *)
public enum HorizontalEdge: Int8, CaseIterable, Codable {
  case leading, trailing
}

// https://developer.apple.com/documentation/swiftui/visibility
@available(iOS 15.0, macOS 12.0, *)
public enum Visibility: Hashable, CaseIterable {
  case automatic, visible, hidden
}

// https://developer.apple.com/documentation/swiftui/toolbarplacement
@available(iOS 16.0, macOS 13.0, *)
public struct ToolbarPlacement: Sendable, CustomStringConvertible {
  let name: String
  // https://developer.apple.com/documentation/swiftui/toolbarplacement/tabbar
  @available(iOS 16.0, *)
  @available(macOS, unavailable)
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public var description: String { name }
}

// https://developer.apple.com/documentation/swiftui/presentationdetent
@available(iOS 16.0, macOS 13.0, *)
public struct PresentationDetent: Hashable, Sendable {
  /// What the host shows for it: `medium`, `large`, `fraction:0.4`, `height:320`.
  package let hostName: String
  // https://developer.apple.com/documentation/swiftui/presentationdetent/medium
  public static let medium = PresentationDetent(hostName: "medium")
  // https://developer.apple.com/documentation/swiftui/presentationdetent/large
  public static let large = PresentationDetent(hostName: "large")
  // https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(hostName: "fraction:\(fraction)")
  }
  // https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(hostName: "height:\(height)")
  }
}

// https://developer.apple.com/documentation/swiftui/toolbarcontent
@available(iOS 14.0, macOS 11.0, *)
@MainActor @preconcurrency public protocol ToolbarContent {}

/// Toolbar content the host renders: its items' views, with their placements.
protocol HostToolbarContent {
  var hostItems: [(placement: ToolbarItemPlacement, view: any View)] { get }
}

// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@available(iOS 14.0, macOS 11.0, *)
@resultBuilder public struct ToolbarContentBuilder {
  // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)-9ltx7
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/swiftui/toolbaritem
@available(iOS 14.0, macOS 11.0, *)
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
}
extension ToolbarItem where ID == () {
  // https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.init(placement: placement, content: content())
  }
}
extension ToolbarItem: HostToolbarContent {
  var hostItems: [(placement: ToolbarItemPlacement, view: any View)] { [(placement, content)] }
}

// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
@available(iOS 14.0, macOS 11.0, *)
public struct ToolbarItemPlacement: Sendable, CustomStringConvertible {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/cancellationaction
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/principal
  public static let principal = ToolbarItemPlacement(name: "principal")
  public var description: String { name }
}

// https://developer.apple.com/documentation/swiftui/keyequivalent
@available(iOS 14.0, macOS 11.0, *)
public struct KeyEquivalent: Hashable, Sendable {
  let character: Character
  // https://developer.apple.com/documentation/swiftui/keyequivalent/init(_:)
  public init(_ character: Character) { self.character = character }
  public static let escape = KeyEquivalent("\u{1B}")
  public static let `return` = KeyEquivalent("\r")
  public static let delete = KeyEquivalent("\u{7F}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
}

// https://developer.apple.com/documentation/swiftui/eventmodifiers
@available(iOS 13.0, macOS 10.15, *)
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
}

// https://developer.apple.com/documentation/swiftui/accessibilitytraits
@available(iOS 13.0, macOS 10.15, *)
public struct AccessibilityTraits: SetAlgebra, Sendable, CustomStringConvertible {
  // Each trait by name: the host tells `.isHeader` from `.isStaticText`.
  let names: Set<String>
  init(names: Set<String>) { self.names = names }
  public init() { names = [] }
  // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isstatictext
  public static let isStaticText = AccessibilityTraits(names: ["isStaticText"])
  // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isheader
  public static let isHeader = AccessibilityTraits(names: ["isHeader"])
  public typealias Element = AccessibilityTraits
  public typealias ArrayLiteralElement = AccessibilityTraits
  public var description: String { names.sorted().joined(separator: ", ") }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(names: names.union(other.names))
  }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(names: names.intersection(other.names))
  }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(names: names.symmetricDifference(other.names))
  }
  public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    let inserted = !contains(newMember)
    self = union(newMember)
    return (inserted, newMember)
  }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    self = AccessibilityTraits(names: names.subtracting(member.names))
    return member
  }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let had = contains(newMember)
    self = union(newMember)
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { self = union(other) }
  public mutating func formIntersection(_ other: AccessibilityTraits) { self = intersection(other) }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { self = symmetricDifference(other) }
  public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { lhs.names == rhs.names }
}

// https://developer.apple.com/documentation/swiftui/gesture
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public protocol Gesture<Value> {
  associatedtype Value
}
extension Gesture where Value: Equatable {
  // https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _surface() }
}
extension Gesture {
  // https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _surface() }
}
// https://developer.apple.com/documentation/swiftui/_changedgesture
public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
}
// https://developer.apple.com/documentation/swiftui/_endedgesture
public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
}

// https://developer.apple.com/documentation/swiftui/draggesture
@available(iOS 13.0, macOS 10.15, *)
public struct DragGesture: Gesture {
  // https://developer.apple.com/documentation/swiftui/draggesture/value
  public struct Value: Equatable, Sendable {
    public var translation: CGSize
  }
  // https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
  public init(minimumDistance: CGFloat = 10) {}
}

// https://developer.apple.com/documentation/swiftui/scrollgeometry
@available(iOS 18.0, macOS 15.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset
  public var contentOffset: CGPoint
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets
  public var contentInsets: EdgeInsets
}

// https://developer.apple.com/documentation/swiftui/scrollposition
@available(iOS 18.0, macOS 15.0, *)
public struct ScrollPosition {
  // https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:edge:)
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {}
  // https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(edge:)
  public mutating func scrollTo(edge: Edge) {}
  // https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(y:)
  public mutating func scrollTo(y: CGFloat) {}
}

// https://developer.apple.com/documentation/swiftui/scrollphase
@available(iOS 18.0, macOS 15.0, *)
public enum ScrollPhase: Equatable, Sendable {
  case idle, tracking, interacting, decelerating, animating
}

// https://developer.apple.com/documentation/swiftui/unitpoint
@available(iOS 13.0, macOS 10.15, *)
public struct UnitPoint: Hashable, Sendable {
  public static let top = UnitPoint()
}

// https://developer.apple.com/documentation/foundation/nsuseractivity (Foundation on Apple platforms; absent
// from Foundation on Linux, so declared here for the type-check)
open class NSUserActivity: @unchecked Sendable {
  // https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
  open var activityType: String { _surface() }
  // https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
  open var webpageURL: URL? { _surface() }
}

// https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb (Foundation on Apple)
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"
