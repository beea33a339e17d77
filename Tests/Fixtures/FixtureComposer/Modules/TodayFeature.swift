// The golden files' copy of Modules/TodayFeature: a fixture, never updated with the live module.
public import NavigationCore

/// The Today tab: the day's log, and the detail of one of today's entries, whose editor opens as a sheet.
public struct TodayFeature: RouteModule {
  public let name = "Today"

  public init() {}

  static let tab: TabID = "today"

  public var tabs: [TabDefinition] {
    [TabDefinition(id: Self.tab, title: "Today", icon: "sun.max", order: 0)]
  }

  public var routes: [RouteDefinition] {
    [
      RouteDefinition(
        TodayRoot.self, placement: .tabRoot(Self.tab), title: "Today",
        // Each meal row opens its entry, and its swipe action edits it.
        accessibilityHint: "Today's meals and totals", links: [TodayEntryDetail.self, TodayEntryEditor.self]),
      RouteDefinition(
        TodayEntryDetail.self, placement: .push(tab: Self.tab, parent: TodayRoot.routeID), title: "Entry",
        links: [TodayEntryEditor.self],
        validator: { parameters, context in
          context.requireExisting(
            "entry", id: parameters["id"], missingMessage: .literal("That entry no longer exists."))
        }),
      // Save hands the fields to the app's data; Save and Cancel return to exactly the entry it opened from.
      RouteDefinition(
        TodayEntryEditor.self, placement: .modal(.sheet), title: "Edit Entry", exposure: .internalOnly,
        validator: { parameters, context in
          context.requireExisting(
            "entry", id: parameters["id"], missingMessage: .literal("That entry no longer exists."))
        },
        editing: RouteEditing(fields: ["description", "calories"], saveKind: "entry")),
    ]
  }
}
