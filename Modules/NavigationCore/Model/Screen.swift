/// One screen on a stack or in a modal: a route id plus canonical parameters, and the canonical path
/// they print to.
///
/// A screen is a value whose fields live together in one shared, immutable storage: a screen put on a stack,
/// into an event or read out of the state shares that storage, and changing a field gives the screen storage
/// of its own.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
  public var route: RouteID {
    get { fields.route }
    set { fields = fields.with { $0.route = newValue } }
  }
  public var parameters: RouteParameters {
    get { fields.parameters }
    set { fields = fields.with { $0.parameters = newValue } }
  }
  /// The canonical path with a leading slash, such as `/history/2024-11-18`.
  public var path: String {
    get { fields.path }
    set { fields = fields.with { $0.path = newValue } }
  }
  /// A small restoration payload (a draft, a scroll anchor, voice input's session), saved with the snapshot.
  public var payload: [String: String] {
    get { fields.payload }
    set { fields = fields.with { $0.payload = newValue } }
  }
  /// Set when the screen's data could not be loaded: the screen shows this error with a "Go to Today" action.
  /// Kept as its key and arguments, so it reads in the language the screen is shown in.
  public var error: LocalizedText? {
    get { fields.error }
    set { fields = fields.with { $0.error = newValue } }
  }

  private var fields: Fields

  package init(
    route: RouteID,
    parameters: RouteParameters = RouteParameters(),
    path: String,
    payload: [String: String] = [:],
    error: LocalizedText? = nil
  ) {
    fields = Fields(
      Fields.Values(route: route, parameters: parameters, path: path, payload: payload, error: error))
  }

  public var description: String { path }

  public static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.fields === rhs.fields || lhs.fields.values == rhs.fields.values
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(fields.values) }

  /// The storage screens share: never changed once made.
  private final class Fields: Sendable {
    struct Values: Hashable, Sendable {
      var route: RouteID
      var parameters: RouteParameters
      var path: String
      var payload: [String: String]
      var error: LocalizedText?
    }

    let values: Values

    init(_ values: Values) { self.values = values }

    var route: RouteID { values.route }
    var parameters: RouteParameters { values.parameters }
    var path: String { values.path }
    var payload: [String: String] { values.payload }
    var error: LocalizedText? { values.error }

    /// New storage with `change` applied to these values.
    func with(_ change: (inout Values) -> Void) -> Fields {
      var values = values
      change(&values)
      return Fields(values)
    }
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
  /// The accessibility label of the control that opened it: focus returns there on dismissal.
  package var opener: String
  /// The height a sheet rests at, after the user dragged it to another of its route's
  /// `RouteDefinition.sheetDetents`; nil: the route's first (it opens there). Saved with the snapshot.
  package var detent: SheetDetent?

  public init(
    screen: Screen, style: ModalStyle, originTab: TabID, presenterPath: String, opener: String,
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
