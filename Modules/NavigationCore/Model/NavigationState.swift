public import Foundation

/// The whole navigation state of the app: one Codable, Equatable value.
///
/// Stacks hold the screens pushed above each tab's root (the root itself is implied by the tab), so an
/// empty stack means "at the root". Everything the UI shows beyond this (tab bar, floating button, back
/// label) is derived by ``RouteRegistry/chrome(for:)``, never stored.
public struct NavigationState: Hashable, Sendable {
  public var selectedTab: TabID
  /// Tab id → screens above the root, bottom first.
  public var stacks: [TabID: [Screen]]
  /// Modals, bottom first.
  public var modals: [ModalPresentation]
  /// A link kept while a guard defers it; the newest wins.
  public var pendingDeepLink: String?
  public var alert: AlertState?
  /// A transient message; cleared by the next input.
  public var toast: String?
  /// Canonical path → scroll offset.
  public var scrollPositions: [String: Double]
  public var keyboardShown: Bool
  public var scrollDirection: ScrollDirection
  /// Whether the system's Reduce Motion setting is on.
  public var reduceMotion: Bool
  public var phase: AppPhase
  /// When the app last went to the background.
  public var backgroundedAt: Date?
  /// Tab id → the badge its tab bar item shows: the registered badges (``TabDefinition/badge``) at a
  /// launch, then what the app sets at run time (``NavigationInput/badge(tab:value:)``). Never saved: the
  /// app sets them again after a launch.
  public var tabBadges: [TabID: String]
  /// What the screens cost a snapshot, counted as input arrives (``NavigationLimits/stateBytes``); never
  /// part of the state's equality.
  package var budget = StateBudget()

  public init(selectedTab: TabID) {
    self.selectedTab = selectedTab
    stacks = [:]
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
  }

  /// The screens above the selected tab's root.
  ///
  /// Changed in place (no copy of the stack, one lookup of the tab), so a push or a pop costs the same at
  /// any depth.
  public var selectedStack: [Screen] {
    get { stacks[selectedTab] ?? [] }
    set { stacks[selectedTab] = newValue.isEmpty ? nil : newValue }
    _modify {
      if let index = stacks.index(forKey: selectedTab) {
        defer { if stacks.values[index].isEmpty { stacks.remove(at: index) } }
        yield &stacks.values[index]
      } else {
        var stack: [Screen] = []
        defer { if !stack.isEmpty { stacks[selectedTab] = stack } }
        yield &stack
      }
    }
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
public enum AppPhase: String, Hashable, Sendable {
  case active
  case background
  /// Ended by the system or the user; only `launch` does anything.
  case notRunning
}

/// An alert asking the user to confirm a request a guard would not allow silently.
public struct AlertState: Hashable, Sendable {
  public var message: String
  /// Button titles; the first one confirms (performs ``request``), the others cancel.
  public var actions: [String]
  /// What the confirming action performs, past the guards.
  public var request: NavigationRequest

  public init(message: String, confirmTitle: String, cancelTitle: String, request: NavigationRequest) {
    self.message = message
    self.actions = [confirmTitle, cancelTitle]
    self.request = request
  }
}
