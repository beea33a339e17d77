/// One screen a module registers: its id, link pattern, placement, titles and checks.
///
/// The pattern is bidirectional: it parses a path into typed parameters and prints the canonical path
/// back, so every screen has exactly one canonical path.
public struct RouteDefinition: Sendable {
  package var id: RouteID
  /// The pattern text, such as `history/{date:day}`; parsed (and its errors reported) at registration.
  package var pattern: String
  package var placement: Placement
  /// The screen's title for back labels, announcements and the navigation bar.
  package var title: @Sendable (RouteParameters) -> String
  /// The title in a language, for a route registered with one (a day's date as the language writes it);
  /// ``RouteRegistry/title(of:)`` prefers it, in the registry's ``RouteRegistry/localization``. Such a route
  /// is labelled by its title, so the registry reads it for the accessibility label too.
  package var localizedTitle: (@Sendable (RouteParameters, Localization) -> String)?
  /// What VoiceOver reads for the screen; defaults to the title. An empty label is a `validate` finding.
  package var accessibilityLabel: @Sendable (RouteParameters) -> String
  /// An optional hint read after the label.
  package var accessibilityHint: String?
  /// The hint in a language, for a route whose hint is a key of its module's table.
  package var localizedHint: (@Sendable (Localization) -> String)?
  /// Which links may open the route.
  public var exposure: LinkExposure
  /// Query keys the route reads from a link; all others are ignored.
  package var queryKeys: [String]
  /// Routes this screen offers links to (its outgoing edges): the graph and reachability come from these.
  package var links: [RouteID]
  /// Checks that the thing the screen shows exists (an entry, say); runs on links, pushes and restores.
  package var validator: (@Sendable (RouteParameters, ValidationContext) -> RouteValidation)?
  /// How the screen's restoration payload changes when the app goes to the background.
  package var onBackground: (@Sendable (inout [String: String]) -> Void)?
  /// What the user may edit on the screen, and where Save hands it; nil: nothing (every `edit` is
  /// ignored, and Save and Cancel are not offered).
  package var editing: RouteEditing?
  /// A push route that any tab may push (a detail screen every tab shows): shown from inside the app on
  /// another tab, it is pushed onto that tab's stack instead of opening in its own tab. A link still opens
  /// it in its own tab with its parent chain. Only meaningful for ``Placement/push(tab:parent:)``.
  package var pushesOnAnyTab: Bool = false
  /// Whether a push of this route zooms out of the view that opened it (the view the screen below marks as
  /// its source, by the pushed screen's path), and its pop back into it; set with ``zoomTransition()``. Only
  /// meaningful for ``Placement/push(tab:parent:)``.
  package var zoomsFromSource = false
  /// Payload fields that hold the user's own words (a transcript). A navigation report replaces their values,
  /// like those of the `editing` fields, with placeholders unless the app opts in (``ReportPrivacy``).
  public var userTextFields: Set<String> = []
  /// The route's value type, when it was registered from one (``init(_:placement:title:accessibilityLabel:accessibilityHint:exposure:links:validator:onBackground:editing:)``):
  /// registration checks its properties against the pattern and the query keys.
  package var valueType: (any RouteValue.Type)?
  /// The heights a ``ModalStyle/sheet`` route may rest at, the first its default; nil: the system's (large).
  /// Set with ``detents(_:)``; registration refuses them on any other placement, and an empty list.
  package var sheetDetents: [SheetDetent]?
  /// The string table the route's title and hint are keys of, for a route registered with one: the registry
  /// declares it, so a text of that table kept in a saved state or a report reads back worded.
  package var textTable: StringTable?

  public init(
    id: RouteID,
    pattern: String,
    placement: Placement,
    title: String,
    accessibilityLabel: String? = nil,
    accessibilityHint: String? = nil,
    exposure: LinkExposure = .links,
    queryKeys: [String] = [],
    links: [RouteID] = [],
    validator: (@Sendable (RouteParameters, ValidationContext) -> RouteValidation)? = nil,
    onBackground: (@Sendable (inout [String: String]) -> Void)? = nil,
    editing: RouteEditing? = nil
  ) {
    var label: (@Sendable (RouteParameters) -> String)?
    if let accessibilityLabel { label = { _ in accessibilityLabel } }
    self.init(
      id: id, pattern: pattern, placement: placement, dynamicTitle: { _ in title },
      accessibilityLabel: label, accessibilityHint: accessibilityHint,
      exposure: exposure, queryKeys: queryKeys, links: links, validator: validator, onBackground: onBackground,
      editing: editing)
  }

