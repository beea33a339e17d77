/// What a ``FeatureCommand`` may do: read the state and change the app's modals and tabs past the guards.
///
/// A feature changes its own screens through this, and reaches other features' screens only by route id.
public struct CommandSession: Sendable {
  public private(set) var state: NavigationState
  public let registry: RouteRegistry
  let engine: NavigationEngine
  private(set) var events: [NavigationEvent] = []

  init(state: NavigationState, registry: RouteRegistry, engine: NavigationEngine) {
    self.state = state
    self.registry = registry
    self.engine = engine
  }

  /// Today in the engine's clock and time zone.
  public var today: Day { engine.environment.today }

  /// Presents a modal route over the current screen.
  public mutating func present(
    _ route: RouteID,
    parameters: RouteParameters = RouteParameters(),
    payload: [String: String] = [:],
    opener: String
  ) throws(NavigationError) {
    var screen = try registry.screen(route, parameters: parameters, payload: payload)
    guard case .modal(let style) = registry.route(route)?.placement else {
      throw .invalidParameters(route, message: "not a modal route")
    }
    screen.payload = limited(screen.payload, of: screen.path)
    var bare = screen
    bare.payload = [:]
    let bytes = StateBudget.bytes(
      ofModal: bare, presenterPath: engine.topScreen(of: state).path, opener: opener,
      originTab: state.modals.first?.originTab ?? state.selectedTab)
    guard state.fits(bytes) else { throw .invalidParameters(route, message: NavigationState.budgetFull) }
    screen.payload = fitted(screen.payload, of: screen.path, besides: bytes)
    engine.present(screen, style: style, opener: opener, on: &state)
  }

  /// Replaces the top modal with another modal route in the same place: it keeps the presenter and the
  /// origin tab, so dismissing it returns to the exact screen the first one was presented from.
  public mutating func replaceTopModal(
    with route: RouteID,
    parameters: RouteParameters = RouteParameters(),
    payload: [String: String] = [:]
  ) throws(NavigationError) {
    guard let previous = state.modals.popLast() else {
      throw .invalidParameters(route, message: "no modal to replace")
    }
    var top = previous
    let screen = try registry.screen(route, parameters: parameters, payload: payload)
    guard case .modal(let style) = registry.route(route)?.placement else {
      state.modals.append(top)
      throw .invalidParameters(route, message: "not a modal route")
    }
    top.screen = screen
    top.screen.payload = [:]
    top.style = style
    let bytes = StateBudget.bytes(of: top)
    guard state.fits(bytes) else {
      state.modals.append(previous)
      throw .invalidParameters(route, message: NavigationState.budgetFull)
    }
    top.screen.payload = fitted(limited(screen.payload, of: screen.path), of: screen.path, besides: bytes)
    state.budget.add(StateBudget.bytes(of: top))
    state.modals.append(top)
  }

  /// Changes the top modal's restoration payload. The payload limits (``NavigationLimits/payloadFields``,
  /// ``NavigationLimits/payloadValueBytes``) hold as the payload changes, as on a restore: what passes them
  /// is cut here, with a `truncated` event, so what the running app holds is what it can save; so are the
  /// fields past the state's budget (``NavigationLimits/stateBytes``), which take whole fields, first by name.
  public mutating func updateTopModalPayload(_ update: (inout [String: String]) -> Void) {
    guard !state.modals.isEmpty else { return }
    let top = state.modals.count - 1
    let path = state.modals[top].screen.path
    var payload = state.modals[top].screen.payload
    let before = StateBudget.bytes(of: payload)
    update(&payload)
    state.modals[top].screen.payload = [:]
    state.budget.add(-before)
    payload = fitted(limited(payload, of: path), of: path, besides: 0)
    state.budget.add(StateBudget.bytes(of: payload))
    state.modals[top].screen.payload = payload
  }

  /// `payload` within what the state's budget (``NavigationLimits/stateBytes``) has room for beside `bytes`
  /// more: the fields that fit, first by name, and a `truncated` event naming how many did not.
  private mutating func fitted(_ payload: [String: String], of path: String, besides bytes: Int) -> [String: String] {
    if state.fits(bytes + StateBudget.bytes(of: payload)) { return payload }
    var kept: [String: String] = [:]
    var left = state.budgetRoom() - bytes
    for (name, value) in payload.sorted(by: { $0.key < $1.key }) {
      let bytes = StateBudget.bytes(ofField: name, value)
      if bytes <= left {
        kept[name] = value
        left -= bytes
      }
    }
    events.append(
      .truncated(
        path: path.truncatedForLog,
        reason:
          "\(payload.count - kept.count) payload fields past the state's budget of \(NavigationLimits.stateBytes) bytes"
      ))
    return kept
  }

  /// `payload` within the payload limits, and a `truncated` event when it was cut.
  private mutating func limited(_ payload: [String: String], of path: String) -> [String: String] {
    let (kept, cut) = NavigationEngine.limited(payload)
    if let cut { events.append(.truncated(path: path.truncatedForLog, reason: cut)) }
    return kept
  }

  /// Dismisses the top modal: the screen under it shows again, exactly as it was.
  public mutating func dismissTopModal() {
    _ = state.modals.popLast()
  }

  /// Dismisses every modal: the screen the modal chain was presented from shows again, in the tab it began
  /// on, exactly as it was.
  public mutating func dismissAllModals() {
    guard let origin = state.modals.first?.originTab else { return }
    state.modals.removeAll()
    state.selectedTab = origin
  }

  /// Hands `edit` to the app's data source (``NavigationDataSource/save(_:)``) and returns its answer.
  public func save(_ edit: ScreenEdit) -> SaveOutcome {
    engine.environment.data.save(edit)
  }

  /// Tells the screen on top that the app's data of `kind` changed under it (an entry logged from a modal
  /// that covered it): a ``NavigationEvent/dataChanged(path:kind:)`` event the screen observes to reload.
  public mutating func reportDataChanged(_ kind: String) {
    events.append(.dataChanged(path: engine.topScreen(of: state).path, kind: kind))
  }

  public mutating func showToast(_ text: String) {
    state.toast = text
  }

  /// Reports a feature event (an entry logged) to the coordinator's listeners.
  public mutating func report(_ name: String, _ detail: String) {
    events.append(.feature(name: name, detail: detail))
  }
}
