// Views and the values they take. Links: Apple's documentation of each declaration.
public import Foundation

// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, *)
public struct Text: View, Equatable {
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public init<S: StringProtocol>(_ content: S) {}
  public var body: Never { _surface() }
}

// https://developer.apple.com/documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, *)
public struct Image: View, Equatable {
  // https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  public init(systemName: String) {}
  public var body: Never { _surface() }
}

// https://developer.apple.com/documentation/swiftui/label
@available(iOS 14.0, macOS 11.0, *)
public struct Label<Title: View, Icon: View>: View {
  public var body: Never { _surface() }
}
extension Label where Title == Text, Icon == Image {
  // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7bjnn
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, *)
public struct Button<Label: View>: View {
  // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public var body: Never { _surface() }
}
extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
  // https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-7v4ac
  @available(iOS 15.0, macOS 12.0, *)
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
}

// https://developer.apple.com/documentation/swiftui/buttonrole
@available(iOS 15.0, macOS 12.0, *)
public struct ButtonRole: Equatable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()
}

// https://developer.apple.com/documentation/swiftui/group
@available(iOS 13.0, macOS 10.15, *)
public struct Group<Content> {
  // https://developer.apple.com/documentation/swiftui/group/init(content:)-7b8gf
  public init(@ViewBuilder content: () -> Content) where Content: View {}
}
extension Group: View where Content: View {
  public var body: Never { _surface() }
}

// https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, *)
public struct VStack<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { _surface() }
}

// https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, macOS 10.15, *)
public struct ScrollView<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
  public var body: Never { _surface() }
}

// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}
extension ForEach: View where Content: View {
  public var body: Never { _surface() }
}
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/tabview
@available(iOS 14.0, macOS 11.0, *)
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
  public var body: Never { _surface() }
}

// https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, *)
public struct NavigationStack<Data, Root: View>: View {
  // https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
  {}
  public var body: Never { _surface() }
}
extension NavigationStack where Data == NavigationPath {
  // https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  public init(@ViewBuilder root: () -> Root) {}
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
  public var body: Never { _surface() }
}
extension NavigationLink where Destination == Never {
  // https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
  @available(iOS 16.0, macOS 13.0, *)
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

// https://developer.apple.com/documentation/swiftui/shape
@available(iOS 13.0, macOS 10.15, *)
public protocol Shape: View, Sendable {}
extension Shape {
  public var body: _SurfaceView { _SurfaceView() }
  // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { _SurfaceView() }
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

// https://developer.apple.com/documentation/swiftui/capsule
@available(iOS 13.0, macOS 10.15, *)
public struct Capsule: Shape {
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/shapestyle
@available(iOS 13.0, macOS 10.15, *)
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/tintshapestyle
@available(iOS 15.0, macOS 12.0, *)
public struct TintShapeStyle: ShapeStyle {}
extension ShapeStyle where Self == TintShapeStyle {
  // https://developer.apple.com/documentation/swiftui/shapestyle/tint
  @available(iOS 15.0, macOS 12.0, *)
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

// https://developer.apple.com/documentation/swiftui/material
@available(iOS 15.0, macOS 12.0, *)
public struct Material: ShapeStyle {}
extension ShapeStyle where Self == Material {
  // https://developer.apple.com/documentation/swiftui/shapestyle/thinmaterial
  @available(iOS 15.0, macOS 12.0, *)
  public static var thinMaterial: Material { Material() }
}

// https://developer.apple.com/documentation/swiftui/font
@available(iOS 13.0, macOS 10.15, *)
public struct Font: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/font/title2
  @available(iOS 14.0, macOS 11.0, *)
  public static let title2 = Font()
  // https://developer.apple.com/documentation/swiftui/font/headline
  public static let headline = Font()
}

// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, *)
public struct Alignment: Equatable, Sendable {
  public static let center = Alignment()
  public static let bottom = Alignment()
  public static let bottomTrailing = Alignment()
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, *)
public struct HorizontalAlignment: Equatable, Sendable {
  public static let center = HorizontalAlignment()
  public static let leading = HorizontalAlignment()
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

// https://developer.apple.com/documentation/swiftui/visibility
@available(iOS 15.0, macOS 12.0, *)
public enum Visibility: Hashable, CaseIterable {
  case automatic, visible, hidden
}

// https://developer.apple.com/documentation/swiftui/toolbarplacement
@available(iOS 16.0, macOS 13.0, *)
public struct ToolbarPlacement: Sendable {
  // https://developer.apple.com/documentation/swiftui/toolbarplacement/tabbar
  @available(iOS 16.0, *)
  @available(macOS, unavailable)
  public static let tabBar = ToolbarPlacement()
}

// https://developer.apple.com/documentation/swiftui/toolbarcontent
@available(iOS 14.0, macOS 11.0, *)
@MainActor @preconcurrency public protocol ToolbarContent {}

// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@available(iOS 14.0, macOS 11.0, *)
@resultBuilder public struct ToolbarContentBuilder {
  // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)-9ltx7
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/swiftui/toolbaritem
@available(iOS 14.0, macOS 11.0, *)
public struct ToolbarItem<ID, Content: View>: ToolbarContent {}
extension ToolbarItem where ID == () {
  // https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
@available(iOS 14.0, macOS 11.0, *)
public struct ToolbarItemPlacement: Sendable {
  public static let automatic = ToolbarItemPlacement()
  // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/cancellationaction
  public static let cancellationAction = ToolbarItemPlacement()
}

// https://developer.apple.com/documentation/swiftui/keyequivalent
@available(iOS 14.0, macOS 11.0, *)
public struct KeyEquivalent: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/keyequivalent/init(_:)
  public init(_ character: Character) {}
  public static let escape = KeyEquivalent(" ")
  public static let `return` = KeyEquivalent(" ")
  public static let delete = KeyEquivalent(" ")
  public static let tab = KeyEquivalent(" ")
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
public struct AccessibilityTraits: SetAlgebra, Sendable {
  public init() {}
  // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isstatictext
  public static let isStaticText = AccessibilityTraits()
  public static let isHeader = AccessibilityTraits()
  public typealias Element = AccessibilityTraits
  public typealias ArrayLiteralElement = AccessibilityTraits
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public func contains(_ member: AccessibilityTraits) -> Bool { true }
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    (false, self)
  }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
  public mutating func formUnion(_ other: AccessibilityTraits) {}
  public mutating func formIntersection(_ other: AccessibilityTraits) {}
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
  public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { true }
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
