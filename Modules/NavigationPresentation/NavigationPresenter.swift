public import Foundation
public import NavigationCore
public import Observation

/// What a SwiftUI scene reads and writes, with every decision made here in plain Swift: the bindings' set
/// paths turn what SwiftUI reports (a tab tap, a shorter path, a swiped-away sheet, a scene phase, a URL)
/// into the coordinator's requests, and each piece a view reads is its own observable value.
///
/// A view that reads ``selectedTab`` is not redrawn by a push; a tab's stack reads its own
/// ``TabPresentation/path``; the tab bar and the floating button change only when what they show changes.
/// Each value is assigned only when it differs, because SwiftUI redraws a view for every assignment to a
/// property it read, equal or not.
///
/// ```swift
/// let presenter = NavigationPresenter(coordinator: coordinator)
/// presenter.selectTab("history")            // TabView(selection:)'s setter; a re-tap pops to the root
/// presenter.setPath([], in: "history")      // NavigationStack(path:)'s setter: one pop-to-root request
/// ```
@Observable
@MainActor
public final class NavigationPresenter {
  /// The coordinator every request goes to.
  @ObservationIgnored public let coordinator: NavigationCoordinator
  /// Every registered tab, in tab-bar order; each publishes its own stack.
  @ObservationIgnored public let tabs: [TabPresentation]
  /// The external-keyboard commands, as values a view binds to `.keyboardShortcut`.
  @ObservationIgnored public let keyBindings: [KeyBinding]
  /// Tabs, or one stack without a tab bar: the app's shape, fixed for its life.
  @ObservationIgnored public let shape: AppDefinition.Shape
  /// Whether a screen pushed onto a tab's stack shows the tab bar: the app's rule, fixed for its life.
  @ObservationIgnored public let tabBarOnPushedScreens: NavigationRules.Visibility
  /// Wraps each change of the published values; the SwiftUI adapter sets it to `withAnimation` with the
  /// transition's animation (nil when nothing moves, or for a change that is not a screen change).
  @ObservationIgnored public var animateChange: (ScreenTransition?, () -> Void) -> Void = { _, change in change() }

  /// The tab `TabView(selection:)` shows.
  public private(set) var selectedTab: TabID
  /// The modal stack, bottom first: level `n` is presented from inside level `n - 1`.
  public private(set) var modals: [ModalItem] = []
  /// The tab bar: hidden under a modal and in a single-stack app; on a pushed screen as the app's rules say
  /// (`Chrome.tabBarVisible`).
  public private(set) var tabBar: TabBarPresentation
  /// The floating button.
  public private(set) var floatingButton: FloatingButtonPresentation
  /// A transient message for the toast overlay.
  public private(set) var toast: String?
  /// The guard's question, while one is asked.
  public private(set) var alert: AlertPresentation?
  /// Announcements waiting for VoiceOver, oldest first.
  public private(set) var announcements = AnnouncementQueue()
  /// The last move of accessibility focus.
  public private(set) var focus: FocusRequest?
  /// The last re-tap of the selected tab at its root.
  public private(set) var scrollToTop: ScrollToTopRequest?
  /// The result a closed route left for the screen that presented it (``result(of:for:)`` reads it typed).
  package private(set) var pendingResult: PendingResult?

  /// True until ``launch()`` when the coordinator was not launched: inputs wait, and are applied in order
  /// once it has launched (a cold-launch link, the first Reduce Motion value).
  @ObservationIgnored public private(set) var awaitingLaunch: Bool
  @ObservationIgnored private var waitingInputs: [NavigationInput] = []
  /// True once a root has reported, in a debug build, the composition check's findings for this presenter:
  /// SwiftUI builds a view again whenever its parent's body runs, and the app starts once.
  @ObservationIgnored package var screenFindingsReported = false
  /// The coordinator's routes, read without observing its session.
  @ObservationIgnored package let registry: RouteRegistry
  @ObservationIgnored private var backgrounded = false
  @ObservationIgnored private let registeredFloatingButton: FloatingButtonPresentation
  @ObservationIgnored private var scrollTracker = ScrollTracker()
  @ObservationIgnored private var sequence = 0
  /// Counts the app's data changes (``NavigationEvent/dataChanged(path:kind:)``); every screen's presentation
  /// carries it. Every screen, not only the one the event names: a saved entry can be shown by the screens
  /// below it too (Today's list under the entry just edited), and a view SwiftUI does not re-evaluate keeps
  /// what it read.
  @ObservationIgnored private var dataRevision = 0

