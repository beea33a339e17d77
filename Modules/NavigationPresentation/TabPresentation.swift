public import NavigationCore
public import Observation

/// One tab as its `NavigationStack` reads it: the tab's root and the path above it, each its own
/// observable value, so a push in History does not redraw Today's stack.
@Observable
@MainActor
public final class TabPresentation: Identifiable {
  /// The tab.
  public let id: TabID
  /// The tab's root screen.
  public let root: Screen?
  /// The screens above the root as SwiftUI's path: identities only (see ``StackEntry``).
  public private(set) var path: [StackEntry] = []
  /// The same screens with their contents (payload, error state), for the destination views.
  public private(set) var screens: [Screen] = []

  init(id: TabID, root: Screen?) {
    self.id = id
    self.root = root
  }

  /// The screen of an entry on this tab's stack (its newest contents), or nil once it is gone.
  public func screen(for entry: StackEntry) -> Screen? {
    screens.last { $0.path == entry.path && $0.route == entry.route }
  }

  /// Takes the tab's stack from the state, changing each value only when it really changed.
  func update(_ stack: [Screen]) {
    let entries = stack.map(StackEntry.init)
    if entries != path { path = entries }
    if stack != screens { screens = stack }
  }

  /// Tells the views that read ``path`` to read it again, although it did not change: after the engine
  /// refused a pop that SwiftUI had already shown, so the stack shows the screen again.
  func resync() {
    _$observationRegistrar.withMutation(of: self, keyPath: \.path) {}
  }
}
