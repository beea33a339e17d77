import Foundation

/// A state from outside the running engine, as a door hands it to the admission
/// (``NavigationEngine/admission(of:)``).
package struct AdmissionCandidate: Sendable {
  /// The fields a snapshot saves: the selected tab, each stack as paths and payloads, the modals with their
  /// style, origin, presenter, opener and detent, the waiting result and link, the scroll positions, the open
  /// alert's request and Reduce Motion.
  package var saved: NavigationSnapshot
  /// The whole state, when the door holds one (a report's start, a state adopted): its screens are compared
  /// field by field with what their paths restore to, and what a snapshot does not save (the alert's words and
  /// actions, the toast, the badges, the lifecycle) is checked and kept.
  package var state: NavigationState?
  /// Where focus stands, when the door holds it (a report's start).
  package var focus: SavedFocus?
  /// Whether each screen is validated against the app's data too, as every door does; off only for
  /// `NavigationEngine.inconsistencies(in:)`, which asks after the registry's rules alone.
  package var checksData = true

  /// A saved snapshot, at launch.
  package init(_ snapshot: NavigationSnapshot) { saved = snapshot }

  /// A whole state, and where focus stands in it.
  package init(_ state: NavigationState, focus: SavedFocus? = nil) {
    saved = NavigationSnapshot(state: state, savedAt: Date(timeIntervalSince1970: 0), sessionEnd: .background)
    self.state = state
    self.focus = focus
  }
}

/// What the admission made of a candidate: the state it admits, each field that could not be admitted
/// repaired by its problem's rule.
package struct AdmittedState: Sendable {
  /// The admitted state: the candidate's fields that passed, the repairs, and the fresh state's for the rest.
  package var state: NavigationState
  /// What could not be admitted as it was, in the order found; empty when the candidate is admitted whole.
  package var problems: [AdmissionProblem] = []
  /// What a door that repairs logs, in the order found: each problem's event, and a saved path redirected to
  /// where its route lives now.
  package var events: [NavigationEvent] = []
  /// Whether screens are validated against the app's data (``AdmissionCandidate/checksData``).
  var checksData = true

  mutating func found(_ problem: AdmissionProblem) {
    problems.append(problem)
    events.append(problem.event)
  }
}

extension NavigationEngine {
  /// The one admission of a state from outside the running engine: a snapshot at launch, a report's
  /// `# start:`, a state adopted or resumed. Every field the state holds is checked here, and only here:
  ///
  /// - the selected tab, each stack's tab, each stack's depth and the modal count, from counts first;
  /// - every screen through the rules of every other way in (resolved, in the day range, validated against the
  ///   data, printed canonically), a stacked screen only on a tab that may push it, a modal only of a modal
  ///   route, each through the state's editor (never the same screen twice in a row, the byte budget);
  /// - a modal's style (its route's), origin tab and presenter (the screens below it), its opener (the screen
  ///   shown under it, or the floating button for the modal the app's button opens) and its detent (one its
  ///   sheet's route declares);
  /// - the open alert (the one its guard asks now, words, actions and style), the waiting result (its route
  ///   returns one, of its type, to a presenter that is shown), the waiting link (what the resolver reads:
  ///   not empty, within ``NavigationLimits/linkBytes``), the scroll positions;
  /// - for a whole state: its screens field by field, the kept texts, the badges and where focus stands.
  ///
  /// Whatever cannot be admitted is a problem, repaired in the admitted state by its rule (``AdmissionProblem``):
  /// a launch and an adopted state keep the repair, a report's start is refused. A field added to the state is
  /// checked here, or no door admits it.
  package func admission(of candidate: AdmissionCandidate) -> AdmittedState {
    let saved = candidate.saved
    var admission = AdmittedState(state: freshState())
    admission.checksData = candidate.checksData
    guard registry.tab(saved.selectedTab) != nil else {
      admission.found(.selectedTabNotRegistered(saved.selectedTab))
      return admission
    }
    admission.state.selectedTab = saved.selectedTab
    admitCounts(of: candidate, into: &admission)
    let context = environment.validationContext
    admitStacks(of: saved, context: context, into: &admission)
    for modal in saved.modals.prefix(NavigationLimits.modalDepth) {
      guard admit(modal, context: context, into: &admission) else { break }
    }
    if let result = saved.pendingResult { admit(result, into: &admission) }
    if let link = saved.pendingDeepLink {
      if let problem = pendingLinkProblem(link) {
        admission.found(problem)
      } else {
        admission.state.pendingDeepLink = link
      }
    }
    if let whole = candidate.state {
      admitSession(of: whole, into: &admission)
    } else {
      admission.state.reduceMotion = saved.reduceMotion
    }
    admitScrollPositions(saved.scrollPositions, checked: candidate.state != nil, into: &admission)
    if let request = saved.alertRequest { admitAlert(request, shown: candidate.state?.alert, into: &admission) }
    if let focus = candidate.focus { admitFocus(focus, into: &admission) }
    return admission
  }

