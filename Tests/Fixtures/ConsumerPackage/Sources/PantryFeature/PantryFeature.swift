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
  public static let labelID: RouteID = "pantry.label"

  public var tabs: [TabDefinition] {
    [TabDefinition(id: Self.tab, title: "Pantry", icon: "cabinet", order: 1)]
  }

  public var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: Self.rootID, pattern: "pantry", placement: .tabRoot(Self.tab), title: "Pantry", links: [Self.shelfID]),
      RouteDefinition(
        id: Self.shelfID, pattern: "pantry/shelf/{number:int}", placement: .push(tab: Self.tab, parent: Self.rootID),
        dynamicTitle: { "Shelf \($0["number"] ?? "")" }, links: [Self.labelID]),
      RouteDefinition(PantryLabel.self, placement: .modal(.sheet), title: "Label"),
    ]
  }

  /// `label`: prints a label for the shelf on top, a sheet presented by its route value, as a screen shows one.
  public var commands: [FeatureCommand] {
    [
      FeatureCommand(verb: "label", usage: "label", summary: "print a label for the shelf on top") { _, session in
        guard session.state.modals.isEmpty else { return .ignored("a sheet is already shown") }
        do {
          try session.present(PantryLabel(), payload: ["copies": "1"])
        } catch {
          return .failed("\(error)")
        }
        return .done
      }
    ]
  }
}

/// The label sheet, named by its value type.
public struct PantryLabel: RouteValue {
  public static let routeID = PantryFeature.labelID
  public static let pattern = "pantry/label"

  public init() {}
}
