import AppComposition
import NavigationCore

/// A feature that joins through `AppComposition.makeRegistry(adding:)` without touching the others: its own
/// tab, a pushed entry, and a search pushed from the tab root.
///
/// Its tab takes the order after every tab of the app, whatever modules the app has by then.
struct LateJoinerFixture: RouteModule {
  let name = "LateJoiner"
  let order = (AppComposition.modules.flatMap(\.tabs).map(\.order).max() ?? -1) + 1

  static let tab: TabID = "lateJoiner"
  static let rootID: RouteID = "lateJoiner.root"
  static let entryID: RouteID = "lateJoiner.entry"
  static let searchID: RouteID = "lateJoiner.search"

  var tabs: [TabDefinition] {
    [TabDefinition(id: Self.tab, title: "Late Joiner", icon: "book", order: order)]
  }

  var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: Self.rootID, pattern: "late-joiner", placement: .tabRoot(Self.tab), title: "Late Joiner",
        links: [Self.entryID, Self.searchID]),
      RouteDefinition(
        id: Self.entryID, pattern: "late-joiner/{number:int}", placement: .push(tab: Self.tab, parent: Self.rootID),
        dynamicTitle: { "Entry \($0["number"] ?? "")" }),
      RouteDefinition(
        id: Self.searchID, pattern: "late-joiner/search/{query}", placement: .push(tab: Self.tab, parent: Self.rootID),
        dynamicTitle: { "Search: \($0["query"] ?? "")" }, exposure: .universalLink),
    ]
  }
}
