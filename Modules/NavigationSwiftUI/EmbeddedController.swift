#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import UIKit

  /// An empty controller in a view's content that reaches the UIKit controllers around it: it does its work
  /// when it joins the hierarchy, and again on each update of its representable. SwiftUI updates a
  /// representable right after making it, before its controller is in the hierarchy, and again only when the
  /// representable's values change, so neither moment alone finds the hierarchy in place.
  final class EmbeddedController: UIViewController {
    /// What the controller does with itself; it finds nothing above it until it is in the hierarchy.
    private var work: @MainActor (UIViewController) -> Void

    init(_ work: @escaping @MainActor (UIViewController) -> Void) {
      self.work = work
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not decoded from a storyboard") }

    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      work(self)
    }

    /// Keeps `work` (the representable's new values) and does it now.
    func update(_ work: @escaping @MainActor (UIViewController) -> Void) {
      self.work = work
      work(self)
    }
  }
#endif
