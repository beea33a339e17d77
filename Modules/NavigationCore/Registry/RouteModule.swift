/// A slice of the app's navigation: the tabs, routes, guards and commands one feature module registers.
///
/// A feature module imports NavigationCore and nothing else; it reaches other features only through route
/// ids and paths. Adding a feature is one type conforming to this protocol, listed once in the app's
/// composition.
///
/// ```swift
/// public struct SettingsFeature: RouteModule {
///   public let name = "Settings"
///   public var tabs: [TabDefinition] {
///     [TabDefinition(id: "settings", title: "Settings", icon: "gearshape", order: 2)]
///   }
///   public var routes: [RouteDefinition] {
///     [
///       RouteDefinition(id: "settings.root", pattern: "settings", placement: .tabRoot("settings"),
///                       title: "Settings", links: ["settings.goals"]),
///       RouteDefinition(id: "settings.goals", pattern: "settings/goals",
///                       placement: .push(tab: "settings", parent: "settings.root"), title: "Daily Goals"),
///     ]
///   }
/// }
/// ```
public protocol RouteModule: Sendable {
  /// The module's name, used in registration errors and `composer` listings.
  var name: String { get }
  var tabs: [TabDefinition] { get }
  var routes: [RouteDefinition] { get }
  var guards: [any NavigationGuard] { get }
  var commands: [FeatureCommand] { get }
  /// The route the floating button presents, if this module owns it. At most one module may.
  var floatingButtonRoute: RouteID? { get }
  /// Old link patterns that still open one of this module's routes (a moved screen keeps its links).
  var redirects: [LinkRedirect] { get }
}

extension RouteModule {
  public var tabs: [TabDefinition] { [] }
  public var guards: [any NavigationGuard] { [] }
  public var commands: [FeatureCommand] { [] }
  public var floatingButtonRoute: RouteID? { nil }
  public var redirects: [LinkRedirect] { [] }
}
