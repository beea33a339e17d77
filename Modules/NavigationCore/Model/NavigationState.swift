package import Foundation

/// The whole navigation state of the app: one Codable, Equatable value.
///
/// Stacks hold the screens pushed above each tab's root (the root itself is implied by the tab), so an
/// empty stack means "at the root" and is not stored. Everything the UI shows beyond this (tab bar, floating
/// button, back label) is derived by `RouteRegistry.chrome(for:)`, never stored.
///
/// The selected tab's stack, which nearly every input reads or changes, is kept apart from the other tabs'
/// (`selectedStack`); selecting another tab moves the two stacks between their places.
///
/// Its storage (the stacks, the modals, the alert, the waiting result, the budget's count) is read-only outside
/// this file, and in this file it is written only by the state's editor (the extensions below `MARK: - The
/// editor`): `Tools/check-state-writes` holds both.
public struct NavigationState: Hashable, Sendable {
  /// Tab id → screens above the root, bottom first; no stack is empty.
  public var stacks: [TabID: [Screen]] {
    var all = Dictionary(uniqueKeysWithValues: otherStacks.entries.map { ($0.tab, $0.screens) })
    if !selectedStack.isEmpty { all[selection] = selectedStack }
    return all
  }
  /// The screens above the selected tab's root, bottom first: what a guard reads of the screen on top
  /// (`selectedStack.last`), kept where it is read, unlike ``stacks``, which gathers every tab's.
  public private(set) var selectedStack: [Screen]
  private var selection: TabID
  private var otherStacks = OtherStacks([])
  /// Modals, bottom first.
  public private(set) var modals: [ModalPresentation]
  /// A link kept while a guard defers it; the newest wins.
  public var pendingDeepLink: String?
  public private(set) var alert: AlertState?
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
  package var pendingResult: PendingResult? { resultStorage?.value }
  /// Held through a `Shared` (its rule): a state without a waiting result holds one nil reference.
  private var resultStorage: Shared<PendingResult>?
  /// Whether a result waits, answered from the reference alone.
  package var hasPendingResult: Bool { resultStorage != nil }
  /// The bytes the screens take in a snapshot, counted as input arrives (``NavigationLimits/stateBytes``); never
  /// part of the state's equality.
  package private(set) var budget = StateBudget()

  /// The stack of `tab` (nil when none is stored), read where it is kept.
  package func stack(of tab: TabID) -> [Screen]? {
    if tab == selection { return selectedStack.isEmpty ? nil : selectedStack }
    return otherStacks.stack(of: tab)
  }

  /// Screens pushed above the selected tab's root.
  public var depth: Int { selectedStack.count }

  /// The top modal, if any.
  package var topModal: ModalPresentation? { modals.last }

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
/// never by hashing one.
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

/// Why a state did not take a screen: the rules every way into the state holds it to.
package enum StateRefusal: Error, Hashable, Sendable {
  /// The same screen is on top already: the top of the stack, or the top modal.
  case alreadyShown
  /// The stack holds ``NavigationLimits/stackDepth`` screens.
  case stackFull
  /// ``NavigationLimits/modalDepth`` modals are shown.
  case modalsFull
  /// The screen would pass ``NavigationLimits/stateBytes``.
  case budgetFull

  /// The refusal as an input's outcome reports it.
  package var refusal: NavigationRefusal {
    switch self {
    case .alreadyShown: .alreadyShown
    case .stackFull: .stackFull
    case .modalsFull: .modalsFull
    case .budgetFull: .budgetFull
    }
  }

  /// The refusal in English: what an outcome line and an event print.
  package var message: String { refusal.description }
}

/// Who presents a modal: the rules differ in one respect.
package enum Presenter: Sendable {
  /// A request, a link, a restore: the same screen twice in a row is already shown, and the whole modal
  /// fits the budget or is refused.
  case navigation
  /// A feature command: it may present its route over itself (a help sheet over help), and a payload past
  /// the budget is cut to the fields that fit rather than refused.
  case feature
}

// MARK: - The editor

// The state's editor: every write to the state's storage is one of its operations (the compiler refuses any
// other outside this file, `Tools/check-state-writes` any other in it). A push, a presentation, a replaced
// modal, a link's plan, a payload's edit, a revalidation, an alert and a waiting result each come through
// here, whoever asks. An operation that puts a screen in checks where it writes the limits it could pass
// (``NavigationLimits/stackDepth``, ``NavigationLimits/modalDepth``, the byte budget
// ``NavigationLimits/stateBytes``) and refuses the screen on top shown again (a push, a presentation by a
// request, a plan's presentation; a plan's push puts a screen back where it was). What a screen must be to
// come in at all (its route, placement, day range and data) is the engine's: it knows the registry. A state
// from outside comes in through the one admission, `NavigationEngine.admission(of:)`, which builds it through
// this editor; a state built by hand (a test, a benchmark, the host) through
// ``init(selectedTab:stacks:modals:)``, which does too.
extension NavigationState {
  // MARK: - The empty state, the selected tab

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

