#if canImport(SwiftUI)
  public import NavigationCore
  public import SwiftUI

  /// The namespace of the stack a screen is in (each tab's `NavigationStack` has its own): a zoom's source
  /// and the screen pushed out of it pair in it.
  struct ZoomNamespaceKey: EnvironmentKey {
    static var defaultValue: Namespace.ID? { nil }
  }

  extension EnvironmentValues {
    var zoomNamespace: Namespace.ID? {
      get { self[ZoomNamespaceKey.self] }
      set { self[ZoomNamespaceKey.self] = newValue }
    }
  }

  extension View {
    /// Marks this view (a row, a thumbnail) as the one the screen of `route` zooms out of when it is pushed,
    /// and back into when it is popped, for a route registered with `RouteDefinition.zoomTransition()`. The
    /// pair is the pushed screen's path. On iOS 17 it marks nothing: the screen slides in.
    public func zoomSource(for route: some RouteValue, in context: ScreenContext) -> some View {
      modifier(ZoomSourceMark(id: context.zoomSourceID(for: route)))
    }
  }

  /// A zoom's source: `matchedTransitionSource` in the stack's namespace, from iOS 18.
  struct ZoomSourceMark: ViewModifier {
    let id: String?
    @Environment(\.zoomNamespace) private var namespace

    func body(content: Content) -> some View {
      if #available(iOS 18.0, macOS 15.0, *), let id, let namespace {
        content.matchedTransitionSource(id: id, in: namespace)
      } else {
        content
      }
    }
  }

  extension View {
    /// A pushed screen's navigation transition, from iOS 18: a zoom out of `sourceID` in `namespace` when the
    /// presenter gives the screen a source (``ScreenPresentation/zoomSource``), else the system's. Before
    /// iOS 18 the system's push.
    @ViewBuilder func zoomed(from sourceID: String?, in namespace: Namespace.ID?) -> some View {
      if let sourceID, let namespace {
        if #available(iOS 18.0, macOS 15.0, *) {
          navigationTransition(.zoom(sourceID: sourceID, in: namespace))
        } else {
          self
        }
      } else {
        self
      }
    }
  }
#endif