  /// A route whose title depends on its parameters (a day detail titled with its date).
  public init(
    id: RouteID,
    pattern: String,
    placement: Placement,
    dynamicTitle: @escaping @Sendable (RouteParameters) -> String,
    accessibilityLabel: (@Sendable (RouteParameters) -> String)? = nil,
    accessibilityHint: String? = nil,
    exposure: LinkExposure = .links,
    queryKeys: [String] = [],
    links: [RouteID] = [],
    validator: (@Sendable (RouteParameters, ValidationContext) -> RouteValidation)? = nil,
    onBackground: (@Sendable (inout [String: String]) -> Void)? = nil,
    editing: RouteEditing? = nil
  ) {
    self.id = id
    self.pattern = pattern
    self.placement = placement
    self.title = dynamicTitle
    if let accessibilityLabel {
      self.accessibilityLabel = accessibilityLabel
    } else {
      self.accessibilityLabel = dynamicTitle
    }
    self.accessibilityHint = accessibilityHint
    self.exposure = exposure
    self.queryKeys = queryKeys
    self.links = links
    self.validator = validator
    self.onBackground = onBackground
    self.editing = editing
  }

  /// A route registered from its value type: the id, pattern and query keys are the type's, and registration
  /// checks that each property is a parameter of the pattern of the same kind (or an optional query item).
  public init<Value: RouteValue>(
    _ value: Value.Type,
    placement: Placement,
    title: String,
    accessibilityLabel: String? = nil,
    accessibilityHint: String? = nil,
    exposure: LinkExposure = .links,
    links: [any RouteValue.Type] = [],
    validator: (@Sendable (RouteParameters, ValidationContext) -> RouteValidation)? = nil,
    onBackground: (@Sendable (inout [String: String]) -> Void)? = nil,
    editing: RouteEditing? = nil
  ) {
    self.init(
      id: Value.routeID, pattern: Value.pattern, placement: placement, title: title,
      accessibilityLabel: accessibilityLabel, accessibilityHint: accessibilityHint, exposure: exposure,
      queryKeys: Value.queryKeys, links: links.map { $0.routeID }, validator: validator,
      onBackground: onBackground, editing: editing)
    valueType = value
  }

  /// A route registered from its value type, whose title depends on its value (a day detail titled with its
  /// date); a screen whose parameters do not read as the value is titled `fallbackTitle`.
  public init<Value: RouteValue>(
    _ value: Value.Type,
    placement: Placement,
    dynamicTitle: @escaping @Sendable (Value) -> String,
    fallbackTitle: String,
    accessibilityHint: String? = nil,
    exposure: LinkExposure = .links,
    links: [any RouteValue.Type] = [],
    validator: (@Sendable (RouteParameters, ValidationContext) -> RouteValidation)? = nil,
    onBackground: (@Sendable (inout [String: String]) -> Void)? = nil,
    editing: RouteEditing? = nil
  ) {
    self.init(
      id: Value.routeID, pattern: Value.pattern, placement: placement,
      dynamicTitle: { parameters in Self.title(of: parameters, as: Value.self, fallback: fallbackTitle, dynamicTitle) },
      accessibilityHint: accessibilityHint, exposure: exposure, queryKeys: Value.queryKeys,
      links: links.map { $0.routeID }, validator: validator, onBackground: onBackground, editing: editing)
    valueType = value
  }

  /// A route registered from its value type, whose title depends on its value and the language (a day's
  /// date written as the language writes it); `title` is the English one.
  public init<Value: RouteValue>(
    _ value: Value.Type,
    placement: Placement,
    dynamicTitle: @escaping @Sendable (Value, Localization) -> String,
    fallbackTitle: String,
    accessibilityHint: String? = nil,
    exposure: LinkExposure = .links,
    links: [any RouteValue.Type] = [],
    validator: (@Sendable (RouteParameters, ValidationContext) -> RouteValidation)? = nil,
    onBackground: (@Sendable (inout [String: String]) -> Void)? = nil,
    editing: RouteEditing? = nil
  ) {
    self.init(
      value, placement: placement, dynamicTitle: { dynamicTitle($0, .english) }, fallbackTitle: fallbackTitle,
      accessibilityHint: accessibilityHint, exposure: exposure, links: links, validator: validator,
      onBackground: onBackground, editing: editing)
    localizedTitle = { parameters, localization in
      Self.title(of: parameters, as: Value.self, fallback: fallbackTitle) { dynamicTitle($0, localization) }
    }
  }

