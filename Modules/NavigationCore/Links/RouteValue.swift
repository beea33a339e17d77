/// A route as a value type: its pattern's parameters (and optional query items) as typed fields.
///
/// A feature declares one per route it pushes with data, and registers the route from its ``routeID`` and
/// ``pattern``; its own code then pushes `DayDetail(date: day).request`, and a screen receives a `DayDetail`
/// rather than a ``Screen`` to pick apart:
///
/// ```swift
/// public struct DayDetail: RouteValue {
///   public static let routeID: RouteID = "history.dayDetail"
///   public static let pattern = "history/{date:day}"
///   public var date: Day
///
///   public init(date: Day) { self.date = date }
///   public init(fields: RouteValueFields) throws(RouteValueError) { date = try fields.parameter("date") }
///   public func write(to fields: inout RouteValueFields) { fields.setParameter("date", date) }
/// }
/// ```
///
/// Value → path → value is the identity; path → value → path gives the canonical path (a UUID in lower case,
/// literals as the pattern writes them). The path is read as the app reads an in-app path, without the
/// checks that depend on the day or the app's data (a future day, a deleted entry): those are the engine's,
/// when the request is sent. Between features, navigation stays by route id or path: no feature imports
/// another's values.
public protocol RouteValue: Hashable, Sendable {
  /// The id the route is registered under.
  static var routeID: RouteID { get }
  /// The route's pattern, as registered (`history/{date:day}`).
  static var pattern: String { get }
  /// The query keys the route reads from a link (its ``RouteDefinition/queryKeys``); none by default.
  static var queryKeys: [String] { get }
  /// Reads the value's fields.
  init(fields: RouteValueFields) throws(RouteValueError)
  /// Writes every parameter of the pattern, and the query items that are set.
  func write(to fields: inout RouteValueFields)
}

extension RouteValue {
  public static var queryKeys: [String] { [] }

  /// The value's fields, as ``write(to:)`` writes them.
  public var fields: RouteValueFields {
    var fields = RouteValueFields()
    write(to: &fields)
    return fields
  }

  /// The request that shows this value's screen (``NavigationRequest/route(_:_:)``); query items are a
  /// link's and are not part of it.
  public var request: NavigationRequest { .route(Self.routeID, fields.parameters) }

  /// The canonical path, with a leading slash and the query items that are set, in ``queryKeys`` order
  /// (`/search/recent?term=soup`).
  public func path() throws(RouteValueError) -> String {
    let fields = fields
    let pattern = try Self.parsedPattern()
    var path: String
    do {
      path = try pattern.absolutePath(for: fields.parameters)
    } catch {
      throw .unprintable(route: Self.routeID, error)
    }
    for pair in fields.query.pairs where !Self.queryKeys.contains(pair.name) {
      throw .undeclaredQueryKey(pair.name)
    }
    let items = Self.queryKeys.compactMap { key in
      fields.query[key].map { ParameterSyntax.percentEncoded(key) + "=" + ParameterSyntax.percentEncoded($0) }
    }
    if !items.isEmpty { path += "?" + items.joined(separator: "&") }
    return path
  }

  /// The value a path (`/history/2024-11-18`, with or without the leading slash, and a query) shows.
  public init(path: String) throws(RouteValueError) {
    let entry = DeepLinkResolver.Entry(
      route: Self.routeID, pattern: try Self.parsedPattern(), exposure: .links, queryKeys: Self.queryKeys)
    switch DeepLinkResolver(entries: [entry]).resolve(path: path, today: Day(dayNumber: Day.maximumDayNumber)) {
    case .success(let match):
      try self.init(fields: RouteValueFields(parameters: match.parameters, query: match.query))
    case .failure(let error):
      throw .unresolved(route: Self.routeID, error)
    }
  }

  /// The value a screen of this route shows (without query items: a screen keeps none).
  public init(screen: Screen) throws(RouteValueError) {
    guard screen.route == Self.routeID else { throw .otherRoute(expected: Self.routeID, found: screen.route) }
    try self.init(fields: RouteValueFields(parameters: screen.parameters))
  }

  private static func parsedPattern() throws(RouteValueError) -> RoutePattern {
    do {
      return try RoutePattern(pattern)
    } catch {
      throw .invalidPattern(route: routeID, error)
    }
  }
}
