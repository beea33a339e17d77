public import Foundation
public import NavigationCore

/// The Today tab: the day's log, and the detail of one of today's entries, whose editor opens as a sheet.
public struct TodayFeature: RouteModule {
  public let name = "Today"

  public init() {}

  public var tabs: [TabDefinition] {
    [TabDefinition(id: TodayRoute.tab, title: "Today", icon: "sun.max", order: 0)]
  }

  public var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: TodayRoute.rootID, pattern: "today", placement: .tabRoot(TodayRoute.tab), title: "Today",
        // Each meal row opens its entry, and its swipe action edits it.
        accessibilityHint: "Today's meals and totals", links: [TodayRoute.entryID, TodayRoute.entryEditorID]),
      RouteDefinition(
        id: TodayEntryDetail.routeID, pattern: TodayEntryDetail.pattern,
        placement: .push(tab: TodayRoute.tab, parent: TodayRoute.rootID), title: "Entry",
        links: [TodayRoute.entryEditorID],
        validator: { parameters, context in
          context.requireExisting("entry", id: parameters["id"], missingMessage: "That entry no longer exists.")
        }),
      // Save hands the fields to the app's data; Save and Cancel return to exactly the entry it opened from.
      RouteDefinition(
        id: TodayEntryEditor.routeID, pattern: TodayEntryEditor.pattern, placement: .modal(.sheet),
        title: "Edit Entry", exposure: .internalOnly,
        validator: { parameters, context in
          context.requireExisting("entry", id: parameters["id"], missingMessage: "That entry no longer exists.")
        },
        editing: RouteEditing(fields: ["description", "calories"], saveKind: "entry")),
    ]
  }
}

/// Type-safe routes of the Today tab.
public enum TodayRoute: Hashable, Sendable {
  case root
  case entry(id: String)
  case editEntry(id: String)

  public static let tab: TabID = "today"
  public static let rootID: RouteID = "today.root"
  public static let entryID = TodayEntryDetail.routeID
  public static let entryEditorID = TodayEntryEditor.routeID

  /// The route id and parameters, for `navigate(to:)`.
  public var request: NavigationRequest {
    switch self {
    case .root: .route(Self.rootID, RouteParameters())
    case .entry(let id): .route(Self.entryID, ["id": id.lowercased()])
    case .editEntry(let id): .route(Self.entryEditorID, ["id": id.lowercased()])
    }
  }
}

/// One of today's entries.
public struct TodayEntryDetail: RouteValue {
  public static let routeID: RouteID = "today.entry"
  public static let pattern = "today/entry/{id:uuid}"

  public var id: UUID

  public init(id: UUID) { self.id = id }
  public init(fields: RouteValueFields) throws(RouteValueError) { id = try fields.parameter("id") }
  public func write(to fields: inout RouteValueFields) { fields.setParameter("id", id) }
}

/// The editor of one of today's entries, a sheet over the entry.
public struct TodayEntryEditor: RouteValue {
  public static let routeID: RouteID = "today.entryEditor"
  public static let pattern = "today/entry/{id:uuid}/edit"

  public var id: UUID

  public init(id: UUID) { self.id = id }
  public init(fields: RouteValueFields) throws(RouteValueError) { id = try fields.parameter("id") }
  public func write(to fields: inout RouteValueFields) { fields.setParameter("id", id) }
}
