// The Apple-only adapter: SwiftUI views read the coordinator's state and chrome and send it requests.
// Every decision stays in NavigationCore; on Linux this module compiles to nothing.
#if canImport(SwiftUI)
  public import SwiftUI
  public import NavigationCore

  /// A tab bar item's label, as the registry derives it.
  public struct NavigationTabLabel: View {
    let item: TabItem

    public init(item: TabItem) { self.item = item }

    public var body: some View {
      Label(item.title, systemImage: item.icon)
        .accessibilityLabel(item.accessibilityLabel)
    }
  }

  extension ScreenTransition {
    /// The SwiftUI animation for an engine transition (Reduce Motion already applied by the engine).
    public var animation: Animation {
      .easeInOut(duration: Double(milliseconds) / 1000)
    }
  }
#endif
