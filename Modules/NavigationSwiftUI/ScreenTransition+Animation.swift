#if canImport(SwiftUI)
  public import NavigationCore
  public import SwiftUI

  extension ScreenTransition {
    /// The SwiftUI animation for an engine transition (Reduce Motion already applied by the engine).
    public var animation: Animation {
      .easeInOut(duration: Double(milliseconds) / 1000)
    }
  }
#endif