  /// What `state` contradicts of the registry's rules, as the admission finds them (``admission(of:)``); empty
  /// for every state the engine produces. The app's data is not asked: a screen whose entry went away while it was
  /// shown is the running app's to cut when it is shown again, not an inconsistency.
  package func inconsistencies(in state: NavigationState) -> [AdmissionProblem] {
    var candidate = AdmissionCandidate(state)
    candidate.checksData = false
    return admission(of: candidate).problems
  }

  /// Why `link` cannot wait as the pending link: the resolver's own refusal before it reads a link (empty, or
  /// longer than ``NavigationLimits/linkBytes``). The rule where a link is deferred and where one comes in.
  func pendingLinkProblem(_ link: String) -> AdmissionProblem? {
    DeepLinkResolver.refusalBeforeReading(link).map { .pendingLink($0, link: link) }
  }

  /// Why a kept text from outside (a toast, a screen's error) cannot be shown as it is, or nil: the check of
  /// texts as data (``LocalizedText/problem``: a key its table lacks, or other arguments than its text reads).
  func keptTextProblem(_ text: LocalizedText) -> String? {
    text.problem.map { "names '\(text.key.truncatedForLog)': \($0)" }
  }

  // MARK: - The fields

  /// The limits read from counts alone, before any screen is: the stacks' tabs and depths, the modal count, and
  /// for a whole state the byte budget (a candidate of 2,000 modals is refused on its count, none of them read).
  private func admitCounts(of candidate: AdmissionCandidate, into admission: inout AdmittedState) {
    let saved = candidate.saved
    let unknown = saved.stacks.keys.filter { registry.tab($0) == nil }
    if let first = unknown.min() { admission.found(.tabsNotRegistered(first, more: unknown.count - 1)) }
    for (tab, stack) in saved.stacks.sorted(by: { $0.key < $1.key })
    where registry.tab(tab) != nil && stack.count > NavigationLimits.stackDepth {
      admission.found(.stackTooDeep(tab, count: stack.count, path: stack[NavigationLimits.stackDepth].path))
    }
    if saved.modals.count > NavigationLimits.modalDepth {
      admission.found(.tooManyModals(saved.modals.count, path: saved.modals[NavigationLimits.modalDepth].path))
    }
    if let whole = candidate.state {
      let bytes = StateBudget.bytes(of: whole)
      if bytes > NavigationLimits.stateBytes { admission.found(.overBudget(bytes)) }
    }
  }

  /// Each registered tab's stack, pushed screen by screen onto the tab selected for it (no modal is shown yet, so
  /// selecting a tab moves only stacks); a stack is cut at its first screen that is not admitted.
  private func admitStacks(
    of saved: NavigationSnapshot, context: ValidationContext, into admission: inout AdmittedState
  ) {
    let selected = admission.state.selectedTab
    for tab in registry.tabs.map(\.id) {
      guard let stack = saved.stacks[tab], !stack.isEmpty else { continue }
      admission.state.selectedTab = tab
      for screen in stack.prefix(NavigationLimits.stackDepth) {
        guard admitPushed(screen, on: tab, context: context, into: &admission) else { break }
      }
    }
    admission.state.selectedTab = selected
  }

  private func admitPushed(
    _ saved: SavedScreen, on tab: TabID, context: ValidationContext, into admission: inout AdmittedState
  ) -> Bool {
    guard let screen = admitScreen(saved.path, payload: saved.payload, context: context, into: &admission) else {
      return false
    }
    guard registry.route(screen.route)?.isPushed(on: tab) == true else {
      admission.found(.notPushed(path: saved.path, tab: tab))
      return false
    }
    do {
      try admission.state.push(screen)
      return true
    } catch {
      admission.found(.refused(path: saved.path, error, modal: false))
      return false
    }
  }

  /// A saved modal presented over the screen on top through the state's editor: the style is its route's, the
  /// origin the tab the chain began in, the presenter the screen below it, whatever the candidate says (a
  /// difference is a problem). Returns whether it was admitted; those above one that is not are dropped.
  private func admit(_ saved: SavedModal, context: ValidationContext, into admission: inout AdmittedState) -> Bool {
    guard let screen = admitScreen(saved.path, payload: saved.payload, context: context, into: &admission) else {
      return false
    }
    guard let route = registry.route(screen.route), case .modal(let style) = route.placement else {
      admission.found(.notAModal(path: saved.path))
      return false
    }
    let presenter = topScreen(of: admission.state).path
    let origin = admission.state.modals.first?.originTab ?? admission.state.selectedTab
    for (field, differs) in [
      (AdmissionProblem.ScreenField.style, saved.style != style), (.originTab, saved.originTab != origin),
      (.presenter, saved.presenterPath != presenter),
    ] where differs {
      admission.found(.differs(path: saved.path, field))
    }
    let opener = admitOpener(saved.opener, path: saved.path, presenter: presenter, into: &admission)
    do {
      try admission.state.present(screen, style: style, presenterPath: presenter, opener: opener)
    } catch {
      admission.found(.refused(path: saved.path, error, modal: true))
      return false
    }
    if let detent = saved.detent {
      guard let declared = route.definition.sheetDetents, declared.contains(detent) else {
        admission.found(.detentNotDeclared(path: saved.path, detent))
        return true
      }
      // The state keeps a sheet at its route's first detent as none.
      do { try admission.state.setTopDetent(detent == declared.first ? nil : detent) } catch {
        admission.found(.refused(path: saved.path, error, modal: true))
      }
    }
    return true
  }

