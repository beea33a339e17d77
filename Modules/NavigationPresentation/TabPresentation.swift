public import NavigationCore
public import Observation

/// One tab as its `NavigationStack` reads it: the tab's root and the path above it, each its own
/// observable value, so a push in History does not redraw Today's stack.
///
/// Each screen of the stack is a ``ScreenPresentation`` of its own: an edit on one screen redraws that
/// screen only, and a screen just popped keeps its presentation (its own contents) while it animates out.
@Observable
@MainActor
public final class TabPresentation: Identifiable {
  /// The tab.
  public let id: TabID
  /// The tab's root screen.
  public let root: Screen?
  /// The root screen's presentation (title, contents), nil when the tab has no root.
  @ObservationIgnored public let rootPresentation: ScreenPresentation?
  /// The screens above the root as SwiftUI's path: identities only (see ``StackEntry``).
  public private(set) var path: [StackEntry] = []
  /// The same screens with their contents (payload, error state).
  public private(set) var screens: [Screen] = []
  /// Whether this tab is the one the `TabView` shows.
  public private(set) var isSelected = false
  /// This tab's item in the tab bar (title, icon, badge, VoiceOver label); nil before the first refresh.
  public private(set) var item: TabItem?

  @ObservationIgnored private var live: [StackEntry: ScreenPresentation] = [:]
  @ObservationIgnored private var leaving: [StackEntry: ScreenPresentation] = [:]

  init(id: TabID, root: Screen?, title: (Screen) -> String, backLabel: (Screen) -> String) {
    self.id = id
    self.root = root
    rootPresentation = root.map {
      ScreenPresentation(screen: $0, title: title($0), backLabel: backLabel($0), dataRevision: 0)
    }
  }

  /// The screen of an entry on this tab's stack (its newest contents), or nil once it is gone.
  public func screen(for entry: StackEntry) -> Screen? {
    screens.last { $0.path == entry.path && $0.route == entry.route }
  }

  /// The presentation of an entry: on the stack, or popped by the last change that removed screens (it
  /// keeps the contents it had, for the view that animates out). Reading it redraws nothing: the view reads
  /// the presentation's own values.
  public func presentation(for entry: StackEntry) -> ScreenPresentation? {
    live[entry] ?? leaving[entry]
  }

  /// Takes the tab's stack from the state, and the app's data revision for every screen of the tab (its
  /// root included), changing each value only when it really changed.
  func update(
    _ stack: [Screen], dataRevision: Int, title: (Screen) -> String, backLabel: (Screen) -> String,
    zoomSource: (Screen) -> String? = { _ in nil }
  ) {
    let entries = stack.map(StackEntry.init)
    var next: [StackEntry: ScreenPresentation] = [:]
    rootPresentation?.update(dataRevision: dataRevision)
    for screen in stack {
      let entry = StackEntry(screen)
      if let presentation = live[entry] ?? leaving[entry] {
        presentation.update(screen: screen, title: title(screen), backLabel: backLabel(screen))
        presentation.update(dataRevision: dataRevision)
        presentation.update(zoomSource: zoomSource(screen))
        next[entry] = presentation
      } else {
        next[entry] = ScreenPresentation(
          screen: screen, title: title(screen), backLabel: backLabel(screen), dataRevision: dataRevision)
        next[entry]?.update(zoomSource: zoomSource(screen))
      }
    }
    let gone = live.filter { next[$0.key] == nil }
    if !gone.isEmpty { leaving = gone }
    live = next
    if entries != path { path = entries }
    if stack != screens { screens = stack }
  }

  /// Takes whether the tab is shown and its tab bar item.
  func update(selected: Bool, item: TabItem?) {
    if selected != isSelected { isSelected = selected }
    if item != self.item { self.item = item }
  }

  /// Tells the views that read ``path`` to read it again, although it did not change: after the engine
  /// refused a pop that SwiftUI had already shown, so the stack shows the screen again.
  func resync() {
    _$observationRegistrar.withMutation(of: self, keyPath: \.path) {}
  }
}

/// One screen as its view reads it: its contents, its title, and what its back button says. Its own
/// observable values, so a change to one screen redraws that screen only.
@Observable
@MainActor
public final class ScreenPresentation {
  /// The screen with its newest contents.
  public private(set) var screen: Screen
  /// The screen's title.
  public private(set) var title: String
  /// What VoiceOver calls the back button that returns to this screen from the one pushed above it ("Back
  /// to Calendar"), as the engine words it.
  public private(set) var backLabel: String
  /// How many times the app's data changed under the shown screens (`NavigationEvent.dataChanged(path:kind:)`,
  /// such as an entry logged or saved). The view of the screen reads it, so a saved change redraws the screen
  /// with the app's current data, whatever the app's data source is: observable or not.
  public private(set) var dataRevision: Int
  /// The id of the view this screen zooms out of when pushed and back into when popped (its own path, which
  /// the screen below marks as the source); nil when it slides: its route asks for no zoom
  /// (`RouteDefinition.zoomTransition()`), or Reduce Motion is on, where the engine fades it instead.
  public private(set) var zoomSource: String?

  init(screen: Screen, title: String, backLabel: String, dataRevision: Int) {
    self.screen = screen
    self.title = title
    self.backLabel = backLabel
    self.dataRevision = dataRevision
  }

  func update(screen: Screen, title: String, backLabel: String) {
    if screen != self.screen { self.screen = screen }
    if title != self.title { self.title = title }
    if backLabel != self.backLabel { self.backLabel = backLabel }
  }

  func update(dataRevision: Int) {
    if dataRevision != self.dataRevision { self.dataRevision = dataRevision }
  }

  func update(zoomSource: String?) {
    if zoomSource != self.zoomSource { self.zoomSource = zoomSource }
  }
}
