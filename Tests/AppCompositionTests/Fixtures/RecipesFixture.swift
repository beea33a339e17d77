import NavigationCore

/// A sixth feature that joins through `AppComposition.makeRegistry(adding:)` without touching the others:
/// its own tab, a pushed recipe, and a search pushed from the tab root.
struct RecipesFixture: RouteModule {
  let name = "Recipes"

  static let tab: TabID = "recipes"
  static let rootID: RouteID = "recipes.root"
  static let recipeID: RouteID = "recipes.recipe"
  static let searchID: RouteID = "recipes.search"

  var tabs: [TabDefinition] {
    [TabDefinition(id: Self.tab, title: "Recipes", icon: "book", order: 3)]
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