  /// Where focus returns when the modal closes: the screen shown under it, or the floating button when the app
  /// has one and this modal is the first of its chain (the button opens one only when no modal covers it; a
  /// feature may then replace its screen in place). A saved label (an older version's) names the button when it
  /// is the button's.
  private func admitOpener(
    _ saved: SavedFocus, path: String, presenter: String, into admission: inout AdmittedState
  ) -> FocusTarget {
    switch saved.target(floatingButton: registry.app.floatingButton?.label.english, screen: presenter) {
    case .floatingButton:
      if registry.floatingButtonRoute != nil, admission.state.modals.isEmpty { return .floatingButton }
      admission.found(.floatingButtonDidNotOpen(path: path))
    case .screen(let opener) where opener != presenter:
      admission.found(.openerNotShown(path: path, opener: opener))
    case .screen:
      break
    }
    return .screen(path: presenter)
  }

  /// One saved screen, held to the rules of every other way in: its payload within the limits, its path
  /// resolved (its days held to the app's day rule there), printed canonically and validated against the
  /// data. Nil when it is not admitted.
  private func admitScreen(
    _ path: String, payload saved: [String: String]?, context: ValidationContext, into admission: inout AdmittedState
  ) -> Screen? {
    let (payload, cut) = NavigationEngine.limited(saved ?? [:])
    if let cut { admission.found(.payloadCut(path: path, reason: cut)) }
    let resolved = registry.resolve(path: path, today: context.today)
    let match: RouteMatch
    switch resolved {
    case .failure(let error):
      admission.found(.unresolved(path: path, reason: error.description))
      return nil
    case .success(let found): match = found
    }
    if let redirect = NavigationEvent.redirect(of: resolved, input: path) { admission.events.append(redirect) }
    guard var screen = try? registry.screen(match.route, parameters: match.parameters, payload: payload) else {
      admission.found(.unresolved(path: path, reason: "the path no longer prints canonically"))
      return nil
    }
    if admission.checksData, let missing = revalidator.recheck(&screen, context: context) {
      admission.found(.unresolved(path: path, reason: missing.english))
      return nil
    }
    return screen
  }

  /// The waiting result, kept only when it still means what it meant: its route returns a result, its value is
  /// the route's type as canonical JSON, and its presenter is shown (``isShown(_:in:)``).
  private func admit(_ saved: PendingResult, into admission: inout AdmittedState) {
    guard let type = registry.route(saved.route)?.definition.resultType else {
      admission.found(.resultNotReturned(saved.route, presenter: saved.presenter))
      return
    }
    if let value = saved.value, type.canonicalResult(value) != value {
      admission.found(.resultNotAValue(typeName: type.resultTypeName, presenter: saved.presenter))
    } else if !isShown(saved, in: admission.state) {
      admission.found(.resultPresenterNotShown(presenter: saved.presenter))
    } else {
      admission.state.keep(saved)
    }
  }

  /// The scroll positions of the screens the state shows, at most ``NavigationLimits/scrollEntries`` (the most
  /// important first). A whole state keeps its own (a running app keeps those of screens it left until the
  /// limit) when they are within the limit and every one is an offset.
  private func admitScrollPositions(_ positions: [String: Double], checked: Bool, into admission: inout AdmittedState) {
    admission.state.scrollPositions = positions
    if checked {
      let offsets = positions.values.allSatisfy { $0.isFinite && $0 >= 0 }
      if offsets, positions.count <= NavigationLimits.scrollEntries { return }
      admission.found(.scrollPositions(positions.count))
    }
    let dropped = admission.state.pruneScrollPositions(keeping: restoration.scrollPaths(of: admission.state))
    if dropped > 0 { admission.events.append(Self.scrollPositionsDropped(dropped)) }
  }

  /// An alert comes in only when its guard still asks the same question, in the same words, with the same
  /// actions and style: bytes cannot plant an alert that confirms what no guard asks about, or that cannot be
  /// left.
  private func admitAlert(_ request: NavigationRequest, shown: AlertState?, into admission: inout AdmittedState) {
    var asked = admission.state
    if perform(request, on: &asked, passingGuards: false).outcome == .confirmationRequested,
      let alert = asked.alert, alert.request == request, shown == nil || shown == alert
    {
      admission.state.show(alert)
    } else {
      admission.found(.alertNoLongerApplies(request))
    }
  }
}