  /// The tab shown; selecting another moves the two stacks between their places.
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

  /// Removes the stack of `tab` (the tab goes back to its root) and returns it.
  package mutating func removeStack(of tab: TabID) -> [Screen]? {
    guard tab == selection else { return otherStacks.remove(tab) }
    defer { selectedStack = [] }
    return selectedStack.isEmpty ? nil : selectedStack
  }
}

extension NavigationState {
  // MARK: - Screens in

  /// Pushes `screen` (one a route's pattern printed) onto the selected stack.
  package mutating func push(_ screen: consuming Screen) throws(StateRefusal) {
    if let top = selectedStack.indices.last, selectedStack[top].path == screen.path { throw .alreadyShown }
    if selectedStack.count >= NavigationLimits.stackDepth { throw .stackFull }
    let bytes = StateBudget.bytes(ofPrinted: screen)
    guard fits(bytes) else { throw .budgetFull }
    budget.add(bytes)
    selectedStack.append(screen)
  }

  /// Replaces the top of the selected stack with `screen` (one a route's pattern printed), at the same depth.
  /// The caller has checked that the stack has a screen above its root.
  package mutating func replaceTop(with screen: consuming Screen) throws(StateRefusal) {
    let top = selectedStack.count - 1
    if selectedStack[top].path == screen.path { throw .alreadyShown }
    let bytes = StateBudget.bytes(ofPrinted: screen)
    // The screen it replaces leaves: what counts against the budget is the difference.
    guard fits(bytes - StateBudget.bytes(of: selectedStack[top])) else { throw .budgetFull }
    budget.add(bytes)
    selectedStack[top] = screen
  }

  /// Presents `screen` as a modal over the screen on top, whose path is `presenterPath`; `opener` is where
  /// focus returns on dismissal. The chain's origin tab is the tab selected when its first modal
  /// was presented. Returns how many payload fields a ``Presenter/feature`` presentation left out to fit the
  /// budget (the first by name stay).
  @discardableResult
  package mutating func present(
    _ screen: Screen, style: ModalStyle, presenterPath: String, opener: FocusTarget,
    by presenter: Presenter = .navigation
  ) throws(StateRefusal) -> Int {
    let modal = ModalPresentation(
      screen: screen, style: style, originTab: modals.first?.originTab ?? selectedTab,
      presenterPath: presenterPath, opener: opener)
    return try add(modal, by: presenter)
  }

  /// Presents `modal` as it is (its origin tab, presenter, opener and detent), by the rules a request's
  /// presentation keeps.
  package mutating func present(_ modal: ModalPresentation) throws(StateRefusal) {
    try add(modal, by: .navigation)
  }

  /// Puts `modal` on top: refused when the same screen is on top already (for a request), when
  /// ``NavigationLimits/modalDepth`` modals are shown, or past the budget (``admit(_:by:)``).
  @discardableResult
  private mutating func add(_ modal: ModalPresentation, by presenter: Presenter) throws(StateRefusal) -> Int {
    if presenter == .navigation, topModal?.screen.path == modal.screen.path { throw .alreadyShown }
    if modals.count >= NavigationLimits.modalDepth { throw .modalsFull }
    var modal = modal
    let dropped = try admit(&modal, by: presenter)
    modals.append(modal)
    return dropped
  }

