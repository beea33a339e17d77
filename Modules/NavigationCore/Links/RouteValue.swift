/// A route as a value type: its pattern's parameters (and optional query items) as typed, `Codable` fields.
///
/// A feature declares one per route, in its `<Name>Routes` target, with its id and pattern and nothing else
/// (a `public init` when other targets build it: Swift's memberwise initializer is internal):
///
/// ```swift
/// public struct DayDetail: RouteValue {
///   public static let routeID: RouteID = "history.dayDetail"
///   public static let pattern = "history/{date:day}"
///   public var date: Day
///
///   public init(date: Day) { self.date = date }
/// }
/// ```
///
/// Every stored property is a pattern parameter of the same name and kind (`Day` for `day`, `UUID` for
/// `uuid`, `Int` for `int`, `String` for `string`, `Bool` for `bool`; a `CaseIterable` enum of `String` or `Int`
/// raw values for a `string` or `int` parameter that lists its cases, `{unit:string=kcal|kj}`; `CodingKeys` may
/// rename), except those named in
/// ``queryKeys``, which are optional query items. Reading and writing the fields is derived from the type's
/// `Codable` conformance; the module registers the route from the type
/// (`RouteDefinition(DayDetail.self, placement: …, title: …)`), and registration checks the properties against
/// the pattern once: a typo is a `RegistrationProblem.invalidRouteValue(_:module:type:field:fault:)`.
///
/// Value → path → value is the identity; path → value → path gives the canonical path (a UUID in lower case,
/// literals as the pattern writes them). The path is read as the app reads an in-app path, without the
/// checks that depend on the day or the app's data (a future day, a deleted entry): those are the engine's,
/// when the request is sent. Another team's screen is named by its value type, imported from that team's
/// `<Name>Routes` target: a feature never imports another feature.
public protocol RouteValue: Codable, Hashable, Sendable {
  /// The id the route is registered under.
  static var routeID: RouteID { get }
  /// The route's pattern, as registered (`history/{date:day}`).
  static var pattern: String { get }
  /// The properties read from a link's query (its `RouteDefinition.queryKeys`), each optional; none by default.
  static var queryKeys: [String] { get }
}

extension RouteValue {
  public static var queryKeys: [String] { [] }

  /// The value's fields, as its `Codable` conformance writes them: the parameters, and the query items that
  /// are set. (A value whose `encode(to:)` writes what a route cannot hold, which registration refuses,
  /// gives the fields written before it.)
  package var fields: RouteValueFields {
    let encoder = RouteFieldEncoder(queryKeys: Self.queryKeys)
    try? encode(to: encoder)
    return encoder.storage.fields
  }

  /// The request that shows this value's screen (``NavigationRequest/route(_:_:)``); query items are a
  /// link's and are not part of it.
  public var request: NavigationRequest { .route(Self.routeID, fields.parameters) }

  /// The request that puts this value's screen in the place of the screen on top, in one step
  /// (``NavigationRequest/replace(path:)``); query items are a link's and are not part of it.
  public var replaceRequest: NavigationRequest {
    // Every value registration accepts prints; one that does not asks for an empty path, which fails.
    .replace(path: (try? Self.parsedPattern().absolutePath(for: fields.parameters)) ?? "")
  }

  /// The canonical path, with a leading slash and the query items that are set, in ``queryKeys`` order
  /// (`/search/recent?term=soup`).
  package func path() throws(RouteValueError) -> String {
    let fields = fields
    let pattern = try Self.parsedPattern()
    var path: String
    do {
      path = try pattern.absolutePath(for: fields.parameters)
    } catch {
      throw .unprintable(route: Self.routeID, error)
    }
    // A field the pattern does not carry would be lost on the way to the path (registration refuses such a
    // type; a hand-written `encode(to:)` may still write one).
    let names = Set(pattern.parameters.map(\.name))
    for pair in fields.parameters.pairs where !names.contains(pair.name) {
      throw .unsupportedField(name: pair.name, reason: "it is neither a parameter of the pattern nor a query key")
    }
    let items = Self.queryKeys.compactMap { key in
      fields.query[key].map { ParameterSyntax.percentEncoded(key) + "=" + ParameterSyntax.percentEncoded($0) }
    }
    if !items.isEmpty { path += "?" + items.joined(separator: "&") }
    return path
  }

  /// The value a path (`/history/2024-11-18`, with or without the leading slash, and a query) shows. Any real
  /// day is read: the app's day rule is the engine's, judged when the request is sent.
  package init(path: String) throws(RouteValueError) {
    let entry = DeepLinkResolver.Entry(
      route: Self.routeID, pattern: try Self.parsedPattern(), exposure: .links, queryKeys: Self.queryKeys)
    let resolver = DeepLinkResolver(entries: [entry], days: .any, earliestDay: nil)
    // Under `.any` with no earliest day no day is judged against today, so the day given is never read.
    switch resolver.resolve(path: path, today: Day(dayNumber: 0)) {
    case .success(let match):
      try self.init(decoding: RouteValueFields(parameters: match.parameters, query: match.query))
    case .failure(let error):
      throw .unresolved(route: Self.routeID, error)
    }
  }

  /// The value a screen of this route shows (without query items: a screen keeps none).
  public init(screen: Screen) throws(RouteValueError) {
    guard screen.route == Self.routeID else { throw .otherRoute(expected: Self.routeID, found: screen.route) }
    try self.init(decoding: RouteValueFields(parameters: screen.parameters))
  }

  /// The value the fields hold, read by the type's `Codable` conformance.
  package init(decoding fields: RouteValueFields) throws(RouteValueError) {
    do {
      try self.init(from: RouteFieldDecoder(fields: fields, queryKeys: Self.queryKeys))
    } catch let error as RouteValueError {
      throw error
    } catch {
      throw .undecodable(route: Self.routeID, message: String(describing: error))
    }
  }

  private static func parsedPattern() throws(RouteValueError) -> RoutePattern {
    do {
      return try RoutePattern(pattern)
    } catch {
      throw .invalidPattern(route: routeID, error)
    }
  }
}
