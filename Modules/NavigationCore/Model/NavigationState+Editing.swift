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

// The state's editor: the only way the engine puts a screen into the state or takes one out. A push, a
// presentation, a replaced modal, a link's plan, a restore and a payload's edit each come through here, so
// the rules a state keeps (no screen twice in a row, ``NavigationLimits/stackDepth``,
// ``NavigationLimits/modalDepth``, the byte budget ``NavigationLimits/stateBytes``) are kept in one place,
// whoever asks. What a screen must be to come in at all (its route, placement, day range and data) is the
// engine's: it knows the registry. A state from outside comes in through the one admission,
// `NavigationEngine.admission(of:)`, which builds it through this editor.
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
    if presenter == .navigation, topModal?.screen.path == screen.path { throw .alreadyShown }
    if modals.count >= NavigationLimits.modalDepth { throw .modalsFull }
    var modal = ModalPresentation(
      screen: screen, style: style, originTab: modals.first?.originTab ?? selectedTab,
      presenterPath: presenterPath, opener: opener)
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

  /// Applies a link's plan, its steps in order; the plan is refused whole when its screens would pass the
  /// budget. The selected stack a plan takes to its root is rebuilt where it is: a screen the plan puts back
  /// at the place it already had, unchanged, stays there with its restoration payload (a link to the screen
  /// already shown loses no draft); a screen that differs there but has the same path takes that payload
  /// over, as a modal presented where one of the same path was does. `presenter` tells the path of the screen
  /// on top, which a modal of the plan returns focus to. Returns whether
  /// the state changed, told as the steps apply.
  package mutating func apply(
    _ plan: DeepLinkPlan, presenter: (NavigationState) -> String
  ) throws(StateRefusal) -> Bool {
    guard fits(StateBudget.bytes(of: plan)) else { throw .budgetFull }
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
