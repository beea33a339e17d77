package import Foundation

/// A navigation report's starting point, as its `# start:` header holds it (one line of JSON): the whole
/// state and the session's bookkeeping at the start of the recording window.
///
/// Written by the report writer, read by the journey runner; both through this one type, so the two
/// cannot drift. Dates are seconds since 1970, exactly as the session held them.
package struct ReportStartHeader: Codable, Hashable, Sendable {
  package struct ScreenEntry: Codable, Hashable, Sendable {
    package var route: String
    package var parameters: [String: String]
    package var path: String
    package var payload: [String: String]?
    /// A header an older version wrote holds a plain string: it reads back as a literal.
    package var error: LocalizedText?
  }

  package struct ModalEntry: Codable, Hashable, Sendable {
    package var screen: ScreenEntry
    package var style: ModalStyle
    package var originTab: String
    package var presenterPath: String
    /// What opened it; a header an older version wrote holds the opening control's label.
    package var opener: SavedFocus
    /// Absent while the sheet rests at its route's first detent, so such a header reads as before.
    package var detent: SheetDetent?
  }

  package struct AlertEntry: Codable, Hashable, Sendable {
    package var message: LocalizedText
    package var actions: [LocalizedText]
    package var request: NavigationRequest
    /// `dialog` for a confirmation dialog; absent for an alert, so a header without dialogs prints as before.
    package var style: ConfirmationStyle? = nil
  }

  package struct TransitionEntry: Codable, Hashable, Sendable {
    package var kind: String
    package var milliseconds: Int
  }

  package var selectedTab: String
  package var stacks: [String: [ScreenEntry]]
  package var modals: [ModalEntry]
  package var pendingDeepLink: String?
  package var alert: AlertEntry?
  /// A report an older version wrote holds plain strings: they read back as literals.
  package var toast: LocalizedText?
  package var scrollPositions: [String: Double]
  package var keyboardShown: Bool
  package var scrollDirection: String
  package var reduceMotion: Bool
  package var phase: String
  package var backgroundedAt: Double?
  /// The tab badges shown at the start; nil when none is (so a report without badges reads as before).
  package var tabBadges: [String: String]?
  /// What VoiceOver announced last, as what it names (``KeptAnnouncement``); a header an older version wrote
  /// holds its words, which read back as written.
  package var announcement: KeptAnnouncement?
  /// Where focus went last; a header an older version wrote holds the focused control's label.
  package var focus: SavedFocus?
  package var transition: TransitionEntry?
  /// The last accepted input as its journey step, and when it was accepted.
  package var lastInput: String?
  package var lastAcceptedAt: Double?
  package var launched: Bool
  package var needsConsistencyCheck: Bool?
  /// The result waiting for a presenter; nil when none is (so a report without one reads as before).
  package var pendingResult: PendingResult?

  /// The header of `start`; `lastInput` is the step text the writer chose for the input.
  package init(_ start: SessionStart, lastInput: String?) {
    let state = start.state
    func entry(_ screen: Screen) -> ScreenEntry {
      ScreenEntry(
        route: screen.route.rawValue,
        parameters: Dictionary(screen.parameters.pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 }),
        path: screen.path, payload: screen.payload.isEmpty ? nil : screen.payload, error: screen.error)
    }
    selectedTab = state.selectedTab.rawValue
    stacks = Dictionary(state.stacks.map { ($0.key.rawValue, $0.value.map(entry)) }, uniquingKeysWith: { $1 })
    modals = state.modals.map {
      ModalEntry(
        screen: entry($0.screen), style: $0.style, originTab: $0.originTab.rawValue, presenterPath: $0.presenterPath,
        opener: .target($0.opener), detent: $0.detent)
    }
    pendingDeepLink = state.pendingDeepLink
    alert = state.alert.map {
      AlertEntry(
        message: $0.message, actions: $0.actions, request: $0.request, style: $0.style == .dialog ? .dialog : nil)
    }
    toast = state.toast
    scrollPositions = state.scrollPositions
    keyboardShown = state.keyboardShown
    scrollDirection = state.scrollDirection.rawValue
    reduceMotion = state.reduceMotion
    phase = state.phase.rawValue
    backgroundedAt = state.backgroundedAt?.timeIntervalSince1970
    tabBadges =
      state.tabBadges.isEmpty
      ? nil : Dictionary(state.tabBadges.map { ($0.key.rawValue, $0.value) }, uniquingKeysWith: { $1 })
    announcement = start.announced
    focus = start.focus
    transition = start.transition.map { TransitionEntry(kind: $0.kind.rawValue, milliseconds: $0.milliseconds) }
    self.lastInput = start.lastAcceptedAt == nil ? nil : lastInput
    lastAcceptedAt = lastInput == nil ? nil : start.lastAcceptedAt?.timeIntervalSince1970
    launched = start.launched
    needsConsistencyCheck = start.needsConsistencyCheck ? true : nil
    pendingResult = state.pendingResult
  }

  /// The session start this header describes, with `lastInput` as the reader parsed it; nil with the reason
  /// when a value is not one the session can hold (an unknown phase, a modal style, a transition).
  /// `floatingButton` is the app's floating button label in English: a modal an older header says that
  /// label opened was opened by the button.
  package func sessionStart(
    at date: Date, lastInput: NavigationInput?, floatingButton: String?
  ) -> Result<SessionStart, ReportHeaderError> {
    guard let direction = ScrollDirection(rawValue: scrollDirection) else {
      return .failure(ReportHeaderError("unknown scroll direction '\(scrollDirection)'"))
    }
    guard let phase = AppPhase(rawValue: phase) else { return .failure(ReportHeaderError("unknown phase '\(phase)'")) }
    var kind: ScreenTransition.Kind?
    if let transition {
      kind = ScreenTransition.Kind(rawValue: transition.kind)
      guard kind != nil else { return .failure(ReportHeaderError("unknown transition '\(transition.kind)'")) }
    }
    var state = navigationState(floatingButton: floatingButton)
    state.pendingDeepLink = pendingDeepLink
    state.toast = toast
    state.scrollPositions = scrollPositions
    state.keyboardShown = keyboardShown
    state.scrollDirection = direction
    state.reduceMotion = reduceMotion
    state.phase = phase
    state.backgroundedAt = backgroundedAt.map(Date.init(timeIntervalSince1970:))
    for (tab, badge) in tabBadges ?? [:] {
      if let problem = RouteRegistry.badgeProblem(badge) {
        return .failure(ReportHeaderError("tab '\(tab.truncatedForLog)' has a bad badge: \(problem)"))
      }
      state.tabBadges[TabID(tab)] = badge
    }
    return .success(
      SessionStart(
        at: date, state: state, announced: announcement, focus: focus,
        transition: transition.flatMap { entry in
          kind.map { ScreenTransition(kind: $0, milliseconds: entry.milliseconds) }
        },
        lastInput: lastInput,
        lastAcceptedAt: lastInput == nil ? nil : lastAcceptedAt.map(Date.init(timeIntervalSince1970:)),
        launched: launched, needsConsistencyCheck: needsConsistencyCheck == true))
  }

  /// The header's selected tab, stacks, modals, alert and result as a state, the rest of it fresh.
  private func navigationState(floatingButton: String?) -> NavigationState {
    func screen(_ entry: ScreenEntry) -> Screen {
      Screen(
        route: RouteID(entry.route), parameters: RouteParameters(entry.parameters.map { ($0.key, $0.value) }),
        path: entry.path, payload: entry.payload ?? [:], error: entry.error)
    }
    return NavigationState(
      unadmitted: TabID(selectedTab),
      stacks: Dictionary(stacks.map { (TabID($0.key), $0.value.map(screen)) }, uniquingKeysWith: { $1 }),
      modals: modals.map {
        ModalPresentation(
          screen: screen($0.screen), style: $0.style, originTab: TabID($0.originTab), presenterPath: $0.presenterPath,
          opener: $0.opener.target(floatingButton: floatingButton, screen: $0.presenterPath), detent: $0.detent)
      },
      alert: alert.map {
        var alert = AlertState(
          message: $0.message, confirmTitle: .literal(""), cancelTitle: .literal(""), request: $0.request,
          style: $0.style ?? .alert)
        alert.actions = $0.actions
        return alert
      },
      pendingResult: pendingResult)
  }

  /// One line of JSON, keys sorted: the same header always prints the same bytes.
  package func encodedLine() -> String { CanonicalJSON.text(self) ?? "{}" }

  /// Decodes the header's JSON.
  package static func decode(_ text: some StringProtocol) -> Result<ReportStartHeader, ReportHeaderError> {
    do {
      return .success(try JSONDecoder().decode(ReportStartHeader.self, from: Data(text.utf8)))
    } catch {
      return .failure(ReportHeaderError("the starting state is not valid: \(error)"))
    }
  }
}

/// Why a report header could not be read.
package struct ReportHeaderError: Error, Hashable, Sendable, CustomStringConvertible {
  package var description: String
  package init(_ description: String) { self.description = description }
}