  /// Replaces the top modal with `screen` in the same place: the presenter and the origin tab stay, so
  /// dismissing it returns to the exact screen the first one was presented from. Returns how many payload
  /// fields were left out to fit the budget, as ``present(_:style:presenterPath:opener:by:)`` does for a
  /// feature.
  /// A ``Presenter/navigation`` replace (a request) is refused when the same screen is on top already, and
  /// fits the budget whole or is refused. A detent is its route's: another route opens at its own first.
  @discardableResult
  package mutating func replaceTopModal(
    with screen: Screen, style: ModalStyle, by presenter: Presenter = .feature
  ) throws(StateRefusal) -> Int {
    if presenter == .navigation, topModal?.screen.path == screen.path { throw .alreadyShown }
    guard var top = modals.popLast() else { preconditionFailure("no modal to replace") }
    let previous = top
    if top.screen.route != screen.route { top.detent = nil }
    top.screen = screen
    top.style = style
    do {
      let dropped = try admit(&top, by: presenter)
      modals.append(top)
      return dropped
    } catch {
      modals.append(previous)
      throw error
    }
  }

  /// Counts `modal` into the budget: whole, or (for a feature) without the payload fields past it.
  private mutating func admit(_ modal: inout ModalPresentation, by presenter: Presenter) throws(StateRefusal) -> Int {
    guard presenter == .feature else {
      let bytes = StateBudget.bytes(of: modal)
      guard fits(bytes) else { throw .budgetFull }
      budget.add(bytes)
      return 0
    }
    let payload = modal.screen.payload
    modal.screen.payload = [:]
    let bytes = StateBudget.bytes(of: modal)
    guard fits(bytes) else { throw .budgetFull }
    let dropped: Int
    (modal.screen.payload, dropped) = fitting(payload, besides: bytes)
    budget.add(StateBudget.bytes(of: modal))
    return dropped
  }

  /// Applies a link's plan, its steps in order; the plan is refused whole, before any step applies
  /// (``refusal(of:)``), when a push would pass ``NavigationLimits/stackDepth``, a presentation
  /// ``NavigationLimits/modalDepth`` or show the modal on top again, or its screens the budget. The selected stack a plan takes to its root is rebuilt where it is: a screen the plan puts back
  /// at the place it already had, unchanged, stays there with its restoration payload (a link to the screen
  /// already shown loses no draft); a screen that differs there but has the same path takes that payload
  /// over, as a modal presented where one of the same path was does. `presenter` tells the path of the screen
  /// on top, which a modal of the plan returns focus to. Returns whether
  /// the state changed, told as the steps apply.
  package mutating func apply(
    _ plan: DeepLinkPlan, presenter: (NavigationState) -> String
  ) throws(StateRefusal) -> Bool {
    if let refusal = refusal(of: plan) { throw refusal }
    let previousTab = selectedTab
    let previousModals = modals
    var changed = false
    // How many screens the plan has put back on the selected stack since it took that stack to its root; nil
    // while it is not rebuilding the selected stack.
    var rebuilt: Int?
    for step in plan.steps {
      switch step {
      case .dismissModals:
        modals.removeAll()
      case .selectTab(let tab):
        if let count = rebuilt { changed = cutSelectedStack(to: count) || changed }
        rebuilt = nil
        selectedTab = tab
      case .popToRoot(let tab):
        if tab == selectedTab {
          rebuilt = 0
        } else if removeStack(of: tab) != nil {
          changed = true
        }
      case .push(let screen):
        // Onto a stack the plan did not take to its root, the screen goes on top: the stack grows.
        changed = put(screen, at: rebuilt ?? selectedStack.count) || changed
        if let count = rebuilt { rebuilt = count + 1 }
      case .present(var screen, let style):
        // A modal is presented over the plan's stack, not over screens it is about to leave out.
        if let count = rebuilt { changed = cutSelectedStack(to: count) || changed }
        let index = modals.count
        if index < previousModals.count, previousModals[index].screen.path == screen.path,
          !previousModals[index].screen.payload.isEmpty
        {
          screen.payload = previousModals[index].screen.payload
        }
        let presenterPath = presenter(self)
        let modal = ModalPresentation(
          screen: screen, style: style, originTab: modals.first?.originTab ?? selectedTab,
          presenterPath: presenterPath, opener: .screen(path: presenterPath))
        // Within the plan's budget, counted above.
        budget.add(StateBudget.bytes(of: modal))
        modals.append(modal)
      }
    }
    if let count = rebuilt { changed = cutSelectedStack(to: count) || changed }
    return changed || selectedTab != previousTab || modals != previousModals
  }

