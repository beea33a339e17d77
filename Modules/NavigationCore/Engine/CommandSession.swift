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
    let screen = try registry.screen(route, parameters: parameters, payload: payload)
    guard case .modal(let style) = registry.route(route)?.placement else {
      throw .invalidParameters(route, message: "not a modal route")
    }
    engine.present(screen, style: style, opener: opener, on: &state)
  }

  /// Replaces the top modal with another modal route in the same place: it keeps the presenter and the
  /// origin tab, so dismissing it returns to the exact screen the first one was presented from.
  public mutating func replaceTopModal(
    with route: RouteID,
    parameters: RouteParameters = RouteParameters(),
    payload: [String: String] = [:]
  ) throws(NavigationError) {
    guard var top = state.modals.popLast() else { throw .invalidParameters(route, message: "no modal to replace") }
    let screen = try registry.screen(route, parameters: parameters, payload: payload)
    guard case .modal(let style) = registry.route(route)?.placement else {
      state.modals.append(top)
      throw .invalidParameters(route, message: "not a modal route")
    }
    top.screen = screen
    top.style = style
    state.modals.append(top)
  }

  /// Changes the top modal's restoration payload.
  public mutating func updateTopModalPayload(_ update: (inout [String: String]) -> Void) {
    guard !state.modals.isEmpty else { return }
    update(&state.modals[state.modals.count - 1].screen.payload)
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
