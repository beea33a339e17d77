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

  /// Presents the modal screen of a typed route value over the current screen, as a screen shows one
  /// (`ScreenContext.show(_:)`): a route of this feature, or another team's from its `<Name>Routes` target.
  /// `payload` is the screen's restoration payload (a draft). A route that is not modal, or a presentation
  /// a limit refuses, throws; the command then answers as it sees fit.
  public mutating func present(_ route: some RouteValue, payload: [String: String] = [:]) throws(NavigationError) {
    try present(type(of: route).routeID, parameters: route.fields.parameters, payload: payload)
  }

  /// Presents a modal route by id over the current screen (this package's features and tests; a feature
  /// names a screen by its value type). A feature may present its route over itself; a payload
  /// past the state's budget (``NavigationLimits/stateBytes``) is cut to the fields that fit, first by name,
  /// with a `truncated` event.
  package mutating func present(
    _ route: RouteID,
    parameters: RouteParameters = RouteParameters(),
    payload: [String: String] = [:]
  ) throws(NavigationError) {
    let (screen, style) = try modalScreen(route, parameters: parameters, payload: payload)
    let path = screen.path
    let presenterPath = engine.topScreen(of: state).path
    do {
      let dropped = try state.present(
        screen, style: style, presenterPath: presenterPath, opener: .screen(path: presenterPath), by: .feature)
      reportCut(dropped, of: path)
    } catch {
      throw refused(route, error)
    }
  }

  /// Replaces the top modal with another modal route in the same place: it keeps the presenter and the
  /// origin tab, so dismissing it returns to the exact screen the first one was presented from. This
  /// package's features' own step past the guards; any app's code sends ``NavigationRequest/replace(path:)``
  /// (`RouteValue.replaceRequest`), which the guards see.
  package mutating func replaceTopModal(
    with route: RouteID,
    parameters: RouteParameters = RouteParameters(),
    payload: [String: String] = [:]
  ) throws(NavigationError) {
    guard !state.modals.isEmpty else {
      throw .invalidParameters(route, message: "no modal to replace")
    }
    let (screen, style) = try modalScreen(route, parameters: parameters, payload: payload)
    let path = screen.path
    do {
      reportCut(try state.replaceTopModal(with: screen, style: style), of: path)
    } catch {
      throw refused(route, error)
    }
  }

  /// The screen of the modal route `route` a feature presents, its payload within the limits (cut, with a
  /// `truncated` event), and the route's style; a route that is not a modal is refused.
  private mutating func modalScreen(
    _ route: RouteID, parameters: RouteParameters, payload: [String: String]
  ) throws(NavigationError) -> (Screen, ModalStyle) {
    var screen = try registry.screen(route, parameters: parameters, payload: payload)
    guard case .modal(let style) = registry.route(route)?.placement else {
      throw .invalidParameters(route, message: "not a modal route")
    }
    screen.payload = limited(screen.payload, of: screen.path)
    return (screen, style)
  }

  /// Changes the top modal's restoration payload. The payload limits (`NavigationLimits.payloadFields`,
  /// `NavigationLimits.payloadValueBytes`) hold as the payload changes, as on a restore: what passes them
  /// is cut here, with a `truncated` event, so what the running app holds is what it can save; so are the
  /// fields past the state's budget (`NavigationLimits.stateBytes`), which take whole fields, first by name.
  package mutating func updateTopModalPayload(_ update: (inout [String: String]) -> Void) {
    guard let top = state.modals.last else { return }
    let path = top.screen.path
    var payload = top.screen.payload
    update(&payload)
    reportCut(state.setTopModalPayload(limited(payload, of: path)), of: path)
  }

  /// The limit that refused a presentation, when one did: the engine then ignores the whole command.
  private(set) var limitRefusal: StateRefusal?

  /// The error a feature sees for what the state refused; a refusal at a limit is also kept for the engine.
  private mutating func refused(_ route: RouteID, _ refusal: StateRefusal) -> NavigationError {
    if refusal == .modalsFull { limitRefusal = refusal }
    return .invalidParameters(route, message: refusal.message)
  }

  /// A `truncated` event naming how many payload fields the state's budget left out, when it left any.
  private mutating func reportCut(_ dropped: Int, of path: String) {
    guard dropped > 0 else { return }
    events.append(
      .truncated(
        path: path.truncatedForLog,
        reason: "\(dropped) payload fields past the state's budget of \(NavigationLimits.stateBytes) bytes"))
  }

  /// `payload` within the payload limits, and a `truncated` event when it was cut.
  private mutating func limited(_ payload: [String: String], of path: String) -> [String: String] {
    let (kept, cut) = NavigationEngine.limited(payload)
    if let cut { events.append(.truncated(path: path.truncatedForLog, reason: cut)) }
    return kept
  }

  /// Dismisses the top modal: the screen under it shows again, exactly as it was.
  package mutating func dismissTopModal() {
    guard !state.modals.isEmpty else { return }
    state.dismissTopModal()
  }

  /// Dismisses every modal: the screen the modal chain was presented from shows again, in the tab it began
  /// on, exactly as it was.
  public mutating func dismissAllModals() {
    guard let origin = state.modals.first?.originTab else { return }
    state.dismissAllModals()
    state.selectedTab = origin
  }

  /// Hands `edit` to the app's data source (``NavigationDataSource/save(_:)``) and returns its answer.
  public func save(_ edit: ScreenEdit) -> SaveOutcome {
    engine.environment.data.save(edit)
  }

  /// Tells the screen on top that the app's data of `kind` changed under it (an entry logged from a modal
  /// that covered it): a ``NavigationEvent/dataChanged(path:kind:)`` event the screen observes to reload.
  package mutating func reportDataChanged(_ kind: String) {
    events.append(.dataChanged(path: engine.topScreen(of: state).path, kind: kind))
  }

  /// Shows `text` as written, in every language (a test's fixture feature).
  package mutating func showToast(_ text: String) {
    state.toast = .literal(text)
  }

  /// Shows `text`, worded in the language it is shown in, again after a restore under another language:
  /// `session.showToast(RecipesText.saved.kept())`.
  public mutating func showToast(_ text: LocalizedText) {
    state.toast = text
  }

  /// Reports a feature event (an entry logged) to the coordinator's listeners.
  public mutating func report(_ name: String, _ detail: String) {
    events.append(.feature(name: name, detail: detail))
  }
}
