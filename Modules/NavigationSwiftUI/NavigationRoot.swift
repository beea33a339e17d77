// The Apple-only adapter: SwiftUI views that read NavigationPresenter's values and call its set paths.
// Every decision is in NavigationPresentation (tested on Linux); on Linux this module compiles to nothing in
// the root package, Tools/check-swiftui type-checks it against the SwiftUI surface in Tools/SwiftUISurface,
// and Tools/SwiftUIHost runs it headless.
#if canImport(SwiftUI)
  import Accessibility
  public import Foundation
  public import SwiftUI
  public import NavigationCore
  public import NavigationPresentation

  #if canImport(UIKit)
    import UIKit
  #endif

  /// The whole navigation of an app in one view: tabs (or one stack, for a single-stack app: then the root is a
  /// stack the app places in its own `TabView`, a split view's detail or any container), a stack per tab, nested
  /// modals with guarded
  /// dismissal, the guard's question, the floating button, the toast, links, the scene's lifecycle,
  /// keyboard commands, Reduce Motion, VoiceOver announcements and focus.
  ///
  /// ```swift
  /// NavigationRoot(presenter: presenter, screens: AppScreens.screens(data: data))
  /// ```
  ///
  /// Each feature ships the views of its routes in its own screens target (``FeatureScreens``), and the app
  /// composes them (``ComposedScreens``); feature modules stay free of SwiftUI. A `destination` closure may
  /// still be given, as the fallback for a route without a registered screen, or alone. With a
  /// `SceneSnapshotStore`, the root puts the scene's storage into it and launches the coordinator when it
  /// appears (inputs that arrive before, such as a cold-launch link, wait and follow in order), and writes
  /// the snapshot back each time the scene goes to the background, under `storageKey`: two roots in one
  /// scene (two library stacks in two tabs of the app's own `TabView`) each keep theirs under a key of
  /// their own. Universal links arrive through `onOpenURL`, which SwiftUI hands every URL the scene opens:
  /// the root opens those its routes' patterns claim (`NavigationPresenter.claims(_:)`) or `alsoClaims`
  /// claims, and leaves any other to the part of the app it belongs to, with no toast and no event. A
  /// tapped notification's link goes through `NavigationPresenter.openNotification(_:)`, called by the
  /// app's own notification delegate.
  ///
  /// Each view reads only its own presentation values: a push in one tab redraws nothing of another, and an
  /// edit redraws only its own screen.
  public struct NavigationRoot<Destination: View>: View {
    let presenter: NavigationPresenter
    let sceneStore: SceneSnapshotStore?
    let floatingButtonSymbol: String
    let alsoClaims: (URL) -> Bool
    let destination: (Screen) -> Destination

    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @AccessibilityFocusState private var focus: FocusTarget?
    @SceneStorage private var savedSnapshot: Data?
    @State private var launched = false

    /// The scene storage key a root keeps its snapshot under unless given another.
    public static var defaultStorageKey: String { "navigation.snapshot" }

    /// A root over `presenter`. Give `sceneStore` when the coordinator was made with it and not launched:
    /// the root launches it from the scene's storage under `storageKey` (see `SceneSnapshotStore`). It opens
    /// the URLs its patterns claim and those `alsoClaims` claims, and no other. The floating button draws
    /// the SF Symbol `floatingButtonSymbol` (a microphone by default).
    public init(
      presenter: NavigationPresenter,
      sceneStore: SceneSnapshotStore? = nil,
      storageKey: String = defaultStorageKey,
      alsoClaims: @escaping (URL) -> Bool = { _ in false },
      floatingButtonSymbol: String = "mic.fill",
      @ViewBuilder destination: @escaping (Screen) -> Destination
    ) {
      self.presenter = presenter
      self.sceneStore = sceneStore
      _savedSnapshot = SceneStorage(storageKey)
      self.alsoClaims = alsoClaims
      self.floatingButtonSymbol = floatingButtonSymbol
      self.destination = destination
    }

    public var body: some View {
      let presenter = presenter
      return
        screens
        .overlay(alignment: .bottom) { ToastOverlay(presenter: presenter) }
        .background { KeyCommandLayer(presenter: presenter) }
        .background { AnnouncementSpeaker(presenter: presenter) }
        .background { FocusMover(presenter: presenter, focus: $focus) }
        .modifier(ModalLayer(presenter: presenter, level: 0, focus: $focus, destination: destination))
        .modifier(AlertLayer(presenter: presenter, level: 0))
        .onOpenURL { [alsoClaims] url in presenter.openIfClaimed(url, alsoClaims: alsoClaims) }
        .onChange(of: scenePhase) { _, phase in sceneChanged(to: phase) }
        .onChange(of: reduceMotion, initial: true) { _, on in presenter.reduceMotionChanged(on) }
        .onAppear(perform: appear)
        #if canImport(UIKit)
          .modifier(KeyboardTracking(presenter: presenter))
        #endif
    }

    /// The app's tabs, or its one stack (``AppDefinition/Shape/singleStack``) with no `TabView`: the app may
    /// place this root in any container of its own. A sidebar app's tabs (``AppDefinition/Shape/sidebarTabs``)
    /// are iOS 18's sidebar-adaptable `TabView`: a sidebar on a regular width, a tab bar on a compact one, the
    /// same selection, stacks and screens; on iOS 17, the tab bar.
    @ViewBuilder private var screens: some View {
      let presenter = presenter
      if presenter.shape == .singleStack, let tab = presenter.tabs.first {
        TabStack(presenter: presenter, tab: tab, focus: $focus, destination: destination)
          .overlay(alignment: .bottomTrailing) {
            FloatingButtonOverlay(presenter: presenter, symbol: floatingButtonSymbol, focus: $focus)
          }
      } else if presenter.shape == .sidebarTabs {
        if #available(iOS 18.0, macOS 15.0, *) {
          tabs
            .tabViewStyle(.sidebarAdaptable)
            #if canImport(UIKit)
              .defaultAdaptableTabBarPlacement(.sidebar)
            #endif
        } else {
          tabs
        }
      } else {
        tabs
      }
    }

    /// One `TabView` over the tabs, its selection the presenter's.
    private var tabs: some View {
      let presenter = presenter
      return TabView(
        selection: Binding(
          get: { @MainActor in presenter.selectedTab }, set: { @MainActor tab in presenter.selectTab(tab) })
      ) {
        ForEach(presenter.tabs) { tab in
          TabContent(
            presenter: presenter, tab: tab, floatingButtonSymbol: floatingButtonSymbol, focus: $focus,
            destination: destination
          )
          .tabItem { TabItemLabel(tab: tab) }
          .tag(tab.id)
        }
      }
    }

    private func appear() {
      presenter.animateChange = { transition, change in
        if let transition, !transition.isAnimated {
          // withAnimation(nil) would still let NavigationStack slide a push and a sheet rise: only a
          // transaction that disables animations shows the change at once.
          withTransaction(ScreenTransition.withoutAnimation) { change() }
        } else {
          withAnimation(transition.map(\.animation)) { change() }
        }
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
  }

  extension NavigationRoot where Destination == ComposedScreen {
    /// The root of `scene` (`NavigationScene`: its presenter, and its store, which the root fills from the
    /// scene's storage before it launches the coordinator), showing each route's registered screen from
    /// `screens`.
    public init(
      scene: NavigationScene,
      storageKey: String = defaultStorageKey,
      alsoClaims: @escaping (URL) -> Bool = { _ in false },
      floatingButtonSymbol: String = "mic.fill",
      screens: ComposedScreens
    ) {
      self.init(
        presenter: scene.presenter, sceneStore: scene.store, storageKey: storageKey, alsoClaims: alsoClaims,
        floatingButtonSymbol: floatingButtonSymbol, screens: screens)
    }

    /// A root that shows each route's registered screen from `screens`; in a debug build it
    /// reports each route without one (``ComposedScreens``).
    public init(
      presenter: NavigationPresenter,
      sceneStore: SceneSnapshotStore? = nil,
      storageKey: String = defaultStorageKey,
      alsoClaims: @escaping (URL) -> Bool = { _ in false },
      floatingButtonSymbol: String = "mic.fill",
      screens: ComposedScreens
    ) {
      screens.reportFindings(to: presenter)
      self.init(
        presenter: presenter, sceneStore: sceneStore, storageKey: storageKey, alsoClaims: alsoClaims,
        floatingButtonSymbol: floatingButtonSymbol
      ) { screen in
        ComposedScreen(screens: screens, presenter: presenter, screen: screen, fallback: nil)
      }
    }

    /// A root that shows each route's registered screen from `screens`, and `fallback` for a route without
    /// one.
    public init<Fallback: View>(
      presenter: NavigationPresenter,
      sceneStore: SceneSnapshotStore? = nil,
      storageKey: String = defaultStorageKey,
      alsoClaims: @escaping (URL) -> Bool = { _ in false },
      floatingButtonSymbol: String = "mic.fill",
      screens: ComposedScreens,
      @ViewBuilder fallback: @escaping (Screen) -> Fallback
    ) {
      screens.reportFindings(to: presenter)
      self.init(
        presenter: presenter, sceneStore: sceneStore, storageKey: storageKey, alsoClaims: alsoClaims,
        floatingButtonSymbol: floatingButtonSymbol
      ) { screen in
        ComposedScreen(screens: screens, presenter: presenter, screen: screen, fallback: { AnyView(fallback($0)) })
      }
    }
  }

  /// Speaks the head of the announcement queue, reading nothing else: a new announcement redraws only this.
  struct AnnouncementSpeaker: View {
    let presenter: NavigationPresenter

    var body: some View {
      let presenter = presenter
      let head = presenter.announcements.head
      return Color.clear
        .task(id: head) { @MainActor in await Self.announce(head, presenter) }
        .accessibilityHidden(true)
    }

    /// Speaks the entry this task was started for and moves on once VoiceOver has said it through: a
    /// default announcement cuts off the one being spoken, so the next may be posted only after this one
    /// ended. An announcement cut off (by a screen change, or by speech the app does not control) is posted
    /// again, a bounded number of times. A task cancelled before it ran (a newer head arrived first) says
    /// nothing: a task's body runs even when it was cancelled before it started, and reading the head then
    /// would say the newer entry twice.
    private static func announce(_ entry: AnnouncementQueue.Entry?, _ presenter: NavigationPresenter) async {
      guard let entry, !Task.isCancelled else { return }
      for attempt in 1...3 {
        let ending = SpeechEnding(of: entry.text)
        AccessibilityNotification.Announcement(entry.text).post()
        let spokenThrough = await ending.wait()
        guard !Task.isCancelled else { return }
        if spokenThrough != false || attempt == 3 { break }
        // Cut off: a screen change is under way; posting at once would be dropped with it.
        try? await Task.sleep(for: .milliseconds(500))
      }
      presenter.announced(entry.id)
    }
  }

  /// How one announcement ended, as VoiceOver reports it (UIKit's announcement-did-finish notification):
  /// `true` said through, `false` cut off, `nil` when no report came (VoiceOver is off, or the platform has
  /// no such report) within the time a long text takes to say.
  final class SpeechEnding: @unchecked Sendable {
    private let lock = NSLock()
    private var ended: Bool?
    private var observer: (any NSObjectProtocol)?
    private let text: String

    init(of text: String) {
      self.text = text
      #if canImport(UIKit)
        observer = NotificationCenter.default.addObserver(
          forName: UIAccessibility.announcementDidFinishNotification, object: nil, queue: nil
        ) { [weak self] note in
          guard let self, note.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String == text
          else { return }
          let successful = note.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? NSNumber
          lock.withLock { if ended == nil { ended = successful?.boolValue ?? false } }
        }
      #endif
    }

    deinit {
      if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    /// Waits for the report. Without VoiceOver nobody listens, so nothing is waited for; with it, a text
    /// is given 2 s and a tenth of a second a character (VoiceOver's default rate is slower than 15
    /// characters a second), 20 s at most, before the announcement counts as said.
    func wait() async -> Bool? {
      #if canImport(UIKit)
        guard UIAccessibility.isVoiceOverRunning else { return nil }
        let limit = min(2_000 + 100 * text.count, 20_000)
      #else
        let limit = 900
      #endif
      var waited = 0
      while waited < limit {
        if let ended = lock.withLock({ ended }) { return ended }
        do { try await Task.sleep(for: .milliseconds(50)) } catch { return nil }
        waited += 50
      }
      return lock.withLock { ended }
    }
  }

  /// Moves VoiceOver focus where the presenter sends it, reading nothing else.
  struct FocusMover: View {
    let presenter: NavigationPresenter
    let focus: AccessibilityFocusState<FocusTarget?>.Binding

    var body: some View {
      let focus = focus
      return Color.clear
        .onChange(of: presenter.focus) { _, request in focus.wrappedValue = request?.target }
        .accessibilityHidden(true)
    }
  }
#endif
