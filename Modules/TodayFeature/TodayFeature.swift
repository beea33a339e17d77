public import NavigationCore
import TodayRoutes

/// The Today tab: the day's log, and the detail of one of today's entries, whose editor opens as a sheet.
public struct TodayFeature: RouteModule {
  public let name = "Today"

  public init() {}

  static let tab: TabID = "today"

  public var tabs: [TabDefinition] {
    [TabDefinition(id: Self.tab, title: TodayText.tab, icon: "sun.max", order: 0)]
  }

  public var routes: [RouteDefinition] {
    [
      RouteDefinition(
        TodayRoot.self, placement: .tabRoot(Self.tab), title: TodayText.rootTitle,
        // Each meal row opens its entry, and its swipe action edits it.
        accessibilityHint: .rootHint, links: [TodayEntryDetail.self, TodayEntryEditor.self]),
      RouteDefinition(
        TodayEntryDetail.self, placement: .push(tab: Self.tab, parent: TodayRoot.routeID), title: TodayText.entryTitle,
        links: [TodayEntryEditor.self],
        validator: { parameters, context in
          context.requireExisting(
            "entry", id: parameters["id"], missingMessage: TodayText.entryMissing.kept())
        }),
      // Save hands the fields to the app's data; Save and Cancel return to exactly the entry it opened from.
      RouteDefinition(
        TodayEntryEditor.self, placement: .modal(.sheet), title: TodayText.entryEditorTitle, exposure: .internalOnly,
        validator: { parameters, context in
          context.requireExisting(
            "entry", id: parameters["id"], missingMessage: TodayText.entryMissing.kept())
        },
        editing: RouteEditing(fields: ["description", "calories"], saveKind: "entry")),
    ]
  }
}
