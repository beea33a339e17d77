/// A request from code that names a screen nothing registers: a route id no module registers, or an in-app
/// path no route's pattern matches.
///
/// Such a request is a programming error (a typo in another team's route id, a module left out of the
/// composition), never the user's: it fails (``NavigationOutcome/failed(_:)``) with this typed reason in
/// ``NavigationResult/unregistered``, the session logs it as an error, and the app's coordinator calls its
/// ``NavigationCoordinator/onUnregisteredTarget`` hook, which stops a debug build. A link from outside (a
/// deep link) that matches nothing is the user's: a toast says so, the user lands where the app's rules say
/// (``NavigationRules/failedLink``), and it is not this.
package enum UnregisteredTarget: Error, Hashable, Sendable, CustomStringConvertible {
  /// `.route(id, parameters)` with an id no module registers.
  case route(RouteID)
  /// `.show(path:)` or `.replace(path:)` with a path no route's pattern matches.
  case path(String)

  package var description: String {
    switch self {
    case .route(let route): "a request from code names route '\(route.rawValue.prefix(100))', which no module registers"
    case .path(let path): "a request from code shows '\(path.prefix(100))', which no route's pattern matches"
    }
  }
}