  /// A presenter over `coordinator`, showing its current state. It observes the coordinator's events
  /// (`addEventObserver`), to queue every announcement, beside the app's own `onEvent` handler, set before
  /// or after. Over a coordinator not launched yet, inputs wait for ``launch()``.
  public init(coordinator: NavigationCoordinator) {
    self.coordinator = coordinator
    let registry = coordinator.engine.registry
    self.registry = registry
    tabBarOnPushedScreens = registry.app.rules.tabBarOnPushedScreens
    shape = registry.app.shape
    awaitingLaunch = !coordinator.session.isRunning
    tabs = registry.tabs.map { tab in
      TabPresentation(
        id: tab.id, root: registry.rootScreen(of: tab.id), title: { registry.title(of: $0) },
        backLabel: { registry.backLabel(to: $0) })
    }
    keyBindings = KeyCommand.all(for: registry).compactMap(KeyBinding.init)
    selectedTab = coordinator.state.selectedTab
    let chrome = coordinator.chrome
    tabBar = TabBarPresentation(visible: chrome.tabBarVisible, items: chrome.tabItems)
    registeredFloatingButton = Self.floatingButton(coordinator: coordinator, keyBindings: keyBindings)
    floatingButton = registeredFloatingButton
    coordinator.addEventObserver { [weak self] event in self?.receive(event) }
    refresh()
    if !awaitingLaunch { announceCurrentScreen() }
    observeCoordinator()
  }

  /// The presentation of one tab.
  public func tab(_ id: TabID) -> TabPresentation? {
    tabs.first { $0.id == id }
  }

  /// The screen the user sees, from what the presenter shows: the top modal's, else the top of the selected
  /// tab's stack, else its root.
  package var topScreen: Screen? {
    if let modal = modals.last { return modal.screen }
    guard let tab = tab(selectedTab) else { return nil }
    return tab.screens.last ?? tab.root
  }

  /// Writes `entry` to the coordinator's logger, which no view observes: a view reaches the log through its
  /// presenter, never the coordinator.
  package func log(_ entry: NavigationLogEntry) { coordinator.log(entry) }

  /// The modal at `level` when it has `style`: the item of that level's `.sheet` or `.fullScreenCover`.
  public func modal(at level: Int, style: ModalStyle) -> ModalItem? {
    guard modals.indices.contains(level), modals[level].style == style else { return nil }
    return modals[level]
  }

  // MARK: - Bindings' set paths

  /// `TabView(selection:)` wrote `tab`: a tap on another tab selects it; a tap on the selected tab (SwiftUI
  /// writes the same value again) is a re-tap, which pops to the root or scrolls the root to the top.
  @discardableResult
  public func selectTab(_ tab: TabID) -> NavigationResult {
    let result = send(.request(.selectTab(tab)))
    // Refused (a recording blocks tab taps): SwiftUI already shows the tapped tab, so show ours again.
    if selectedTab != tab { _$observationRegistrar.withMutation(of: self, keyPath: \.selectedTab) {} }
    return result
  }

  /// `NavigationStack(path:)` of `tab` wrote `path`: a shorter prefix is one pop request however many screens
  /// it drops; one more entry is a push. Nil when there was nothing to ask. When the engine refuses, the
  /// stack is told to read its path again, so SwiftUI shows the screens the state still has.
  @discardableResult
  public func setPath(_ path: [StackEntry], in tab: TabID) -> NavigationResult? {
    guard let presentation = self.tab(tab) else { return nil }
    let change = PathChange(from: presentation.path, to: path)
    guard tab == selectedTab, let request = change.request(currentDepth: presentation.path.count) else {
      if change != .none { presentation.resync() }
      return nil
    }
    let result = send(.request(request))
    if presentation.path != path { presentation.resync() }
    return result
  }