  /// Why `plan` cannot be applied whole, read from its steps before any applies (nil when it can): the depth
  /// of the stack each push lands on, the modals each presentation lands over, and the bytes its screens add.
  private mutating func refusal(of plan: DeepLinkPlan) -> StateRefusal? {
    var tab = selection
    var depth = selectedStack.count
    var shown = modals.count
    var top = modals.last?.screen.path
    for step in plan.steps {
      switch step {
      case .dismissModals:
        shown = 0
        top = nil
      case .selectTab(let next):
        if next != tab { depth = next == selection ? selectedStack.count : otherStacks.stack(of: next)?.count ?? 0 }
        tab = next
      case .popToRoot(let root):
        if root == tab { depth = 0 }
      case .push:
        depth += 1
        if depth > NavigationLimits.stackDepth { return .stackFull }
      case .present(let screen, _):
        if screen.path == top { return .alreadyShown }
        shown += 1
        if shown > NavigationLimits.modalDepth { return .modalsFull }
        top = screen.path
      }
    }
    return fits(StateBudget.bytes(of: plan)) ? nil : .budgetFull
  }

  /// Puts `screen` at `position` of the selected stack a plan rebuilds (the screens below it are the plan's
  /// already). The screen there stays when only its payload tells the two apart; otherwise `screen` takes its
  /// place, with the payload of a screen at the same path. Returns whether the stack changed.
  private mutating func put(_ screen: Screen, at position: Int) -> Bool {
    guard position < selectedStack.count else {
      budget.add(StateBudget.bytes(ofPrinted: screen))
      selectedStack.append(screen)
      return true
    }
    let old = selectedStack[position]
    var replacement = screen
    if old.path == screen.path {
      if old.route == screen.route, old.parameters == screen.parameters, old.error == screen.error { return false }
      // A plan's screens come without a payload: there is something to keep only when the old screen had one.
      if !old.payload.isEmpty { replacement.payload = old.payload }
    }
    budget.add(StateBudget.bytes(ofPrinted: replacement))
    selectedStack[position] = replacement
    return true
  }

  /// Leaves the bottom `count` screens of the selected stack: the ones a plan put back. Returns whether there
  /// were more.
  private mutating func cutSelectedStack(to count: Int) -> Bool {
    guard selectedStack.count > count else { return false }
    selectedStack.removeSubrange(count...)
    return true
  }

  // MARK: - Payloads

  /// Sets `field` of the top screen's payload (the top modal, else the top of the selected stack) to `value`.
  /// The caller has checked that there is such a screen.
  /// Keeps `detent` as the height the top modal rests at (nil: its route's first), within the budget.
  package mutating func setTopDetent(_ detent: SheetDetent?) throws(StateRefusal) {
    let old = modals[modals.count - 1].detent
    let bytes = StateBudget.bytes(of: detent) - StateBudget.bytes(of: old)
    guard fits(bytes) else { throw .budgetFull }
    budget.add(bytes)
    modals[modals.count - 1].detent = detent
  }

