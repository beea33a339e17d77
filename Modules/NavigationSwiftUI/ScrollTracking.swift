#if canImport(SwiftUI)
  import Foundation
  public import SwiftUI
  public import NavigationPresentation

  extension View {
    /// Reports this scroll view's movement to the presenter, so the floating button hides while the user
    /// scrolls down and returns when they scroll up. Apply it to each screen's `ScrollView` or `List`.
    public func navigationScrollTracking(_ presenter: NavigationPresenter) -> some View {
      modifier(ScrollTracking(presenter: presenter))
    }
  }

  /// Scroll geometry where the system reports it (iOS 18, macOS 15); before that, the drag that scrolls.
  struct ScrollTracking: ViewModifier {
    let presenter: NavigationPresenter
    @State private var dragBase = 0.0

    func body(content: Content) -> some View {
      if #available(iOS 18, macOS 15, *) {
        content.onScrollGeometryChange(for: Double.self) { geometry in
          Double(geometry.contentOffset.y + geometry.contentInsets.top)
        } action: { _, offset in
          presenter.scrolled(to: offset)
        }
      } else {
        content.simultaneousGesture(
          DragGesture(minimumDistance: 8)
            .onChanged { value in presenter.scrolled(to: max(0, dragBase - Double(value.translation.height))) }
            .onEnded { value in dragBase = max(0, dragBase - Double(value.translation.height)) }
        )
      }
    }
  }
#endif
