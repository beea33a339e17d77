import Foundation
public import NavigationCore

/// The state after one step, in the shape of the composer's `--json` contract (DESIGN.md) plus the step's
/// outcome, events and accessibility outputs.
public struct StateReport: Sendable, Encodable {
  public struct StackEntry: Sendable, Encodable, Equatable {
    public var route: String
    public var path: String
  }

  public struct ModalEntry: Sendable, Encodable, Equatable {
    public var route: String
    public var path: String
    public var style: String
    /// The detent the sheet rests at (`medium`, `fraction:0.4`), only for a route that declares detents: the
    /// key is absent otherwise, so a state without them prints as before.
    public var detent: String? = nil
  }

  public struct AlertEntry: Sendable, Encodable, Equatable {
    public var message: String
    public var actions: [String]
    /// `dialog` when a guard asks with a confirmation dialog; the key is absent for an alert, so a state
    /// without dialogs prints as before.
    public var style: String? = nil
  }

  /// A result a closed route left for the screen that presented it (`NavigationState.pendingResult`).
  public struct ResultEntry: Sendable, Encodable, Equatable {
    public var route: String
    public var tab: String
    public var presenter: String
    /// The value as canonical JSON; nil when the route was cancelled.
    public var value: String?

    private enum CodingKeys: String, CodingKey { case route, tab, presenter, value }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(route, forKey: .route)
      try container.encode(tab, forKey: .tab)
      try container.encode(presenter, forKey: .presenter)
      // Written as null when cancelled, so the key says which.
      try container.encode(value, forKey: .value)
    }
  }

  public struct Expectation: Sendable, Encodable, Equatable {
    public var key: String
    public var expected: String
    public var actual: String
    public var passed: Bool
  }

  public var step: Int?
  public var line: Int?
  public var command: String?
  /// How the step ended; nil for a step that checks rather than acts (`expect`), printed as `expect`.
  public var outcome: NavigationOutcome?
  public var selectedTab: String
  public var stacks: [String: [StackEntry]]
  public var modals: [ModalEntry]
  public var tabBarVisible: Bool
  public var fabVisible: Bool
  public var alert: AlertEntry?
  public var toast: String?
  public var pendingDeepLink: String?
  public var backLabel: String?
  public var top: String
  public var depth: Int
  public var title: String
  public var phase: String
  public var announcement: String?
  public var focus: String?
  public var transition: String?
  public var tabLabels: [String: String]
  /// Tab id → the badge its item shows; a tab with no badge is not listed (`{}` when none has one).
  public var tabBadges: [String: String]
  /// The error state of the top screen: its message and its action, or nil.
  public var error: AlertEntry?
  /// The top screen's restoration payload (unsaved edits, voice input's session); empty at a tab root.
  public var payload: [String: String]
  /// The result a closed route left for the screen that presented it; nil (and no key) when none waits.
  public var pendingResult: ResultEntry?
  /// What `expect` reads of the state (not part of the `--json` contract).
  let reading: ExpectReading
  public var events: [NavigationEvent]
  package var plan: DeepLinkPlan?
  public var expectation: Expectation?

  /// Builds the report of `state` in `engine`'s registry.
  package init(
    state: NavigationState,
    engine: NavigationEngine,
    outcome: NavigationOutcome?,
    events: [NavigationEvent] = [],
    announcement: String? = nil,
    focus: String? = nil,
    transition: ScreenTransition? = nil,
    plan: DeepLinkPlan? = nil
  ) {
    let registry = engine.registry
    let chrome = registry.chrome(for: state)
    let reading = ExpectReading(
      state: state, engine: engine, announcement: announcement, focus: focus, transition: transition)
    self.reading = reading
    self.outcome = outcome
    selectedTab = state.selectedTab.rawValue
    (stacks, modals) = Self.screens(of: state, in: registry)
    tabBarVisible = reading.value(of: .tabbar) == "shown"
    fabVisible = reading.value(of: .fab) == "shown"
    let words = registry.localization
    alert = state.alert.map {
      AlertEntry(
        message: $0.message.resolved(in: words), actions: $0.actions.map { $0.resolved(in: words) },
        style: $0.style == .dialog ? ConfirmationStyle.dialog.rawValue : nil)
    }
    toast = state.toast?.resolved(in: words)
    pendingDeepLink = state.pendingDeepLink
    backLabel = chrome.backLabel
    top = reading.value(of: .top)
    payload = reading.payload
    if let pending = state.pendingResult {
      pendingResult = ResultEntry(
        route: pending.route.rawValue, tab: pending.tab.rawValue, presenter: pending.presenter, value: pending.value)
    }
    depth = state.depth
    title = chrome.title
    phase = reading.value(of: .phase)
    self.announcement = announcement
    self.focus = focus
    self.transition = transition?.description
    tabLabels = reading.tabLabels
    tabBadges = reading.badges
    if let message = chrome.errorMessage, let action = chrome.errorAction {
      error = AlertEntry(message: message, actions: [action])
    }
    self.events = events
    self.plan = plan
  }

  /// Every registered tab's stack (empty ones too) and the modals, as the report lists them.
  private static func screens(
    of state: NavigationState, in registry: RouteRegistry
  ) -> ([String: [StackEntry]], [ModalEntry]) {
    var stacks: [String: [StackEntry]] = [:]
    for tab in registry.tabs {
      stacks[tab.id.rawValue] = (state.stacks[tab.id] ?? []).map { StackEntry(route: $0.route.rawValue, path: $0.path) }
    }
    let modals = state.modals.map {
      ModalEntry(
        route: $0.screen.route.rawValue, path: $0.screen.path, style: $0.style.rawValue,
        detent: ($0.detent ?? registry.route($0.screen.route)?.definition.sheetDetents?.first)?.description)
    }
    return (stacks, modals)
  }

  /// The value `expect KEY` compares, as text: what ``ExpectReading`` reads (the one reading a navigation
  /// report's closing expectations come from too), a result's JSON with sorted keys.
  package func value(of key: ExpectKey, argument: String = "") -> String {
    let value = reading.value(of: key, argument: argument)
    return key == .result ? Self.canonicalJSON(value) : value
  }

  /// Checks an `expect` line's value: exact text, except visibility words (`visible`, `true`… are `shown`)
  /// and the depth, compared as an integer (`01` is 1).
  package func check(_ key: ExpectKey, _ expected: String) -> Expectation {
    var argument = ""
    var wanted = expected
    if key == .tabLabel || key == .draft || key == .badge { (argument, wanted) = expected.splitFirstWord() }
    let actual = value(of: key, argument: argument)
    var normalized = wanted
    if key == .tabbar || key == .fab {
      switch wanted.lowercased() {
      case "shown", "visible", "true", "yes", "on": normalized = "shown"
      case "hidden", "false", "no", "off": normalized = "hidden"
      default: break
      }
    }
    if key == .depth, let number = Int(wanted) { normalized = String(number) }
    if key == .result, wanted != "none", wanted != "cancelled" { normalized = Self.canonicalJSON(wanted) }
    let name = key == .draft || key == .badge ? "\(key.rawValue) \(argument)" : key.rawValue
    return Expectation(key: name, expected: wanted, actual: actual, passed: actual == normalized)
  }

  /// JSON text with sorted keys, so an `expect result` compares values, not spellings; text that is not
  /// JSON as it is.
  static func canonicalJSON(_ text: String) -> String {
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed),
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
    else { return text }
    return String(decoding: data, as: UTF8.self)
  }

  /// The human-readable form: one line of facts, then events.
  public var text: String { text(after: nil) }

  /// The longest value the text form prints whole, in characters: a longer one (a draft, a transcript, a
  /// journey line) prints as its first characters and its length, `"two eggs…" (8192 bytes)`. The JSON form
  /// keeps every value whole.
  public static let textValueCharacters = 80

  /// The human-readable form, printed after `previous` (the report printed before it in the same run, or
  /// nil): a payload unchanged since then on the same screen prints as `payload unchanged`, and long values
  /// are shortened (``textValueCharacters``), so a run's printed output grows linearly with its length.
  public func text(after previous: StateReport?) -> String {
    let shortened = Self.shortened
    let quoted = Self.quoted
    var lines: [String] = []
    var head = ""
    if let line { head += "line \(line): " }
    if let command { head += shortened(command) + " → " }
    head += outcomeText
    lines.append(head)
    var facts = "  tab \(selectedTab) · top \(top) · depth \(depth) · modal \(modals.last?.route ?? "none")"
    facts += " · tabbar \(tabBarVisible ? "shown" : "hidden") · fab \(fabVisible ? "shown" : "hidden")"
    facts += " · back \(quoted(backLabel))"
    lines.append(facts)
    var extra: [String] = []
    if let toast { extra.append("toast \(quoted(toast))") }
    if let alert { extra.append("alert \(quoted(alert.message)) [\(alert.actions.joined(separator: ", "))]") }
    if let error { extra.append("error \(quoted(error.message)) [\(error.actions.joined(separator: ", "))]") }
    if let pendingDeepLink { extra.append("pending \(shortened(pendingDeepLink))") }
    if phase != "active" { extra.append("phase \(phase)") }
    if !tabBadges.isEmpty {
      extra.append(
        "badges " + tabBadges.sorted { $0.key < $1.key }.map { "\($0.key) \(quoted($0.value))" }.joined(separator: ", ")
      )
    }
    if let pendingResult {
      extra.append(
        "result \(pendingResult.route) for \(pendingResult.presenter) \(shortened(pendingResult.value ?? "cancelled"))")
    }
    if !payload.isEmpty, let previous, previous.top == top, previous.payload == payload {
      extra.append("payload unchanged")
    } else if !payload.isEmpty {
      extra.append(
        "payload " + payload.sorted { $0.key < $1.key }.map { "\($0.key)=\(quoted($0.value))" }.joined(separator: " "))
    }
    if !extra.isEmpty { lines.append("  " + extra.joined(separator: " · ")) }
    if let plan { lines.append("  plan: " + plan.steps.map(\.description).joined(separator: "; ")) }
    for event in events { lines.append("  · \(shortened(event.description))") }
    if let expectation {
      lines.append(
        expectation.passed
          ? "  ✔ expect \(expectation.key) \(shortened(expectation.expected))"
          : "  ✘ expect \(expectation.key): expected \(quoted(expectation.expected)), actual \(quoted(expectation.actual))"
      )
    }
    // Every value may echo input (a stored pending link, a typed draft, a journey's expect): no control
    // character may start a line of its own or drive a terminal.
    return lines.map(\.escapedForLog).joined(separator: "\n")
  }

  // The first characters of a long value, or nil when it is short enough to print whole.
  private static func start(of value: String) -> Substring? {
    guard value.utf8.count > Self.textValueCharacters,
      let end = value.index(value.startIndex, offsetBy: Self.textValueCharacters, limitedBy: value.endIndex),
      end < value.endIndex
    else { return nil }
    return value[..<end]
  }
  private static func shortened(_ value: String) -> String {
    Self.start(of: value).map { "\($0)… (\(value.utf8.count) bytes)" } ?? value
  }
  private static func quoted(_ value: String?) -> String {
    guard let value else { return "none" }
    return Self.start(of: value).map { "\"\($0)…\" (\(value.utf8.count) bytes)" } ?? "\"\(value)\""
  }

  /// The outcome as the contract prints it.
  public var outcomeText: String { outcome?.description ?? "expect" }

  private enum CodingKeys: String, CodingKey {
    case step, line, command, outcome, selectedTab, stacks, modals, tabBarVisible, fabVisible, alert, toast
    case pendingDeepLink, backLabel, top, depth, title, phase, announcement, focus, transition, tabLabels, tabBadges
    case error
    case events, payload, pendingResult, plan, expectation
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(step, forKey: .step)
    try container.encodeIfPresent(line, forKey: .line)
    try container.encodeIfPresent(command, forKey: .command)
    try container.encode(outcomeText, forKey: .outcome)
    try container.encode(selectedTab, forKey: .selectedTab)
    try container.encode(stacks, forKey: .stacks)
    try container.encode(modals, forKey: .modals)
    try container.encode(tabBarVisible, forKey: .tabBarVisible)
    try container.encode(fabVisible, forKey: .fabVisible)
    // The contract's nullable keys are always present.
    try container.encode(alert, forKey: .alert)
    try container.encode(toast, forKey: .toast)
    try container.encode(pendingDeepLink, forKey: .pendingDeepLink)
    try container.encode(backLabel, forKey: .backLabel)
    try container.encode(top, forKey: .top)
    try container.encode(depth, forKey: .depth)
    try container.encode(title, forKey: .title)
    try container.encode(phase, forKey: .phase)
    try container.encode(announcement, forKey: .announcement)
    try container.encode(focus, forKey: .focus)
    try container.encode(transition, forKey: .transition)
    try container.encode(tabLabels, forKey: .tabLabels)
    try container.encode(tabBadges, forKey: .tabBadges)
    try container.encode(error, forKey: .error)
    try container.encode(payload, forKey: .payload)
    // Only when a result waits: every state without one prints the keys it always had.
    try container.encodeIfPresent(pendingResult, forKey: .pendingResult)
    try container.encode(events.map(\.description), forKey: .events)
    try container.encodeIfPresent(plan?.steps.map(\.description), forKey: .plan)
    try container.encodeIfPresent(expectation, forKey: .expectation)
  }
}
