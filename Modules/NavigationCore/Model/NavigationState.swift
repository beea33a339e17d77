package import Foundation

/// The whole navigation state of the app: one Codable, Equatable value.
///
/// Stacks hold the screens pushed above each tab's root (the root itself is implied by the tab), so an
/// empty stack means "at the root" and is not stored. Everything the UI shows beyond this (tab bar, floating
/// button, back label) is derived by `RouteRegistry.chrome(for:)`, never stored.
///
/// The selected tab's stack, which nearly every input reads or changes, is kept apart from the other tabs'
/// (`selectedStack`); selecting another tab moves the two stacks between their places.
public struct NavigationState: Hashable, Sendable {
  public var selectedTab: TabID {
    get { selection }
    set {
      if newValue != selection {
        if !selectedStack.isEmpty { otherStacks.insert(TabStack(tab: selection, screens: selectedStack)) }
        selectedStack = otherStacks.remove(newValue) ?? []
      }
      selection = newValue
    }
  }
  /// Tab id → screens above the root, bottom first. The engine stores no empty stack; an empty stack set
  /// here for the selected tab is none.
  public var stacks: [TabID: [Screen]] {
    get {
      var stacks = Dictionary(uniqueKeysWithValues: otherStacks.entries.map { ($0.tab, $0.screens) })
      if !selectedStack.isEmpty { stacks[selection] = selectedStack }
      return stacks
    }
    set {
      var others = newValue
      selectedStack = others.removeValue(forKey: selection) ?? []
      otherStacks = OtherStacks(others.map { TabStack(tab: $0.key, screens: $0.value) })
    }
  }
  /// The screens above the selected tab's root, bottom first.
  package var selectedStack: [Screen]
  private var selection: TabID
  private var otherStacks = OtherStacks([])
  /// Modals, bottom first.
  public var modals: [ModalPresentation]
  /// A link kept while a guard defers it; the newest wins.
  public var pendingDeepLink: String?
  public var alert: AlertState?
  /// A transient message; cleared by the next input. Kept as its key, worded in the language it is shown in.
  public var toast: LocalizedText?
  /// Canonical path → scroll offset.
  public var scrollPositions: [String: Double]
  package var keyboardShown: Bool
  package var scrollDirection: ScrollDirection
  /// Whether the system's Reduce Motion setting is on.
  public var reduceMotion: Bool
  package var phase: AppPhase
  /// When the app last went to the background.
  package var backgroundedAt: Date?
  /// Tab id → the badge its tab bar item shows: the registered badges (``TabDefinition/badge``) at a
  /// launch, then what the app sets at run time (``NavigationInput/badge(tab:value:)``). Never saved: the
  /// app sets them again after a launch.
  package var tabBadges: [TabID: String]
  /// What a closed route returned to the screen that presented it, until that screen consumes it or leaves
  /// (the newest only); saved with the snapshot.
  package var pendingResult: PendingResult? {
    get { resultStorage?.value }
    set { resultStorage = newValue.map(Shared.init) }
  }
  /// Held through a `Shared` (its rule): a state without a waiting result holds one nil reference.
  private var resultStorage: Shared<PendingResult>?
  /// Whether a result waits, answered from the reference alone.
  package var hasPendingResult: Bool { resultStorage != nil }
  /// What the screens cost a snapshot, counted as input arrives (``NavigationLimits/stateBytes``); never
  /// part of the state's equality.
  package var budget = StateBudget()

  package init(selectedTab: TabID) {
    selection = selectedTab
    selectedStack = []
    modals = []
    pendingDeepLink = nil
    alert = nil
    toast = nil
    scrollPositions = [:]
    keyboardShown = false
    scrollDirection = .none
    reduceMotion = false
    phase = .active
    backgroundedAt = nil
    tabBadges = [:]
    resultStorage = nil
  }

