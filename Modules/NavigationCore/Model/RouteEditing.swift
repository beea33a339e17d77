/// What a screen lets the user edit: the fields `edit` may change, and where Save hands them.
///
/// A screen's restoration payload also holds its feature's own state (voice input's session, the
/// review's entry). An edit reaches only the fields declared here, so typing can never overwrite that
/// state; a field the screen does not declare is ignored with a reason, like a tap where there is no
/// text field.
public struct RouteEditing: Hashable, Sendable {
  /// The fields `edit` may change, such as `calories`.
  package var fields: Set<String>
  /// The kind of item Save hands to ``NavigationDataSource/save(_:)`` (`entry`, `goals`); nil when the
  /// screen offers Cancel but commits by its own command (the nutrition review's Confirm).
  package var saveKind: String?

  public init(fields editable: Set<String>, saveKind: String? = nil) {
    self.fields = editable
    self.saveKind = saveKind
  }
}

/// A saved edit as the app's data receives it.
public struct ScreenEdit: Hashable, Sendable {
  /// The route's `RouteEditing.saveKind`.
  public var kind: String
  package var route: RouteID
  /// The screen's parameters (the entry's id, say).
  public var parameters: RouteParameters
  /// The declared fields the user edited, and their values.
  public var fields: [String: String]

  public init(kind: String, route: RouteID, parameters: RouteParameters, fields: [String: String]) {
    self.kind = kind
    self.route = route
    self.parameters = parameters
    self.fields = fields
  }
}