  /// SwiftUI dismissed the modal at `level` (a swipe down, or its item set to nil): the top modal is a
  /// dismissal request, which a guard may refuse or answer with its question; the bottom one with others
  /// above it closes them all. When the modal stays, the sheet is told to show it again.
  @discardableResult
  public func dismissModal(at level: Int) -> NavigationResult? {
    guard modals.indices.contains(level) else { return nil }
    let request: NavigationRequest? =
      level == modals.count - 1 ? .dismiss : level == 0 ? .dismissAll : nil
    var result: NavigationResult?
    if let request { result = send(.request(request)) }
    if modals.count > level { _$observationRegistrar.withMutation(of: self, keyPath: \.modals) {} }
    return result
  }

  /// `presentationDetents(_:selection:)` of the sheet on top wrote `detent`: the user dragged it there. Nil
  /// when it already rests there. When the engine refuses (a detent its route does not declare), the sheet is
  /// told to read its detent again, so SwiftUI shows the one the state keeps.
  @discardableResult
  public func dragSheet(to detent: SheetDetent) -> NavigationResult? {
    guard let top = modals.last, top.detent != detent else { return nil }
    let result = send(.detent(detent))
    if modals.last?.detent != detent { _$observationRegistrar.withMutation(of: self, keyPath: \.modals) {} }
    return result
  }

  /// A button of the shown alert, by title.
  @discardableResult
  public func answerAlert(_ title: String) -> NavigationResult {
    send(.alertAction(title))
  }

  /// The floating button was pressed (or its shortcut typed).
  @discardableResult
  public func pressFloatingButton() -> NavigationResult {
    send(.request(.floatingButton))
  }

  /// A key command was typed.
  @discardableResult
  public func perform(_ binding: KeyBinding) -> NavigationResult {
    send(.key(binding.combo))
  }

  /// The error state's action: every modal closes and the default tab shows its root.
  @discardableResult
  public func recover() -> NavigationResult {
    send(.request(.recover))
  }

  /// The title of the error state's action, for every screen's error state: "Go to Today" (the default
  /// tab's title).
  public var recoveryActionTitle: String { registry.recoveryActionTitle }

  /// The language of the screens' texts. Read from the registry the presenter keeps aside, so a screen's body
  /// that reads it observes nothing an input changes (the coordinator's engine is observed on every input).
  public var localization: Localization { registry.localization }

  /// `screen`'s error state message in ``localization``'s language; nil when it shows none. The screen keeps
  /// the message as a text, so a state kept under one language reads in the one it is shown in.
  public func errorMessage(of screen: Screen) -> String? { screen.error?.resolved(in: registry.localization) }

  /// The title of the button in a modal's bar that dismisses it ("Close"), from the core's table in
  /// ``localization``'s language.
  public var closeTitle: String { registry.localization.core("modal.close") }

  /// Today, in the app's time zone, by the engine's clock: a screen's body reads it from here, never through
  /// the coordinator, and observes nothing an input changes.
  public var today: Day { coordinator.today }

  /// VoiceOver has spoken (or dropped) an announcement: the next one becomes the ``AnnouncementQueue/head``.
  public func announced(_ id: Int) {
    announcements.remove(id)
  }

  // MARK: - Entry points

  /// Starts the scene from the coordinator's store (after a scene-storage store got its bytes), then
  /// applies, in the order they came, the inputs that arrived before.
  @discardableResult
  public func launch() -> LaunchResult {
    let result = coordinator.launch()
    awaitingLaunch = false
    refresh()
    announceCurrentScreen()
    let waiting = waitingInputs
    waitingInputs = []
    for input in waiting { send(input) }
    return result
  }

  /// SwiftUI's scene phase changed. Going to the background saves a snapshot; coming back from it is a
  /// foreground (which may mean a fresh start after a long absence); `inactive` (the app switcher, a
  /// system alert, Control Center) changes nothing, and neither does a phase reported twice.
  @discardableResult
  public func sceneActivityChanged(to next: SceneActivity) -> NavigationResult? {
    switch next {
    case .inactive:
      return nil
    case .background:
      // iOS passes through inactive both ways: active → inactive → background → inactive → active.
      guard !backgrounded else { return nil }
      backgrounded = true
      let result = coordinator.didEnterBackground()
      refresh()
      return result
    case .active:
      guard backgrounded else { return nil }
      backgrounded = false
      let result = coordinator.willEnterForeground()
      refresh(transition: result.transition)
      return result
    }
  }

