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
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    hostModifier("tabItem", slots: ["tabItem": label()])
  }

  // https://developer.apple.com/documentation/swiftui/view/tag(_:)
  public func tag<V: Hashable>(_ tag: V) -> some View { hostModifier("tag", ["tag": AnyHashable(tag)]) }

  // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
  @available(iOS 15.0, macOS 12.0, *)
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    hostModifier("overlay", ["alignment": alignment], slots: ["overlay": content()])
  }

  // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  @available(iOS 15.0, macOS 12.0, *)
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    hostModifier("background", ["alignment": alignment], slots: ["background": content()])
  }

  // https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
  @available(iOS 14.0, macOS 11.0, *)
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    hostModifier("onOpenURL", ["action": HostClosure { action($0 as! URL) }])
  }

  // https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
  @available(iOS 14.0, macOS 11.0, *)
  public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void)
    -> some View
  { hostModifier("onContinueUserActivity", ["activityType": activityType]) }

  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  @available(iOS 17.0, macOS 14.0, *)
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    // After the render, as SwiftUI runs it after the update: with the old and new value when the value
    // differs from the last render's at this place, or once with the first value when `initial`.
    hostModifier("onChange", ["value": value, "initial": initial]) { host, path, _ in
      host.seenChangePaths.insert(path)
      if let old = host.changeValues[path] as? V {
        if old != value { host.effects.append { action(old, value) } }
      } else if initial {
        host.effects.append { action(value, value) }
      }
      host.changeValues[path] = value
    }
  }

  // https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
  @available(iOS 15.0, macOS 12.0, *)
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    // Started after the render when the view appears or `id` changes (cancelling the one before), cancelled
    // when the view goes away.
    nonisolated(unsafe) let action = action
    return hostModifier("task", ["id": value]) { host, path, _ in
      host.seenTaskPaths.insert(path)
      if let running = host.tasks[path], (running.id.base as? HostTaskID<T>)?.value == value { return }
      host.effects.append {
        host.tasks[path]?.task.cancel()
        host.tasks[path] = (AnyHashable(HostTaskID(value)), Task { await action() })
      }
    }
  }

  // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    hostModifier("onAppear") { host, path, _ in
      host.appearedNow.insert(path)
      if !host.appeared.contains(path), let action { host.effects.append(action) }
    }
  }

  // https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  @available(iOS 16.0, macOS 13.0, *)
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let build: (AnyHashable) -> any View = { destination($0.base as! D) }
    return hostModifier("navigationDestination", ["type": ObjectIdentifier(D.self), "builder": build])
  }

  // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
  @available(iOS 14.0, macOS 11.0, *)
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    hostModifier("navigationTitle", ["title": String(title)])
  }

  // https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)
  // The host renders the actions into the row's `swipeActions` slot: a test swipes by performing one of them.
  @available(iOS 15.0, macOS 12.0, *)
  public func swipeActions<T>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View where T: View {
    hostModifier(
      "swipeActions", ["edge": edge, "allowsFullSwipe": allowsFullSwipe], slots: ["swipeActions": content()])
  }

  // https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)
  @available(iOS 16.0, macOS 13.0, *)
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    hostModifier("toolbarVisibility", ["visibility": visibility, "bars": bars.map(\.description)])
  }

  // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
  @available(iOS 14.0, macOS 11.0, *)
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    let items = (content() as? any HostToolbarContent)?.hostItems ?? []
    return hostModifier("toolbar", ["placements": items.map(\.placement.description)]) { host, path, node in
      node.slots["toolbar"] = items.enumerated().flatMap { index, item in
        host.renderAny(item.view, path: path + "[toolbar \(index)]")
      }
    }
  }

  // https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  @available(iOS 13.0, macOS 10.15, *)
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { hostPresentation("sheet", item: item, onDismiss: onDismiss, content: content) }

  // https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  @available(iOS 14.0, *)
  @available(macOS, unavailable)
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { hostPresentation("fullScreenCover", item: item, onDismiss: onDismiss, content: content) }

  // https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
  @available(iOS 15.0, macOS 12.0, *)
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    hostModifier("interactiveDismissDisabled", ["disabled": isDisabled])
  }

  // https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
  @available(iOS 16.0, macOS 13.0, *)
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    hostModifier("presentationDetents", ["detents": detents])
  }

  // https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
  // The host keeps the detent the sheet rests at as `shown` (what the getter returned); a test drags the
  // sheet with `ViewHost.dragSheet(_:to:)`, which writes the selection as SwiftUI does when the user lets go.
  @available(iOS 16.0, macOS 13.0, *)
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
    -> some View
  {
    hostModifier("presentationDetents", ["detents": detents]) { host, path, node in
      let binding = selection.hostBinding()
      node.values["selection"] = binding
      node.values["shown"] = host.getter(binding, path: path + ".selection")
    }
  }

  // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-3s5mr
  @available(iOS 15.0, macOS 12.0, *)
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    let built: A? = data.map(actions)
    // Shown only from the topmost layer: an alert asked for under a presented sheet is a problem the host
    // reports after the render, and shows nothing (UIKit presents nothing from a controller that presents).
    return hostModifier("alert", ["title": String(title)]) { host, path, node in
      let binding = isPresented.hostBinding()
      node.values["isPresented"] = binding
      if host.getter(binding, path: path + ".isPresented") as! Bool, let built {
        node.slots["alert"] = host.render(built, path: path + "[alert]")
      }
    }
  }

  // https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pz
  @available(iOS 15.0, macOS 12.0, *)
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let actions = actions()
    let message = message()
    // Presented as an alert is (from the topmost layer only); its actions and message render into slots
    // of their own, so a test finds the title, the message and each button, and taps one with
    // `ViewHost.tapDialogAction`.
    return hostModifier("confirmationDialog", ["title": String(title), "titleVisibility": titleVisibility]) {
      host, path, node in
      let binding = isPresented.hostBinding()
      node.values["isPresented"] = binding
      if host.getter(binding, path: path + ".isPresented") as! Bool {
        node.slots["confirmationDialog"] = host.render(actions, path: path + "[confirmationDialog]")
        node.slots["confirmationDialogMessage"] = host.render(message, path: path + "[confirmationDialog.message]")
      }
    }
  }

  // https://developer.apple.com/documentation/swiftui/view/font(_:)
  public func font(_ font: Font?) -> some View { hostModifier("font", ["font": font as Any]) }

  // https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  public func padding(_ length: CGFloat) -> some View { hostModifier("padding", ["length": length]) }

  // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    hostModifier("padding", ["edges": edges, "length": length as Any])
  }

  // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    hostModifier("frame", ["width": width as Any, "height": height as Any, "alignment": alignment])
  }

  // https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)
  public func shadow(color: Color = Color(name: "shadow"), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> some View
  { hostModifier("shadow", ["color": color, "radius": radius, "x": x, "y": y]) }

  // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  @available(iOS 15.0, macOS 12.0, *)
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    hostModifier("foregroundStyle", ["style": style])
  }

  // https://developer.apple.com/documentation/swiftui/view/badge(_:)-8adyq
  @available(iOS 15.0, macOS 12.0, *)
  public func badge(_ count: Int) -> some View { hostModifier("badge", ["count": count]) }

  // https://developer.apple.com/documentation/swiftui/view/badge(_:)-6x46k
  @available(iOS 15.0, macOS 12.0, *)
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    hostModifier("badge", ["label": label.map { String($0) } as Any])
  }

  // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  public func opacity(_ opacity: Double) -> some View { hostModifier("opacity", ["opacity": opacity]) }

  // https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0
  public func transition(_ t: AnyTransition) -> some View { hostModifier("transition", ["transition": t]) }

  // https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)
  @available(iOS 14.0, macOS 11.0, *)
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    hostModifier("keyboardShortcut", ["key": key, "modifiers": modifiers])
  }

  // https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv
  @available(iOS 14.0, macOS 11.0, *)
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { modifier(AccessibilityAttachmentModifier(values: ["label": String(label)])) }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-6lx2j
  @available(iOS 14.0, macOS 11.0, *)
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { modifier(AccessibilityAttachmentModifier(values: ["hint": String(hint)])) }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  @available(iOS 14.0, macOS 11.0, *)
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(values: ["hidden": hidden]))
  }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
  @available(iOS 14.0, macOS 11.0, *)
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { modifier(AccessibilityAttachmentModifier(values: ["traits": traits])) }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:equals:)
  @available(iOS 15.0, macOS 12.0, *)
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View {
    // Read when a test asks, not while rendering: a focus change redraws no body. `focus` is VoiceOver
    // moving onto the element (fact 70: SwiftUI sets the state to the element's value).
    hostModifier(
      "accessibilityFocused",
      [
        "equals": value, "isFocused": { binding.wrappedValue == value },
        "focus": HostClosure { _ in binding.wrappedValue = value },
      ])
  }

  // https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
  public func simultaneousGesture<T: Gesture>(_ gesture: T) -> some View { hostModifier("simultaneousGesture") }

  // https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:)
  @available(iOS 18.0, macOS 15.0, *)
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
    hostModifier("scrollPosition") { host, path, node in
      node.values["position"] = position.hostBinding()
    }
  }

  // https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:)
  @available(iOS 18.0, macOS 15.0, *)
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
    hostModifier(
      "onScrollPhaseChange",
      [
        "action": HostClosure { phases in
          let (old, new) = phases as! (ScrollPhase, ScrollPhase)
          action(old, new)
        }
      ])
  }

  // https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
  @available(iOS 18.0, macOS 15.0, *)
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
  ) -> some View {
    hostModifier(
      "onScrollGeometryChange",
      [
        "action": HostClosure { geometries in
          let (old, new) = geometries as! (ScrollGeometry, ScrollGeometry)
          let before = transform(old)
          let after = transform(new)
          if before != after { action(before, after) }
        }
      ])
  }

  /// `.sheet(item:)` and `.fullScreenCover(item:)`: the item as the getter last returned it (or nil once the
  /// user swiped the sheet away); when it holds an item, the content built for it in its own scope (run again
  /// when the item changes, fact 34) under the slot, with the item's identity. A new identity dismisses the
  /// old presentation (its `onDismiss` runs, fact 36) and presents anew with fresh state; an item gone runs
  /// `onDismiss`. The host checks after the render that each layer presents once (``ViewHost/presentations``).
  func hostPresentation<Item: Identifiable, Content: View>(
    _ name: String, item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content
  ) -> HostModifier<Self> {
    hostModifier(name) { host, path, node in
      let binding = item.hostBinding()
      node.values["item"] = binding
      let shown = host.getter(binding, path: path + ".item") as? Item
      let contentPath = path + "[\(name)]"
      host.presentation(
        at: path, id: shown.map { AnyHashable($0.id) }, contentPath: contentPath, onDismiss: onDismiss, item: binding)
      guard let shown else { return }
      node.values["id"] = AnyHashable(shown.id)
      let (view, ran) = host.scope(HostScope(kind: name, path: contentPath), input: shown, compare: true) {
        content(shown)
      }
      node.slots[name] = host.content(ran: ran) { host.render(view, path: contentPath) }
    }
  }
}

/// The identity a running task was started for (`task(id:)` takes any `Equatable`).
struct HostTaskID<T: Equatable>: Hashable {
  let value: T
  init(_ value: T) { self.value = value }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) {}
}

// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@available(iOS 14.0, macOS 11.0, *)
public struct AccessibilityAttachmentModifier: ViewModifier {
  let values: [String: Any]
  public func body(content: Content) -> Never { _surface() }
}
