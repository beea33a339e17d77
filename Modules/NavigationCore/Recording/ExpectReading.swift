/// What `expect KEY` reads of a state, as text: `none` for nothing, `shown` or `hidden` for what is visible.
///
/// The one reading of the keys (``ExpectKey``): a journey's `expect` compares with it (NavigationJourneys'
/// `StateReport`), and a navigation report writes its closing expectations from it, so a report's last lines
/// hold when it is replayed.
package struct ExpectReading: Sendable {
  private let values: [ExpectKey: String]
  /// Tab id → its item's VoiceOver label (`expect tab-label TAB`).
  package let tabLabels: [String: String]
  /// Tab id → the badge its item shows; a tab with none is not listed (`expect badge TAB`).
  package let badges: [String: String]
  /// The top screen's restoration payload, field → value (`expect draft FIELD`).
  package let payload: [String: String]
  /// Whether a closed route's result waits for the screen on top (``ExpectKey/result`` is not `none`).
  package let resultWaits: Bool

  /// What `expect` reads of `state` in `engine`, after a step whose change was announced as `announcement`,
  /// moved focus to `focus` and played `transition` (each nil: none).
  package init(
    state: NavigationState, engine: NavigationEngine, announcement: String?, focus: String?,
    transition: ScreenTransition?
  ) {
    let registry = engine.registry
    let chrome = registry.chrome(for: state)
    let words = registry.localization
    // The tab bar and the button show only while the app runs.
    let running = state.phase == .active
    let top = engine.topScreen(of: state)
    let result = engine.pendingResult(forTopOf: state)
    // Every key by one switch, so a key added to ``ExpectKey`` is read here or the build fails.
    func read(_ key: ExpectKey) -> String? {
      switch key {
      case .tab: state.selectedTab.rawValue
      case .top: top.path
      case .depth: String(state.depth)
      case .modal: state.modals.last?.screen.route.rawValue ?? "none"
      case .phase: state.phase == .notRunning ? "not-running" : state.phase.rawValue
      case .tabbar: running && chrome.tabBarVisible ? "shown" : "hidden"
      case .fab: running && chrome.floatingButtonVisible ? "shown" : "hidden"
      case .alert: state.alert?.message.resolved(in: words) ?? "none"
      case .alertStyle: state.alert?.style.rawValue ?? "none"
      case .pending: state.pendingDeepLink ?? "none"
      case .toast: state.toast?.resolved(in: words) ?? "none"
      case .backLabel: chrome.backLabel ?? "none"
      case .title: chrome.title
      case .error: chrome.errorMessage ?? "none"
      case .announcement: announcement ?? "none"
      case .focus: focus ?? "none"
      case .transition: transition?.description ?? "none"
      case .result: result.map { $0.value ?? "cancelled" } ?? "none"
      // Read by their argument (``value(of:argument:)``).
      case .tabLabel, .badge, .draft: nil
      }
    }
    values = Dictionary(uniqueKeysWithValues: ExpectKey.allCases.compactMap { key in read(key).map { (key, $0) } })
    tabLabels = Dictionary(uniqueKeysWithValues: chrome.tabItems.map { ($0.id.rawValue, $0.accessibilityLabel) })
    badges = Dictionary(
      uniqueKeysWithValues: chrome.tabItems.compactMap { item in item.badge.map { (item.id.rawValue, $0) } })
    payload = top.payload
    resultWaits = result != nil
  }

  /// The value `expect key` compares; `argument` names the tab (`tab-label`, `badge`) or the field (`draft`).
  package func value(of key: ExpectKey, argument: String = "") -> String {
    switch key {
    case .tabLabel: tabLabels[argument] ?? "none"
    case .badge: badges[argument] ?? "none"
    case .draft: payload[argument] ?? "none"
    default: values[key] ?? "none"
    }
  }
}