  /// A URL the system hands the app (`.onOpenURL`): a custom-scheme or universal link, through the one
  /// resolver and the guards (a link while voice input records waits as pending). SwiftUI delivers
  /// universal links here too, not as a user activity.
  @discardableResult
  public func open(_ url: URL) -> NavigationResult {
    send(.request(.openLink(url)))
  }

  /// Whether `url` is one of this app's links: in one of its schemes or hosts, with a path one of its
  /// routes' patterns (or a kept old pattern) matches. A matched link the engine then refuses (a bad
  /// parameter, a future day) is still this app's: opening it shows why. A link in another scheme or host,
  /// or whose path no pattern matches, is not: it belongs to another part of the app.
  public func claims(_ url: URL) -> Bool {
    switch registry.resolve(link: url.absoluteString, today: today) {
    case .success: return true
    case .failure(.unsupportedScheme), .failure(.unknownHost), .failure(.noMatchingRoute): return false
    case .failure: return true
    }
  }

  /// `onOpenURL` hands every URL to every handler in the scene: opens `url` when ``claims(_:)`` or
  /// `alsoClaims` (the app's own predicate) claims it, and otherwise leaves it to the part of the app it
  /// belongs to: nil, with no toast and no event.
  @discardableResult
  public func openIfClaimed(_ url: URL, alsoClaims: (URL) -> Bool = { _ in false }) -> NavigationResult? {
    guard claims(url) || alsoClaims(url) else { return nil }
    return open(url)
  }

  /// The user tapped a notification carrying `url`: the app's own notification delegate
  /// (`userNotificationCenter(_:didReceive:)`) calls this; the library never takes the delegate. Each tap
  /// is its own link, in the order tapped; one tapped before launch waits for it.
  @discardableResult
  public func openNotification(_ url: URL) -> NavigationResult {
    open(url)
  }

  /// The activity type of a universal link handed over as a user activity
  /// (`NSUserActivityTypeBrowsingWeb`; the string itself, since Foundation on Linux has no `NSUserActivity`).
  public static let browsingWebActivityType = "NSUserActivityTypeBrowsingWeb"

  /// A user activity the scene continues (`.onContinueUserActivity`): a browsing-web activity with a web
  /// page URL is a universal link; any other is ignored with the reason.
  @discardableResult
  public func continueUserActivity(type: String, webpageURL: URL?) -> NavigationResult {
    guard type == Self.browsingWebActivityType else {
      return NavigationResult(outcome: .ignored(.notAWebLink(activityType: type.truncatedForLog)))
    }
    guard let url = webpageURL else {
      return NavigationResult(outcome: .ignored(.activityWithoutURL))
    }
    return open(url)
  }

  /// The most inputs kept waiting for launch; later ones are dropped (a launch comes long before).
  public static let waitingCapacity = 64

  /// The top screen's scroll view moved to `offset` points: the floating button hides while scrolling down.
  @discardableResult
  public func scrolled(to offset: Double) -> NavigationResult? {
    guard let direction = scrollTracker.offsetChanged(to: offset) else { return nil }
    return send(.scroll(direction))
  }

  /// The top screen's scroll view came to rest at `offset` points: kept per canonical path and saved with
  /// the snapshot, so the screen opens there again. Nil when nothing changed (or the offset is not a number).
  @discardableResult
  public func scrollSettled(at offset: Double) -> NavigationResult? {
    guard offset.isFinite else { return nil }
    let offset = max(offset, 0)
    let top = coordinator.engine.topScreen(of: coordinator.state)
    guard coordinator.state.scrollPositions[top.path] != offset else { return nil }
    return send(.scrollOffset(offset))
  }

  /// The view moved the scroll view to a saved `offset` itself (restoring where the user left it): the
  /// offsets it reports next are measured from there, so the jump is not a scroll down.
  public func scrollRestored(to offset: Double) {
    scrollTracker.restored(at: offset)
  }

  /// Where the user left `screen`'s scroll view, in points from the top (after a relaunch too); nil when
  /// they never scrolled it.
  public func savedScrollOffset(of screen: Screen) -> Double? {
    coordinator.state.scrollPositions[screen.path]
  }

  /// The system's Reduce Motion setting, as the environment reports it.
  @discardableResult
  public func reduceMotionChanged(_ on: Bool) -> NavigationResult? {
    guard coordinator.state.reduceMotion != on else { return nil }
    return send(.reduceMotion(on))
  }