  /// A route registered from its value type, whose title depends on its value and the language, and whose
  /// fallback title (parameters that do not read as the value) is a key of its module's string table.
  public init<Value: RouteValue, Text: StringTableKey>(
    _ value: Value.Type,
    placement: Placement,
    dynamicTitle: @escaping @Sendable (Value, Localization) -> String,
    fallbackTitle: Text,
    accessibilityHint: String? = nil,
    exposure: LinkExposure = .links,
    links: [any RouteValue.Type] = [],
    validator: (@Sendable (RouteParameters, ValidationContext) -> RouteValidation)? = nil,
    onBackground: (@Sendable (inout [String: String]) -> Void)? = nil,
    editing: RouteEditing? = nil
  ) {
    self.init(
      value, placement: placement, dynamicTitle: dynamicTitle, fallbackTitle: fallbackTitle.english,
      accessibilityHint: accessibilityHint, exposure: exposure, links: links, validator: validator,
      onBackground: onBackground, editing: editing)
    localizedTitle = { parameters, localization in
      Self.title(of: parameters, as: Value.self, fallback: fallbackTitle.text(in: localization)) {
        dynamicTitle($0, localization)
      }
    }
    textTable = StringTable.of(Text.self)
  }

  /// A route registered from its value type, titled by a key of its module's string table
  /// (``StringTableKey``), its hint by another key of that table (`accessibilityHint: .calendarHint`).
  /// `title` and `accessibilityHint` keep the English texts (what the composer prints); the registry
  /// shows them in its ``RouteRegistry/localization``, and VoiceOver reads the title as the label.
  public init<Value: RouteValue, Text: StringTableKey>(
    _ value: Value.Type,
    placement: Placement,
    title: Text,
    accessibilityHint: Text? = nil,
    exposure: LinkExposure = .links,
    links: [any RouteValue.Type] = [],
    validator: (@Sendable (RouteParameters, ValidationContext) -> RouteValidation)? = nil,
    onBackground: (@Sendable (inout [String: String]) -> Void)? = nil,
    editing: RouteEditing? = nil
  ) {
    self.init(
      value, placement: placement, title: title.english, accessibilityHint: accessibilityHint?.english,
      exposure: exposure, links: links, validator: validator, onBackground: onBackground, editing: editing)
    localizedTitle = { _, localization in title.text(in: localization) }
    textTable = StringTable.of(Text.self)
    if let accessibilityHint {
      localizedHint = { localization in accessibilityHint.text(in: localization) }
    }
  }

  /// The title of the value `parameters` read as, or `fallback` when they do not read as one.
  private static func title<Value: RouteValue>(
    of parameters: RouteParameters, as _: Value.Type, fallback: @autoclosure () -> String, _ title: (Value) -> String
  ) -> String {
    (try? Value(decoding: RouteValueFields(parameters: parameters))).map(title) ?? fallback()
  }
}

extension RouteDefinition {
  /// This route with the heights its sheet may rest at, the first the one it opens at:
  /// `RouteDefinition(...).detents(.medium, .large)`. Only for a `.modal(.sheet)` route.
  public func detents(_ first: SheetDetent, _ others: SheetDetent...) -> RouteDefinition {
    detents([first] + others)
  }

  /// This route with the heights its sheet may rest at, the first the one it opens at; an empty list is a
  /// registration problem.
  public func detents(_ detents: [SheetDetent]) -> RouteDefinition {
    var definition = self
    definition.sheetDetents = detents
    return definition
  }

  /// This route, pushed with a zoom out of the view that opened it and popped back into it (iOS 18; a slide
  /// before; a fade under Reduce Motion): `RouteDefinition(...).zoomTransition()`. The screen below marks that
  /// view as the source of the pushed screen's path. Only for a `.push` route.
  public func zoomTransition() -> RouteDefinition {
    var definition = self
    definition.zoomsFromSource = true
    return definition
  }

  /// What is wrong with the declared detents, if anything.
  package var detentProblem: SheetDetentProblem? {
    guard let detents = sheetDetents else { return nil }
    guard case .modal(.sheet) = placement else { return .notASheet }
    guard !detents.isEmpty else { return .empty }
    if let invalid = detents.first(where: { !$0.isValid }) { return .outOfRange(invalid) }
    var seen: Set<SheetDetent> = []
    if let twice = detents.first(where: { !seen.insert($0).inserted }) { return .duplicate(twice) }
    return nil
  }
}
