public import NavigationCore

/// The Today tab: the day's log, and the detail of one of today's entries.
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
        accessibilityHint: "Today's meals and totals", links: [TodayRoute.entryID]),
      RouteDefinition(
        id: TodayRoute.entryID, pattern: "today/entry/{id:uuid}",
        placement: .push(tab: TodayRoute.tab, parent: TodayRoute.rootID), title: "Entry",
        validator: { parameters, context in
          context.requireExisting("entry", id: parameters["id"], missingMessage: "That entry no longer exists.")
        }),
    ]
  }
}

/// Type-safe routes of the Today tab.
public enum TodayRoute: Hashable, Sendable {
  case root
  case entry(id: String)

  public static let tab: TabID = "today"
  public static let rootID: RouteID = "today.root"
  public static let entryID: RouteID = "today.entry"

  /// The route id and parameters, for `navigate(to:)`.
  public var request: NavigationRequest {
    switch self {
    case .root: .route(Self.rootID, RouteParameters())
    case .entry(let id): .route(Self.entryID, ["id": id.lowercased()])
    }
  }
}
