public import NavigationCore

/// Trailhead's one module: a stack of trips, their days, and what a day opens.
public struct TrailheadFeature: RouteModule {
  public let name = "Trailhead"

  public init() {}

  /// The app: its own scheme and universal-link host, one stack and no tab bar, no floating button, and days
  /// to come open (a planner's links point ahead).
  public static let app = AppDefinition(
    name: "Trailhead",
    linkSchemes: ["trailhead"],
    universalLinkHosts: ["trailhead.example"],
    bundleIdentifier: "example.trailhead",
    rules: NavigationRules(days: .any),
    shape: .singleStack)

  /// The one tab a single-stack app registers: its root is the stack's root.
  static let stack: TabID = "trips"

  public var tabs: [TabDefinition] {
    [TabDefinition(id: Self.stack, title: TrailheadText.listTitle, icon: "map", order: 0)]
  }

  public var routes: [RouteDefinition] {
    [
      RouteDefinition(
        TripList.self, placement: .tabRoot(Self.stack), title: TrailheadText.listTitle, links: [TripDay.self]),
      RouteDefinition(
        TripDay.self, placement: .push(tab: Self.stack, parent: TripList.routeID),
        dynamicTitle: { day, words in day.date.title(in: words) }, fallbackTitle: TrailheadText.dayTitle,
        links: [PackingList.self, TransportPicker.self, TripNote.self]),
      RouteDefinition(PackingList.self, placement: .modal(.sheet), title: TrailheadText.packingTitle)
        .detents(.medium, .large),
      RouteDefinition(TransportPicker.self, placement: .modal(.sheet), title: TrailheadText.transportTitle),
      RouteDefinition(
        TripNote.self, placement: .push(tab: Self.stack, parent: TripDay.routeID), title: TrailheadText.noteTitle,
        editing: RouteEditing(fields: ["text"], saveKind: "note")),
    ]
  }

  public var guards: [any NavigationGuard] { [UnsavedNoteGuard()] }
}

/// A note with words in it is not left by Back or a link without asking: a confirmation dialog offers to
/// discard it. Save leaves it as it should.
struct UnsavedNoteGuard: NavigationGuard {
  let name = "trailhead.unsaved-note"

  func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision {
    guard state.modals.isEmpty, let top = state.selectedStack.last, top.route == TripNote.routeID,
      !(top.payload["text"] ?? "").isEmpty, request != .save
    else { return .allow }
    switch request.kind {
    case .back, .deepLink, .tabSelection:
      return .confirm(
        message: TrailheadText.discardMessage.kept(), confirmTitle: TrailheadText.discardConfirm.kept(),
        cancelTitle: TrailheadText.discardCancel.kept(), style: .dialog)
    case .forward, .dismiss:
      return .allow
    }
  }
}