  package mutating func setField(_ field: String, to value: String) throws(StateRefusal) {
    let isModal = !modals.isEmpty
    let old =
      isModal ? modals[modals.count - 1].screen.payload[field] : selectedStack[selectedStack.count - 1].payload[field]
    // What the edit adds to the saved state: the new field, less the value it replaces.
    let bytes = StateBudget.bytes(ofField: field, value) - (old.map { StateBudget.bytes(ofField: field, $0) } ?? 0)
    guard fits(bytes) else { throw .budgetFull }
    budget.add(bytes)
    if isModal {
      modals[modals.count - 1].screen.payload[field] = value
    } else {
      selectedStack[selectedStack.count - 1].payload[field] = value
    }
  }

  /// Replaces the top modal's payload with `payload`, less the fields past the budget (the first by name stay).
  /// Returns how many were left out.
  package mutating func setTopModalPayload(_ payload: [String: String]) -> Int {
    let top = modals.count - 1
    budget.add(-StateBudget.bytes(of: modals[top].screen.payload))
    modals[top].screen.payload = [:]
    let (kept, dropped) = fitting(payload, besides: 0)
    budget.add(StateBudget.bytes(of: kept))
    modals[top].screen.payload = kept
    return dropped
  }

  /// `payload` within the room the budget has beside `bytes` more: the fields that fit, first by name, and
  /// how many did not.
  private mutating func fitting(_ payload: [String: String], besides bytes: Int) -> ([String: String], dropped: Int) {
    if fits(bytes + StateBudget.bytes(of: payload)) { return (payload, 0) }
    var kept: [String: String] = [:]
    var left = budgetRoom() - bytes
    for (name, value) in payload.sorted(by: { $0.key < $1.key }) {
      let bytes = StateBudget.bytes(ofField: name, value)
      if bytes <= left {
        kept[name] = value
        left -= bytes
      }
    }
    return (kept, payload.count - kept.count)
  }

  // MARK: - Screens out

  /// Pops the top of the selected stack.
  package mutating func popTop() {
    selectedStack.removeLast()
  }

  /// Pops the selected stack to `depth` screens.
  package mutating func pop(to depth: Int) {
    selectedStack.removeLast(selectedStack.count - depth)
  }

  /// Dismisses the top modal.
  package mutating func dismissTopModal() {
    modals.removeLast()
  }

  /// Dismisses every modal.
  package mutating func dismissAllModals() {
    modals.removeAll()
  }

  /// Removes the screen on top: the top modal, else the top of the selected stack.
  package mutating func removeTop() {
    if modals.isEmpty { selectedStack.removeLast() } else { modals.removeLast() }
  }

  /// Shows the root of `tab`: every modal closes, `tab` is selected and its stack emptied.
  package mutating func showRoot(of tab: TabID) {
    modals.removeAll()
    selectedTab = tab
    selectedStack = []
  }

  // MARK: - Errors, cuts and places (a revalidation)

  /// Sets the error state of the screen at `index` of `tab`'s stack (nil: it loads again).
  package mutating func setError(_ error: LocalizedText?, ofScreen index: Int, onStackOf tab: TabID) {
    if tab == selection {
      selectedStack[index].error = error
    } else if var stack = otherStacks.remove(tab) {
      stack[index].error = error
      otherStacks.insert(TabStack(tab: tab, screens: stack))
    }
  }

  /// Sets the error state of the modal at `index`.
  package mutating func setError(_ error: LocalizedText?, ofModal index: Int) {
    modals[index].screen.error = error
  }

  /// Leaves the bottom `count` screens of `tab`'s stack; a stack cut to none is not stored.
  package mutating func cutStack(of tab: TabID, to count: Int) {
    guard let stack = stack(of: tab), stack.count > count else { return }
    if tab == selection {
      selectedStack.removeSubrange(count...)
    } else if count == 0 {
      _ = otherStacks.remove(tab)
    } else {
      otherStacks.insert(TabStack(tab: tab, screens: Array(stack.prefix(count))))
    }
  }

  /// Leaves the bottom `count` modals.
  package mutating func cutModals(to count: Int) {
    if modals.count > count { modals.removeSubrange(count...) }
  }

