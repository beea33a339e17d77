#if canImport(SwiftUI)
  public import NavigationCore
  public import SwiftUI

  extension ScreenTransition {
    /// The SwiftUI animation for an engine transition (Reduce Motion already applied by the engine).
    public var animation: Animation {
      .easeInOut(duration: Double(milliseconds) / 1000)
    }

    /// The transaction of a change without animation (``ScreenTransition/unanimated``): no animation, and
    /// the animations the system would add (a push's slide, a sheet's rise) disabled.
    static var withoutAnimation: Transaction {
      var transaction = Transaction(animation: nil)
      transaction.disablesAnimations = true
      return transaction
    }
  }
#endif
