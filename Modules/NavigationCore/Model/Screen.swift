/// One screen on a stack or in a modal: a route id plus canonical parameters, and the canonical path
/// they print to.
///
/// A screen's fields are held through a `Shared` (its rule): a screen put on a stack, into an event or read
/// out of the state shares them, and changing a field gives the screen fields of its own.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
  public var route: RouteID {
    get { fields.value.route }
    set { fields.value.route = newValue }
  }
  public var parameters: RouteParameters {
    get { fields.value.parameters }
    set { fields.value.parameters = newValue }
  }
  /// The canonical path with a leading slash, such as `/history/2024-11-18`.
  public var path: String {
    get { fields.value.path }
    set { fields.value.path = newValue }
  }
  /// A small restoration payload (a draft, a scroll anchor, voice input's session), saved with the snapshot.
  public var payload: [String: String] {
    get { fields.value.payload }
    set { fields.value.payload = newValue }
  }
  /// Set when the screen's data could not be loaded: the screen shows this error with a "Go to Today" action.
  /// Kept as its key and arguments, so it reads in the language the screen is shown in.
  public var error: LocalizedText? {
    get { fields.value.error }
    set { fields.value.error = newValue }
  }

  private var fields: Shared<Fields>

  package init(
    route: RouteID,
    parameters: RouteParameters = RouteParameters(),
    path: String,
    payload: [String: String] = [:],
    error: LocalizedText? = nil
  ) {
    fields = Shared(Fields(route: route, parameters: parameters, path: path, payload: payload, error: error))
  }

  public var description: String { path }

  private struct Fields: Hashable, Sendable {
    var route: RouteID
    var parameters: RouteParameters
    var path: String
    var payload: [String: String]
    var error: LocalizedText?
  }
}

/// A modal on the modal stack, remembering the screen that presented it.
public struct ModalPresentation: Hashable, Sendable {
  public var screen: Screen
  package var style: ModalStyle
  /// The tab that was selected when the first modal of this chain was presented.
  package var originTab: TabID
  /// The canonical path of the screen that presented this modal.
  package var presenterPath: String
  /// What opened it, where focus returns on dismissal: the floating button, or the screen it was presented
  /// from.
  package var opener: FocusTarget
  /// The height a sheet rests at, after the user dragged it to another of its route's
  /// `RouteDefinition.sheetDetents`; nil: the route's first (it opens there). Saved with the snapshot.
  package var detent: SheetDetent?

  // The engine presents modals; only the benchmarks (a separate package) build a state by hand.
  @_spi(Benchmarks) public init(
    screen: Screen, style: ModalStyle, originTab: TabID, presenterPath: String, opener: FocusTarget,
    detent: SheetDetent? = nil
  ) {
    self.screen = screen
    self.style = style
    self.originTab = originTab
    self.presenterPath = presenterPath
    self.opener = opener
    self.detent = detent
  }
}