  /// The stack of `tab` (nil when none is stored), read where it is kept.
  package func stack(of tab: TabID) -> [Screen]? {
    if tab == selection { return selectedStack.isEmpty ? nil : selectedStack }
    return otherStacks.stack(of: tab)
  }

  /// Removes the stack of `tab` (the tab goes back to its root) and returns it.
  package mutating func removeStack(of tab: TabID) -> [Screen]? {
    guard tab == selection else { return otherStacks.remove(tab) }
    defer { selectedStack = [] }
    return selectedStack.isEmpty ? nil : selectedStack
  }

  /// Screens pushed above the selected tab's root.
  public var depth: Int { selectedStack.count }

  /// The top modal, if any.
  public var topModal: ModalPresentation? { modals.last }

  /// Keeps the scroll positions of `paths` only (the screens that still exist, most important first),
  /// at most ``NavigationLimits/scrollEntries`` of them, and only finite offsets ≥ 0. Returns how many
  /// positions of listed screens the limit dropped.
  ///
  /// It reads `paths`, never every stored position, so its time does not grow with how many are stored.
  @discardableResult
  package mutating func pruneScrollPositions(keeping paths: [String]) -> Int {
    var kept: [String: Double] = [:]
    var dropped = 0
    for path in paths where kept[path] == nil {
      guard let offset = scrollPositions[path], offset.isFinite, offset >= 0 else { continue }
      if kept.count < NavigationLimits.scrollEntries { kept[path] = offset } else { dropped += 1 }
    }
    scrollPositions = kept
    return dropped
  }
}

/// Which way the content last scrolled: the floating button hides while scrolling down.
public enum ScrollDirection: String, Hashable, Sendable {
  case none, up, down
}

/// Where the app is in its lifecycle.
package enum AppPhase: String, Hashable, Sendable {
  case active
  case background
  /// Ended by the system or the user; only `launch` does anything.
  case notRunning
}

/// An alert asking the user to confirm a request a guard would not allow silently.
///
/// Its texts are kept as keys, worded in the language the alert is shown in.
public struct AlertState: Hashable, Sendable {
  package var message: LocalizedText
  /// Button titles; the first one confirms (performs `request`), the others cancel.
  public var actions: [LocalizedText]
  /// What the confirming action performs, past the guards.
  package var request: NavigationRequest
  /// An alert or a confirmation dialog, as the guard asked.
  package var style: ConfirmationStyle

  package init(
    message: LocalizedText, confirmTitle: LocalizedText, cancelTitle: LocalizedText, request: NavigationRequest,
    style: ConfirmationStyle = .alert
  ) {
    self.message = message
    self.actions = [confirmTitle, cancelTitle]
    self.request = request
    self.style = style
  }
}

/// A tab's stack, kept apart from the selected one.
struct TabStack: Hashable, Sendable {
  var tab: TabID
  var screens: [Screen]
}

/// The stacks of the tabs not selected, in the order of their tabs' names, so that states holding equal stacks
/// are equal. A state holds a stack for each of a few tabs: a stack is found by walking them, comparing names,
/// never by hashing one. Figures: `Tools/Benchmarks/RESULTS.md` ("Speed in one room").
struct OtherStacks: Hashable, Sendable {
  private(set) var entries: [TabStack]

  init(_ entries: [TabStack]) {
    self.entries = entries.sorted { $0.tab < $1.tab }
  }

  func stack(of tab: TabID) -> [Screen]? {
    entries.first { $0.tab == tab }?.screens
  }

  /// Keeps `stack` in its place by name, replacing a stack of the same tab.
  mutating func insert(_ stack: TabStack) {
    if let index = entries.firstIndex(where: { $0.tab == stack.tab }) {
      entries[index] = stack
    } else {
      entries.insert(stack, at: entries.firstIndex { stack.tab < $0.tab } ?? entries.endIndex)
    }
  }

  mutating func remove(_ tab: TabID) -> [Screen]? {
    guard let index = entries.firstIndex(where: { $0.tab == tab }) else { return nil }
    return entries.remove(at: index).screens
  }
}
