public import NavigationCore

/// The consumer's own module: a Pantry tab with its shelves, beside the Today module it borrows.
public struct PantryFeature: RouteModule {
  public let name = "Pantry"

  public init() {}

  /// The consumer's app: its own scheme and host, its floating button's texts.
  public static let app = AppDefinition(
    name: "Pantry",
    linkSchemes: ["pantry"],
    universalLinkHosts: ["pantry.example"],
    bundleIdentifier: "example.pantry",
    floatingButton: AppDefinition.FloatingButton(
      label: "Add item button", keyCombo: "cmd+shift+a", keyTitle: "Add item"))

  public static let tab: TabID = "pantry"
  public static let rootID: RouteID = "pantry.root"
  public static let shelfID: RouteID = "pantry.shelf"

  public var tabs: [TabDefinition] {
    [TabDefinition(id: Self.tab, title: "Pantry", icon: "cabinet", order: 1)]
  }

  public var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: Self.rootID, pattern: "pantry", placement: .tabRoot(Self.tab), title: "Pantry", links: [Self.shelfID]),
      RouteDefinition(
        id: Self.shelfID, pattern: "pantry/shelf/{number:int}", placement: .push(tab: Self.tab, parent: Self.rootID),
        dynamicTitle: { "Shelf \($0["number"] ?? "")" }),
    ]
  }
}
