/// Why a field of a state from outside the running engine is not admitted: one case a rule, one wording.
///
/// Every door from outside (a snapshot at launch, a report's `# start:`, a state adopted or resumed) asks the
/// one admission, `NavigationEngine.admission(of:)`. A launch and an adopted state repair the field by the rule
/// each case names, with a `truncated` event and the rest of the state kept; a report's start is refused with
/// the first, since a replay must start where the session was.
package enum AdmissionProblem: Hashable, Sendable, CustomStringConvertible {
  /// The selected tab is not registered: a launch starts fresh, an adopted state selects the default tab.
  case selectedTabNotRegistered(TabID)
  /// Stacks of tabs that are not registered, the first by name and how many more: dropped.
  case tabsNotRegistered(TabID, more: Int)
  /// A stack of more than ``NavigationLimits/stackDepth`` screens: cut at the limit (`path` is the first past it).
  case stackTooDeep(TabID, count: Int, path: String)
  /// More than ``NavigationLimits/modalDepth`` modals: those past the limit are dropped.
  case tooManyModals(Int, path: String)
  /// More than ``NavigationLimits/scrollEntries`` scroll positions, or one that is no offset (finite, ≥ 0): only
  /// the positions of screens shown are kept, at most the limit.
  case scrollPositions(Int)
  /// A payload past ``NavigationLimits/payloadFields`` or ``NavigationLimits/payloadValueBytes``: cut to them.
  case payloadCut(path: String, reason: String)
  /// A screen names a route nobody registers: its stack is cut there, the modal dropped with those above it.
  case routeNotRegistered(RouteID, path: String)
  /// A path that does not resolve, validate (the day range, the data) or print canonically: cut there.
  case unresolved(path: String, reason: String)
  /// A stacked screen its tab may not push: cut there.
  case notPushed(path: String, tab: TabID)
  /// A modal whose route is not a modal: dropped with those above it.
  case notAModal(path: String)
  /// The state's editor refused the screen (the same screen below it, the byte budget): cut there.
  case refused(path: String, StateRefusal, modal: Bool)
  /// A screen or modal that is not what its path restores to: the restored one is kept.
  case differs(path: String, ScreenField)
  /// A modal's opener names a screen that is not the one shown under it: focus returns to that screen.
  case openerNotShown(path: String, opener: String)
  /// A modal's opener is the floating button, in an app without one or for a modal over another (the button
  /// opens one only when no modal covers it): focus returns to the screen shown under it.
  case floatingButtonDidNotOpen(path: String)
  /// A detent the route does not declare (only a sheet's route declares any): the sheet opens at its route's
  /// first.
  case detentNotDeclared(path: String, SheetDetent)
  /// The open alert is not the one its guard asks now (its words, its actions, its style): it is closed.
  case alertNoLongerApplies(NavigationRequest)
  /// A kept text (the toast, a screen's error) that cannot be shown as it is: dropped.
  case keptText(field: String, reason: String)
  /// A tab badge of a tab that is not registered, or not one an app can set: dropped.
  case badge(TabID, reason: String)
  /// The waiting result's route returns none: dropped.
  case resultNotReturned(RouteID, presenter: String)
  /// The waiting result is not its route's type as canonical JSON within ``NavigationLimits/resultBytes``: dropped.
  case resultNotAValue(typeName: String, presenter: String)
  /// The waiting result's presenter is not shown: dropped.
  case resultPresenterNotShown(presenter: String)
  /// The waiting link is one the resolver refuses before reading it (too long, empty): dropped.
  case pendingLink(DeepLinkError, link: String)
  /// Where focus stands names nothing shown: it goes to the screen on top.
  case focusNotShown(String)
  /// The screens pass ``NavigationLimits/stateBytes``: cut where the editor refuses the first that does not fit.
  case overBudget(Int)

  /// A screen's or modal's field that a door from outside may hold otherwise than its path restores it.
  package enum ScreenField: String, Hashable, Sendable {
    /// A path that redirects: the screen restores at another.
    case path
    case route, parameters, payload, style
    case originTab = "origin tab"
    case presenter
  }

  /// Where the problem is, as a `truncated` event names it: a screen's path, or `/` for the whole state.
  package var path: String {
    switch self {
    case .stackTooDeep(_, _, let path), .tooManyModals(_, let path), .payloadCut(let path, _),
      .routeNotRegistered(_, let path), .unresolved(let path, _), .notPushed(let path, _), .notAModal(let path),
      .refused(let path, _, _), .differs(let path, _), .openerNotShown(let path, _),
      .floatingButtonDidNotOpen(let path),
      .detentNotDeclared(let path, _), .resultNotReturned(_, let path), .resultNotAValue(_, let path),
      .resultPresenterNotShown(let path), .pendingLink(_, let path):
      path
    case .selectedTabNotRegistered, .tabsNotRegistered, .scrollPositions, .alertNoLongerApplies, .keptText, .badge,
      .focusNotShown, .overBudget:
      "/"
    }
  }

  /// Why, in English: the one wording every door gives.
  package var reason: String {
    switch self {
    case .selectedTabNotRegistered(let tab): "the selected tab '\(tab.rawValue.truncatedForLog)' is not registered"
    case .tabsNotRegistered(let tab, let more):
      "tab '\(tab.rawValue.truncatedForLog)'\(more > 0 ? " and \(more) more" : "") is not registered"
    case .stackTooDeep(let tab, let count, _):
      "tab \(tab) holds \(count) screens, more than the limit of \(NavigationLimits.stackDepth)"
    case .tooManyModals(let count, _): "\(count) modals, more than the limit of \(NavigationLimits.modalDepth)"
    case .scrollPositions(let count):
      "\(count) scroll positions, more than the limit of \(NavigationLimits.scrollEntries) or not all offsets ≥ 0"
    case .payloadCut(_, let reason), .unresolved(_, let reason): reason
    case .routeNotRegistered(let route, _): "the route '\(route.rawValue.truncatedForLog)' is not registered"
    case .notPushed(_, let tab): "cannot be pushed on tab \(tab)"
    case .notAModal: "the route is not a modal"
    case .refused(_, .alreadyShown, let modal):
      modal ? "the modal below it is the same" : "the screen below it is the same"
    case .refused(_, let refusal, _): refusal.message
    case .differs(_, .path): "its path leads to another screen now"
    case .differs(_, let field): "its \(field.rawValue) is not what its path restores to"
    case .openerNotShown(_, let opener): "it was opened from '\(opener.truncatedForLog)', not the screen under it"
    case .floatingButtonDidNotOpen: "the floating button did not open it"
    case .detentNotDeclared(_, let detent): "its route declares no detent \(detent)"
    case .alertNoLongerApplies(let request): "the alert about \(request.description.truncatedForLog) no longer applies"
    case .keptText(let field, let reason): "the \(field) \(reason)"
    case .badge(let tab, let reason): "the badge of tab '\(tab.rawValue.truncatedForLog)' \(reason)"
    case .resultNotReturned(let route, _): "'\(route.rawValue.truncatedForLog)' returns no result"
    case .resultNotAValue(let type, _):
      "the result is not a \(type) of at most \(NavigationLimits.resultBytes) bytes"
    case .resultPresenterNotShown: "the result's presenter was not restored"
    case .pendingLink(.tooLong(let length), _):
      "the pending link is \(length) bytes, more than the limit of \(NavigationLimits.linkBytes)"
    case .pendingLink(let error, _): "the pending link is refused: \(error.description)"
    case .focusNotShown(let focus): "focus stands on '\(focus.truncatedForLog)', which is not shown"
    case .overBudget(let bytes): "the state takes \(bytes) bytes, more than \(NavigationState.budgetFull)"
    }
  }

  /// The event a launch and an adopted state log for the repair.
  package var event: NavigationEvent { .truncated(path: path.truncatedForLog, reason: reason) }

  package var description: String { path == "/" ? reason : "\(path.truncatedForLog): \(reason)" }
}