  /// Places the first modal over the screen at `path`: its presenter, and its opener when that names a
  /// screen, become that screen.
  package mutating func placeFirstModal(over path: String) {
    guard !modals.isEmpty else { return }
    modals[0].presenterPath = path
    if case .screen = modals[0].opener { modals[0].opener = .screen(path: path) }
  }

  // MARK: - The alert and the waiting result

  /// Shows `alert`, replacing one shown.
  package mutating func show(_ alert: AlertState) {
    self.alert = alert
  }

  /// Closes the alert.
  package mutating func closeAlert() {
    alert = nil
  }

  /// Keeps `result` waiting for its presenter, replacing one that waited; nil: none waits.
  package mutating func keep(_ result: PendingResult?) {
    resultStorage = result.map(Shared.init)
  }

  // MARK: - Payloads rewritten (a background hook, a report's redaction)

  /// Gives every screen (each stack's, then each modal's) the payload `rewrite` makes of it; nil leaves the
  /// screen as it is. What a new payload adds is counted into the budget.
  package mutating func rewritePayloads(_ rewrite: (Screen) -> [String: String]?) {
    func rewritten(_ screen: inout Screen) {
      guard let payload = rewrite(screen) else { return }
      budget.add(StateBudget.bytes(of: payload) - StateBudget.bytes(of: screen.payload))
      screen.payload = payload
    }
    for index in selectedStack.indices { rewritten(&selectedStack[index]) }
    otherStacks = OtherStacks(
      otherStacks.entries.map { entry in
        var screens = entry.screens
        for index in screens.indices { rewritten(&screens[index]) }
        return TabStack(tab: entry.tab, screens: screens)
      })
    for index in modals.indices { rewritten(&modals[index].screen) }
  }

  /// The alert's request through `request` (a report that leaves out what its privacy keeps back).
  package mutating func rewriteAlertRequest(_ request: (NavigationRequest) -> NavigationRequest) {
    if let shown = alert { alert?.request = request(shown.request) }
  }

  // MARK: - A state not yet admitted

  /// A state from outside as it was read (a report's `# start:`, a bad candidate a test of the admission
  /// plants): its stacks (an empty one is none), modals, alert and waiting result set as given, without the
  /// checks of the operations above. It is a candidate only: the one admission
  /// (`NavigationEngine.admission(of:)`) reads it whole, and a door takes it only when it is admitted whole.
  package init(
    unadmitted selectedTab: TabID, stacks: [TabID: [Screen]], modals: [ModalPresentation], alert: AlertState? = nil,
    pendingResult: PendingResult? = nil
  ) {
    self.init(selectedTab: selectedTab)
    var others = stacks.filter { !$0.value.isEmpty }
    selectedStack = others.removeValue(forKey: selectedTab) ?? []
    otherStacks = OtherStacks(others.map { TabStack(tab: $0.key, screens: $0.value) })
    self.modals = modals
    self.alert = alert
    resultStorage = pendingResult.map(Shared.init)
  }

  // MARK: - The budget

  /// Whether `bytes` more fit ``NavigationLimits/stateBytes``. The count is made exact (one pass over the
  /// state) only when its upper bound says no. Counting them is the caller's, once they are in.
  package mutating func fits(_ bytes: Int) -> Bool {
    if budget.used + bytes <= NavigationLimits.stateBytes { return true }
    recountBudget()
    return budget.used + bytes <= NavigationLimits.stateBytes
  }

  /// Makes the count exact: one pass over the state (a launch, a state handed in, a budget nearly full).
  package mutating func recountBudget() {
    let exact = StateBudget.bytes(of: self)
    budget.add(exact - budget.used)
  }

  /// Room left under ``NavigationLimits/stateBytes``, by the exact count.
  package mutating func budgetRoom() -> Int {
    recountBudget()
    return NavigationLimits.stateBytes - budget.used
  }

  /// Why an input was refused at the budget.
  package static var budgetFull: String { StateRefusal.budgetFull.message }
}
