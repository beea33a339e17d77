/// One screen on a stack or in a modal: a route id plus canonical parameters, and the canonical path
/// they print to.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
  public var route: RouteID
  public var parameters: RouteParameters
  /// The canonical path with a leading slash, such as `/history/2024-11-18`.
  public var path: String
  /// A small restoration payload (a draft, a scroll anchor, voice input's session), saved with the snapshot.
  public var payload: [String: String]
  /// Set when the screen's data could not be loaded: the screen shows this error with a "Go to Today" action.
  public var error: String?

  public init(
    route: RouteID,
    parameters: RouteParameters = RouteParameters(),
    path: String,
    payload: [String: String] = [:],
    error: String? = nil
  ) {
    self.route = route
    self.parameters = parameters
    self.path = path
    self.payload = payload
    self.error = error
  }

  public var description: String { path }
}

/// A modal on the modal stack, remembering the screen that presented it.
public struct ModalPresentation: Hashable, Sendable {
  public var screen: Screen
  public var style: ModalStyle
  /// The tab that was selected when the first modal of this chain was presented.
  public var originTab: TabID
  /// The canonical path of the screen that presented this modal.
  public var presenterPath: String
  /// The accessibility label of the control that opened it: focus returns there on dismissal.
  public var opener: String

  public init(screen: Screen, style: ModalStyle, originTab: TabID, presenterPath: String, opener: String) {
    self.screen = screen
    self.style = style
    self.originTab = originTab
    self.presenterPath = presenterPath
    self.opener = opener
  }
}
