import AppComposition
import NavigationCore

/// A feature that joins through `AppComposition.makeRegistry(adding:)` without touching the others: its own
/// tab, a pushed recipe, and a search pushed from the tab root.
///
/// Its tab takes the order after every tab of the app, whatever modules the app has by then.
struct RecipesFixture: RouteModule {
  let name = "Recipes"
  let order = (AppComposition.modules.flatMap(\.tabs).map(\.order).max() ?? -1) + 1

  static let tab: TabID = "recipes"
  static let rootID: RouteID = "recipes.root"
  static let recipeID: RouteID = "recipes.recipe"
  static let searchID: RouteID = "recipes.search"

  var tabs: [TabDefinition] {
    [TabDefinition(id: Self.tab, title: "Recipes", icon: "book", order: order)]
  }

  var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: Self.rootID, pattern: "recipes", placement: .tabRoot(Self.tab), title: "Recipes",
        links: [Self.recipeID, Self.searchID]),
      RouteDefinition(
        id: Self.recipeID, pattern: "recipes/{number:int}", placement: .push(tab: Self.tab, parent: Self.rootID),
        dynamicTitle: { "Recipe \($0["number"] ?? "")" }),
      RouteDefinition(
        id: Self.searchID, pattern: "recipes/search/{query}", placement: .push(tab: Self.tab, parent: Self.rootID),
        dynamicTitle: { "Search: \($0["query"] ?? "")" }, exposure: .universalLink),
    ]
  }
}