  /// The app sets `tab`'s badge (or clears it with nil) at run time, through the engine as
  /// `NavigationCoordinator.setBadge(_:on:)` does, and the tab's item shows it; one set before launch
  /// waits for it.
  @discardableResult
  public func setBadge(_ value: String?, on tab: TabID) -> NavigationResult {
    send(.badge(tab: tab, value: value))
  }

  /// The software keyboard appeared or went away.
  @discardableResult
  public func keyboardChanged(shown: Bool) -> NavigationResult? {
    guard coordinator.state.keyboardShown != shown else { return nil }
    return send(.keyboard(shown: shown))
  }

  /// Sends any input, then publishes what changed; with `animated` false, without animation (the adapter
  /// disables the system's own). Before launch, the input waits (the result says so) and is applied as launch
  /// applies what waited.
  @discardableResult
  public func send(_ input: NavigationInput, animated: Bool = true) -> NavigationResult {
    guard !awaitingLaunch else {
      if waitingInputs.count < Self.waitingCapacity { waitingInputs.append(input) }
      return NavigationResult(outcome: .deferred)
    }
    let result = coordinator.send(input, animated: animated)
    refresh(transition: result.transition)
    return result
  }

  /// Applies `request`, publishes the change, and resumes once its transition has ended, with the outcomes
  /// and within the bounds of `NavigationCoordinator.navigate(_:animated:)`: a cancelled task resumes at
  /// once with `NavigationOutcome.interrupted`, and a driver that never ends a transition holds it no
  /// longer than the transition and the coordinator's grace. Before launch the request waits for it, as
  /// ``send(_:animated:)``'s do, and this returns `NavigationOutcome.deferred` at once.
  @discardableResult
  public func navigate(_ request: NavigationRequest, animated: Bool = true) async -> NavigationOutcome {
    guard !awaitingLaunch else { return send(.request(request), animated: animated).outcome }
    let ended = OneShot<NavigationOutcome>()
    coordinator.navigate(request, animated: animated) { ended.resume($0) }
    refresh(transition: coordinator.lastTransition)
    return await ended.wait(orWhenCancelled: .interrupted)
  }

  // MARK: - Results

  /// What `route` returned to `screen`, typed, while `screen` is on top and has not consumed it; nil
  /// otherwise (no result, another route's, or another screen's). A view that reads it is redrawn when a
  /// result arrives.
  public func result<Route: ReturnsResult>(
    of route: Route.Type, for screen: Screen
  ) -> PresentationResult<Route.ResultValue>? {
    guard let pending = pendingResult, pending.presenter == screen.path,
      coordinator.engine.pendingResult(forTopOf: coordinator.state) == pending
    else { return nil }
    return pending.result(of: route)
  }

  /// Closes `route`'s screen, on top, handing `value` to the screen that presented it.
  @discardableResult
  public func finish<Route: ReturnsResult>(_ route: Route.Type, with value: Route.ResultValue) -> NavigationResult {
    guard let input = Route.result(value) else {
      return NavigationResult(outcome: .badArgument("the value cannot be written as JSON"))
    }
    return send(input)
  }

  /// The screen on top has read its result: it is dropped, so a relaunch does not hand it over again.
  @discardableResult
  public func consumeResult() -> NavigationResult { send(.consumeResult) }

  // MARK: - Publishing

