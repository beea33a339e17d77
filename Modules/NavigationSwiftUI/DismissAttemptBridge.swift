#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import NavigationPresentation
  import SwiftUI
  import UIKit

  /// Tells the guard when the user swipes a held sheet down: SwiftUI's `interactiveDismissDisabled` only
  /// holds the sheet, but UIKit reports the attempt to its presentation controller's delegate. Placed in the
  /// modal's content, it becomes that delegate, asks the presenter to dismiss the modal (so the guard asks
  /// its question, or refuses) and forwards every other callback to the delegate SwiftUI had installed.
  struct DismissAttemptBridge: UIViewControllerRepresentable {
    let presenter: NavigationPresenter
    let level: Int

    func makeCoordinator() -> DismissAttemptDelegate {
      DismissAttemptDelegate(presenter: presenter, level: level)
    }

    func makeUIViewController(context: Context) -> EmbeddedController {
      EmbeddedController(context.coordinator.install)
    }

    func updateUIViewController(_ controller: EmbeddedController, context: Context) {
      context.coordinator.level = level
      controller.update(context.coordinator.install)
    }
  }

  /// The presentation controller's delegate while the bridge is installed.
  final class DismissAttemptDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    let presenter: NavigationPresenter
    var level: Int
    /// SwiftUI's delegate, which keeps receiving everything but the attempt.
    weak var forwarded: (any UIAdaptivePresentationControllerDelegate)?

    init(presenter: NavigationPresenter, level: Int) {
      self.presenter = presenter
      self.level = level
    }

    /// Becomes the delegate of the presentation controller of the outermost controller above `controller` (the
    /// sheet's), once; SwiftUI's own delegate is kept to forward to. Nothing while `controller` is not in the
    /// modal's content yet.
    func install(from controller: UIViewController) {
      var top = controller
      while let parent = top.parent { top = parent }
      guard let presentation = top.presentationController, presentation.delegate !== self else { return }
      forwarded = presentation.delegate
      presentation.delegate = self
    }

    /// The user swiped a held sheet down: the same dismissal Close sends, so the guard answers it.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      presenter.dismissModal(at: level)
      #if canImport(ObjectiveC)
        forwarded?.presentationControllerDidAttemptToDismiss?(presentationController)
      #else
        forwarded?.presentationControllerDidAttemptToDismiss(presentationController)
      #endif
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      #if canImport(ObjectiveC)
        forwarded?.presentationControllerShouldDismiss?(presentationController) ?? true
      #else
        forwarded?.presentationControllerShouldDismiss(presentationController) ?? true
      #endif
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      #if canImport(ObjectiveC)
        forwarded?.presentationControllerWillDismiss?(presentationController)
      #else
        forwarded?.presentationControllerWillDismiss(presentationController)
      #endif
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      #if canImport(ObjectiveC)
        forwarded?.presentationControllerDidDismiss?(presentationController)
      #else
        forwarded?.presentationControllerDidDismiss(presentationController)
      #endif
    }
  }
#endif
