#if canImport(SwiftUI)
  import Foundation
  public import NavigationCore
  public import NavigationPresentation
  public import SwiftUI

  extension View {
    /// Connects this scroll view of `screen` to the presenter: scrolling down hides the floating button and
    /// scrolling up shows it. From iOS 18 and macOS 15 (where SwiftUI lets a modifier read and move a scroll
    /// view it did not create) the screen also reopens where the user left it, and a re-tap of the selected
    /// tab at its root scrolls the root back to the top. Apply it to each screen's `ScrollView` or `List`,
    /// with the screen the destination builder was given.
    public func navigationScrollTracking(_ presenter: NavigationPresenter, screen: Screen) -> some View {
      modifier(ScrollTracking(presenter: presenter, screen: screen))
    }
  }

  /// Scroll geometry where the system reports it (iOS 18, macOS 15); before that, the drag that scrolls.
  struct ScrollTracking: ViewModifier {
    let presenter: NavigationPresenter
    let screen: Screen
    @State private var dragBase = 0.0

    func body(content: Content) -> some View {
      if #available(iOS 18, macOS 15, *) {
        content.modifier(ScrollGeometryTracking(presenter: presenter, screen: screen))
      } else {
        content.simultaneousGesture(
          DragGesture(minimumDistance: 8)
            .onChanged { value in presenter.scrolled(to: max(0, dragBase - Double(value.translation.height))) }
            .onEnded { value in dragBase = max(0, dragBase - Double(value.translation.height)) }
        )
      }
    }
  }

  /// The scroll view's offset as SwiftUI measures it, and its position: where the user left it is where it
  /// opens again (after a relaunch too), and a re-tap moves it to the top.
  @available(iOS 18, macOS 15, *)
  struct ScrollGeometryTracking: ViewModifier {
    let presenter: NavigationPresenter
    let screen: Screen
    @State private var position = ScrollPosition(edge: .top)
    @State private var offset = 0.0

    func body(content: Content) -> some View {
      content
        .scrollPosition($position)
        .onScrollGeometryChange(for: Double.self) { geometry in
          Double(geometry.contentOffset.y + geometry.contentInsets.top)
        } action: { _, newOffset in
          offset = newOffset
          presenter.scrolled(to: newOffset)
        }
        .onScrollPhaseChange { _, phase in
          if phase == .idle { presenter.scrollSettled(at: offset) }
        }
        .onChange(of: presenter.scrollToTop) { _, request in
          guard let request, presenter.tab(request.tab)?.root?.path == screen.path else { return }
          withAnimation { position.scrollTo(edge: .top) }
        }
        .onAppear {
          // Moving to where the user left it is not a scroll: the floating button stays.
          if let saved = presenter.savedScrollOffset(of: screen), saved > 0 {
            presenter.scrollRestored(to: saved)
            position.scrollTo(y: saved)
          }
        }
    }
  }
#endif
