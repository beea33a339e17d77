// Hosting a UIKit view controller in SwiftUI (iOS only): compiled where a UIKit module is present (the iOS
// pass of Tools/check-swiftui, and Tools/SwiftUIHost).
#if canImport(UIKit)
  public import UIKit

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
    /// updated on every render; the node carries both.
    func hostRepresent(_ host: ViewHost, path: String) -> [HostNode] {
      let here = path + "/" + ViewHost.name(of: Self.self)
      let made: HostRepresented<Self>
      if let existing = host.storage[here] as? HostRepresented<Self> {
        made = existing
      } else {
        let coordinator = makeCoordinator()
        made = HostRepresented(
          coordinator: coordinator, controller: makeUIViewController(context: Context(coordinator: coordinator)))
        host.storage[here] = made
      }
      updateUIViewController(made.controller, context: Context(coordinator: made.coordinator))
      return [
        HostNode(
          "UIViewControllerRepresentable", path: here,
          values: ["coordinator": made.coordinator, "controller": made.controller])
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
    init(coordinator: Representable.Coordinator, controller: Representable.UIViewControllerType) {
      self.coordinator = coordinator
      self.controller = controller
    }
  }

  @MainActor func hostRepresentable(_ view: Any, _ host: ViewHost, path: String) -> [HostNode]? {
    (view as? any UIViewControllerRepresentable)?.hostRepresent(host, path: path)
  }
#else
  @MainActor func hostRepresentable(_ view: Any, _ host: ViewHost, path: String) -> [HostNode]? { nil }
#endif