  /// Reads the coordinator and assigns each published value that changed, and only those.
  func refresh(transition: ScreenTransition? = nil) {
    let state = coordinator.state
    animateChange(transition) {
      assign(\.selectedTab, state.selectedTab)
      let chrome = registry.chrome(for: state)
      for tab in tabs {
        tab.update(
          state.stacks[tab.id] ?? [], dataRevision: dataRevision, title: { registry.title(of: $0) },
          backLabel: { registry.backLabel(to: $0) }, zoomSource: { zoomSource(of: $0, in: state) })
        tab.update(selected: tab.id == state.selectedTab, item: chrome.tabItems.first { $0.id == tab.id })
      }
      let top = InteractiveDismissal.decide(in: state, registry: registry)
      assign(
        \.modals,
        state.modals.enumerated().map { level, modal in
          ModalItem(
            level: level, screen: modal.screen, title: registry.title(of: modal.screen), style: modal.style,
            dismissal: level == state.modals.count - 1 ? top : .refused(reason: "a modal above covers it"),
            dataRevision: dataRevision,
            detents: modal.style == .sheet ? registry.route(modal.screen.route)?.definition.sheetDetents ?? [] : [],
            detent: modal.detent)
        })
      assign(\.tabBar, TabBarPresentation(visible: chrome.tabBarVisible, items: chrome.tabItems))
      var button = registeredFloatingButton
      button.visible = registry.floatingButtonRoute != nil && registry.floatingButtonVisible(in: state)
      button.shortcutAvailable = button.shortcut != nil && state.modals.isEmpty
      assign(\.floatingButton, button)
      assign(\.toast, state.toast?.resolved(in: registry.localization))
      assign(\.alert, AlertPresentation(state.alert, in: registry.localization))
      assign(\.pendingResult, state.pendingResult)
    }
  }

  /// The source a pushed screen zooms out of: its own path, for a route that zooms, unless Reduce Motion is on
  /// (the engine's fade then, over the system's push).
  private func zoomSource(of screen: Screen, in state: NavigationState) -> String? {
    guard !state.reduceMotion, registry.route(screen.route)?.zoomsFromSource == true else { return nil }
    return screen.path
  }

  /// The canonical path of a route value's screen: the id a zoom's source and the screen it opens pair by
  /// (``ScreenPresentation/zoomSource``). Nil for a route no module registers.
  public func path(of route: some RouteValue) -> String? {
    try? registry.screen(type(of: route).routeID, parameters: route.fields.parameters).path
  }

  private func assign<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<NavigationPresenter, Value>, _ value: Value)
  {
    if self[keyPath: keyPath] != value { self[keyPath: keyPath] = value }
  }

  /// The floating button as registered (label, hint, shortcut), hidden; ``refresh(transition:)`` shows it
  /// when the engine does.
  private static func floatingButton(
    coordinator: NavigationCoordinator, keyBindings: [KeyBinding]
  ) -> FloatingButtonPresentation {
    let registry = coordinator.engine.registry
    let route = registry.floatingButtonRoute.flatMap { try? registry.screen($0, parameters: RouteParameters()) }
    let commands = KeyCommand.all(for: registry)
    let shortcut = keyBindings.first { binding in
      commands.first { $0.combo == binding.combo }?.request(for: coordinator.state) == .floatingButton
    }
    return FloatingButtonPresentation(
      visible: false, shortcutAvailable: false,
      accessibilityLabel: registry.app.floatingButton?.label.resolved(in: registry.localization) ?? "",
      accessibilityHint: registry.app.floatingButton?.hint?.resolved(in: registry.localization)
        ?? route.flatMap { registry.accessibilityHint(of: $0) },
      shortcut: route == nil ? nil : shortcut)
  }

  private func receive(_ event: NavigationEvent) {
    switch event {
    case .announcement(let text):
      // The event is English; the session keeps what VoiceOver says, in the registry's language.
      announcements.enqueue(coordinator.announcement ?? text)
      moveFocus()
    case .scrollToTop(let tab):
      sequence += 1
      scrollToTop = ScrollToTopRequest(tab: tab, sequence: sequence)
    case .dataChanged:
      // Published with the rest of the change, by refresh.
      dataRevision += 1
    default:
      break
    }
  }

  private func announceCurrentScreen() {
    if let text = coordinator.announcement { announcements.enqueue(text) }
    moveFocus()
  }

  /// Where the coordinator sent focus.
  private func moveFocus() {
    guard let target = coordinator.focus else { return }
    sequence += 1
    focus = FocusRequest(target: target, sequence: sequence)
  }

  /// Requests sent to the coordinator directly (a feature's `navigate(_:)`, a transition ending) are
  /// published too, on the next turn of the main actor.
  private func observeCoordinator() {
    withObservationTracking {
      _ = coordinator.state
    } onChange: { [weak self] in
      Task { @MainActor in
        guard let self else { return }
        // A change sent without animation plays nothing, so nothing is in flight: the last transition says so.
        let last = self.coordinator.lastTransition
        self.refresh(transition: last?.isAnimated == false ? last : self.coordinator.transitionInFlight)
        self.observeCoordinator()
      }
    }
  }
}
