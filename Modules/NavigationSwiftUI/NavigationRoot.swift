// The Apple-only adapter: SwiftUI views that read NavigationPresenter's values and call its set paths.
// Every decision is in NavigationPresentation (tested on Linux); on Linux this module compiles to nothing,
// and Tools/check-swiftui type-checks it against the SwiftUI surface in Tools/SwiftUISurface.
#if canImport(SwiftUI)
  import Accessibility
  import Foundation
  public import SwiftUI
  public import NavigationCore
  public import NavigationPresentation

  /// The whole navigation of an app in one view: tabs, a stack per tab, nested modals with guarded
  /// dismissal, the guard's question, the floating button, the toast, links, the scene's lifecycle,
  /// keyboard commands, Reduce Motion, VoiceOver announcements and focus.
  ///
  /// ```swift
  /// NavigationRoot(presenter: presenter) { screen in MyScreen(screen) }
  /// ```
  ///
  /// The app supplies the view of each screen; feature modules stay free of SwiftUI. With a
  /// ``SceneSnapshotStore``, the root copies the scene's storage into it and launches the coordinator when it
  /// appears, and copies the snapshot back each time the scene goes to the background.
  public struct NavigationRoot<Destination: View>: View {
    let presenter: NavigationPresenter
    let sceneStore: SceneSnapshotStore?
    let floatingButtonSymbol: String
    let destination: (Screen) -> Destination

    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @AccessibilityFocusState private var focus: FocusTarget?
    @SceneStorage("navigation.snapshot") private var savedSnapshot: Data?
    @State private var launched = false

    /// A root over `presenter`. Give `sceneStore` when the coordinator was made with it and not launched:
    /// the root launches it from the scene's storage (see ``SceneSnapshotStore``).
    public init(
      presenter: NavigationPresenter,
      sceneStore: SceneSnapshotStore? = nil,
      floatingButtonSymbol: String = "plus",
      @ViewBuilder destination: @escaping (Screen) -> Destination
    ) {
      self.presenter = presenter
      self.sceneStore = sceneStore
      self.floatingButtonSymbol = floatingButtonSymbol
      self.destination = destination
    }

    public var body: some View {
      let presenter = presenter
      return TabView(
        selection: Binding(
          get: { @MainActor in presenter.selectedTab }, set: { @MainActor tab in presenter.selectTab(tab) })
      ) {
        ForEach(presenter.tabs) { tab in
          TabStack(presenter: presenter, tab: tab, focus: $focus, destination: destination)
            .tabItem {
              if let item = presenter.tabBar.items.first(where: { $0.id == tab.id }) { NavigationTabLabel(item: item) }
            }
            .tag(tab.id)
        }
      }
      .overlay(alignment: .bottomTrailing) {
        FloatingButtonOverlay(presenter: presenter, symbol: floatingButtonSymbol, focus: $focus)
      }
      .overlay(alignment: .bottom) { ToastOverlay(presenter: presenter) }
      .background { KeyCommandLayer(presenter: presenter) }
      .modifier(ModalLayer(presenter: presenter, level: 0, focus: $focus, destination: destination))
      .modifier(AlertLayer(presenter: presenter, level: 0))
      .onOpenURL { url in presenter.open(url) }
      .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
        presenter.continueUserActivity(type: activity.activityType, webpageURL: activity.webpageURL)
      }
      .onChange(of: scenePhase) { _, phase in sceneChanged(to: phase) }
      .onChange(of: reduceMotion, initial: true) { _, on in presenter.reduceMotionChanged(on) }
      .onChange(of: presenter.focus) { _, request in focus = request?.target }
      .task(id: presenter.announcements.head) { @MainActor in await Self.announce(presenter) }
      .onAppear(perform: appear)
      #if canImport(UIKit)
        .modifier(KeyboardTracking(presenter: presenter))
      #endif
    }

    private func appear() {
      presenter.animateChange = { transition, change in
        withAnimation(transition.map(\.animation)) { change() }
      }
      guard !launched, let sceneStore else { return }
      launched = true
      sceneStore.data = savedSnapshot
      presenter.launch()
    }

    private func sceneChanged(to phase: ScenePhase) {
      switch phase {
      case .background:
        presenter.sceneActivityChanged(to: .background)
        if let sceneStore { savedSnapshot = sceneStore.data }
      case .active:
        presenter.sceneActivityChanged(to: .active)
      default:
        presenter.sceneActivityChanged(to: .inactive)
      }
    }

    /// Speaks the head of the queue, gives VoiceOver time to say it, then moves on; a newer head cancels
    /// the wait.
    private static func announce(_ presenter: NavigationPresenter) async {
      guard let entry = presenter.announcements.head else { return }
      AccessibilityNotification.Announcement(entry.text).post()
      try? await Task.sleep(for: .milliseconds(900))
      guard !Task.isCancelled else { return }
      presenter.announced(entry.id)
    }
  }
#endif
