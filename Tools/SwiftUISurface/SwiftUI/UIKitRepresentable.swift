// Hosting a UIKit view controller in SwiftUI (iOS only): compiled where a UIKit module is present (the iOS
// pass of Tools/check-swiftui, and Tools/SwiftUIHost).
#if canImport(UIKit)
  public import UIKit
  import Foundation

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
  @available(iOS 13.0, *)
  @available(macOS, unavailable)
  @MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    @MainActor @preconcurrency func updateUIViewController(
      _ uiViewController: Self.UIViewControllerType, context: Self.Context)
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-32trb
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  }
  extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
  }
  extension UIViewControllerRepresentable {
    public var body: Never { _surface() }

    /// The host's rendering: the controller and coordinator made once per place (as SwiftUI keeps them),
    /// the controller then added to the controller of the screen or sheet it is in (``ViewHost/container(of:)``)
    /// and told so (`didMove(toParent:)`); updated right after it is made, before it has that parent, and
    /// afterwards only when the representable's inputs changed (compared as a view's are). The node
    /// carries both.
    func hostRepresent(_ host: ViewHost, path: String) -> [HostNode] {
      let here = path + "/" + ViewHost.name(of: Self.self)
      host.visited.insert(here)
      let made: HostRepresented<Self>
      if let existing = host.storage[here] as? HostRepresented<Self> {
        made = existing
        if host.fresh, !hostEqual(made.input, self) {
          made.input = self
          made.updates += 1
          updateUIViewController(made.controller, context: Context(coordinator: made.coordinator))
        }
      } else {
        let coordinator = makeCoordinator()
        made = HostRepresented(
          coordinator: coordinator, controller: makeUIViewController(context: Context(coordinator: coordinator)),
          input: self)
        host.storage[here] = made
        made.updates += 1
        updateUIViewController(made.controller, context: Context(coordinator: made.coordinator))
        let container = host.container(of: here)
        made.controller.hostParent = container
        made.controller.didMove(toParent: container)
      }
      return [
        HostNode(
          "UIViewControllerRepresentable", path: here,
          values: ["coordinator": made.coordinator, "controller": made.controller, "updates": made.updates])
      ]
    }
  }

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
  @available(iOS 13.0, *)
  @available(macOS, unavailable)
  @MainActor public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator
    public let coordinator: Representable.Coordinator
  }

  /// What the host keeps of one representable.
  final class HostRepresented<Representable: UIViewControllerRepresentable> {
    let coordinator: Representable.Coordinator
    let controller: Representable.UIViewControllerType
    var input: Representable
    var updates = 0
    init(coordinator: Representable.Coordinator, controller: Representable.UIViewControllerType, input: Representable) {
      self.coordinator = coordinator
      self.controller = controller
      self.input = input
    }
  }

  /// SwiftUI's own delegate of a sheet's presentation controller: what UIKit tells it, in order.
  final class HostSheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var calls: [String] = []
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      calls.append("shouldDismiss")
      return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      calls.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      calls.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      calls.append("didAttemptToDismiss")
    }
  }

  extension ViewHost {
    /// The controller a view at `path` is in: the screen's (a stack's root or a pushed screen, held by the
    /// stack's navigation controller), else the presented sheet's or cover's (with its presentation
    /// controller, whose delegate is SwiftUI's), else the window's root.
    func container(of path: String) -> UIViewController {
      let presentation = ["[sheet]", "[fullScreenCover]"].compactMap { path.range(of: $0, options: .backwards) }
        .max { $0.upperBound < $1.upperBound }
      let stack = path.range(of: "/NavigationStack", options: .backwards)
      if let stack, presentation.map({ stack.lowerBound > $0.upperBound }) ?? true {
        let stackPath = String(path[..<stack.upperBound])
        var screenPath = stackPath
        let rest = path[stack.upperBound...]
        if rest.hasPrefix("/destination["), let close = rest.firstIndex(of: "]") {
          screenPath = String(path[..<rest.index(after: close)])
        }
        let navigation = controller(stackPath + "#navigation") { UINavigationController(nibName: nil, bundle: nil) }
        if navigation.hostParent == nil { navigation.hostParent = container(of: String(path[..<stack.lowerBound])) }
        let screen = controller(screenPath + "#screen") { UIViewController(nibName: nil, bundle: nil) }
        screen.hostParent = navigation
        return screen
      }
      if let presentation {
        return presentedController(String(path[..<presentation.upperBound]))
      }
      return controller("#window") { UIViewController(nibName: nil, bundle: nil) }
    }

    /// The controller presented for the content at `contentPath`, with its presentation controller.
    func presentedController(_ contentPath: String) -> UIViewController {
      controller(contentPath + "#presented") {
        let presented = UIViewController(nibName: nil, bundle: nil)
        let presentation = UIPresentationController()
        let delegate = HostSheetDelegate()
        controllers[contentPath + "#delegate"] = delegate
        presentation.delegate = delegate
        presented.hostPresentationController = presentation
        return presented
      }
    }

    private func controller<C: UIViewController>(_ key: String, _ make: () -> C) -> C {
      if let existing = controllers[key] as? C { return existing }
      let made = make()
      controllers[key] = made
      return made
    }

    /// The back button UIKit shows above the top screen of `stack` (a `NavigationStack` node): the
    /// `backBarButtonItem` of the screen below it, which the navigation controller holds (the stack's root,
    /// or the destination of the element before the last): its title and VoiceOver label. Nil at the root,
    /// and for a screen below that set no item (UIKit then shows the previous title and reads it as is).
    package func backButton(above stack: HostNode) -> (title: String?, label: String?)? {
      let shown = shownPath(stack)
      guard !shown.isEmpty else { return nil }
      let below = shown.count == 1 ? stack.path : stack.path + "/destination[\(shown[shown.count - 2])]"
      guard let screen = controllers[below + "#screen"] as? UIViewController,
        let item = screen.navigationItem.backBarButtonItem
      else { return nil }
      return (item.title, item.accessibilityLabel)
    }

    /// What UIKit told SwiftUI's delegate of the sheet presented by `presentation` (a `.sheet` node).
    package func sheetDelegateCalls(_ presentation: HostNode) -> [String] {
      (controllers[presentation.path + "[sheet]#delegate"] as? HostSheetDelegate)?.calls ?? []
    }

    /// The user swipes down the sheet `presentation` (a `.sheet` node) shows. Held (an
    /// `interactiveDismissDisabled(true)` in its content, fact 39): UIKit tells the presentation controller's
    /// delegate of the attempt, and nothing is written (fact 40). Otherwise UIKit dismisses it: the
    /// delegate hears it will, SwiftUI writes nil to the item and calls `onDismiss` (fact 33, 35), and the
    /// delegate hears it did. A full-screen cover has no such gesture (Open question 7: the host takes
    /// none). Returns whether the sheet went.
    @discardableResult
    package func swipeDown(_ presentation: HostNode) -> Bool {
      guard presentation.kind == ".sheet", presentation.values["id"] != nil else { return false }
      let contentPath = presentation.path + "[sheet]"
      let controller = presentedController(contentPath)
      guard let pc = controller.presentationController else { return false }
      if Self.holds(presentation.slots["sheet"] ?? []) {
        dismissAttempts.append(contentPath)
        pc.delegate?.presentationControllerDidAttemptToDismiss(pc)
        return false
      }
      guard pc.delegate?.presentationControllerShouldDismiss(pc) ?? true else { return false }
      pc.delegate?.presentationControllerWillDismiss(pc)
      overwrite(HostScope(kind: "getter", path: presentation.path + ".item"), output: Optional<Any>.none as Any)
      presentation.binding("item")?.set(Optional<Any>.none as Any)
      userDismissed(presentation.path)
      pc.delegate?.presentationControllerDidDismiss(pc)
      return true
    }

    /// Whether presented content holds its sheet: its own `interactiveDismissDisabled(true)`, not one in a
    /// presentation above it.
    static func holds(_ nodes: [HostNode]) -> Bool {
      for node in nodes {
        if node.kind == ".interactiveDismissDisabled", node.values["disabled"] as? Bool == true { return true }
        if holds(node.children) { return true }
        for (key, slot) in node.slots
        where key != "sheet" && key != "fullScreenCover" && key != "alert"
          && key != "confirmationDialog" && key != "confirmationDialogMessage"
        {
          if holds(slot) { return true }
        }
      }
      return false
    }
  }

  @MainActor func hostRepresentable(_ view: Any, _ host: ViewHost, path: String) -> [HostNode]? {
    (view as? any UIViewControllerRepresentable)?.hostRepresent(host, path: path)
  }
#else
  @MainActor func hostRepresentable(_ view: Any, _ host: ViewHost, path: String) -> [HostNode]? { nil }
#endif
