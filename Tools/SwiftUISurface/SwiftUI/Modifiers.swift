// View modifiers, each with Apple's signature and availability.
public import Foundation

extension View {
  // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  // https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use Tab(title:image:value:content:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use Tab(title:image:value:content:) instead.")
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/tag(_:)
  public func tag<V: Hashable>(_ tag: V) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
  @available(iOS 15.0, macOS 12.0, *)
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    _SurfaceView()
  }

  // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  @available(iOS 15.0, macOS 12.0, *)
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    _SurfaceView()
  }

  // https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
  @available(iOS 14.0, macOS 11.0, *)
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
  @available(iOS 14.0, macOS 11.0, *)
  public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void)
    -> some View
  { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  @available(iOS 17.0, macOS 14.0, *)
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
  @available(iOS 15.0, macOS 12.0, *)
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  @available(iOS 16.0, macOS 13.0, *)
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
  @available(iOS 14.0, macOS 11.0, *)
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)
  @available(iOS 16.0, macOS 13.0, *)
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
  @available(iOS 14.0, macOS 11.0, *)
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    _SurfaceView()
  }

  // https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  @available(iOS 13.0, macOS 10.15, *)
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  @available(iOS 14.0, *)
  @available(macOS, unavailable)
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
  @available(iOS 15.0, macOS 12.0, *)
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-3s5mr
  @available(iOS 15.0, macOS 12.0, *)
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/font(_:)
  public func font(_ font: Font?) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  public func padding(_ length: CGFloat) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  public func opacity(_ opacity: Double) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0
  public func transition(_ t: AnyTransition) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)
  @available(iOS 14.0, macOS 11.0, *)
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    _SurfaceView()
  }

  // https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv
  @available(iOS 14.0, macOS 11.0, *)
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { _surface() }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-6lx2j
  @available(iOS 14.0, macOS 11.0, *)
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { _surface() }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  @available(iOS 14.0, macOS 11.0, *)
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    _surface()
  }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
  @available(iOS 14.0, macOS 11.0, *)
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { _surface() }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:equals:)
  @available(iOS 15.0, macOS 12.0, *)
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
  public func simultaneousGesture<T: Gesture>(_ gesture: T) -> some View { _SurfaceView() }

  // https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:)
  @available(iOS 18.0, macOS 15.0, *)
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
    _SurfaceView()
  }

  // https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:)
  @available(iOS 18.0, macOS 15.0, *)
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
    _SurfaceView()
  }

  // https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
  @available(iOS 18.0, macOS 15.0, *)
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
  ) -> some View { _SurfaceView() }
}

// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@available(iOS 14.0, macOS 11.0, *)
public struct AccessibilityAttachmentModifier: ViewModifier {
  public func body(content: Content) -> Never { _surface() }
}
