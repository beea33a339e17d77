public import Foundation

/// The canonical parameters of one screen: name → canonical text, kept sorted by name.
///
/// Values are always stored in their canonical printed form (`2024-11-18`, a lower-case UUID), so two
/// screens are equal exactly when their canonical paths are equal.
public struct RouteParameters: Hashable, Codable, Sendable, ExpressibleByDictionaryLiteral,
  CustomStringConvertible
{
  /// The pairs, sorted by name (so equal parameters compare, hash and encode alike).
  public private(set) var pairs: [(name: String, value: String)]

  public init() { pairs = [] }

  /// Later pairs replace earlier ones with the same name.
  public init(_ pairs: [(name: String, value: String)]) {
    self.pairs = []
    if !pairs.isEmpty { self.pairs.reserveCapacity(pairs.count) }
    for pair in pairs { self[pair.name] = pair.value }
  }

  /// Pairs whose names are known to be distinct (a pattern's captures): sorted in place, without the
  /// per-pair lookups of ``init(_:)``. The resolver's hot path.
  package init(uniqueNames pairs: [(name: String, value: String)]) {
    var sorted = pairs
    if sorted.count > 1 {
      for index in 1..<sorted.count {
        var position = index
        while position > 0, sorted[position - 1].name > sorted[position].name {
          sorted.swapAt(position - 1, position)
          position -= 1
        }
      }
    }
    self.pairs = sorted
  }

  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(elements.map { (name: $0.0, value: $0.1) })
  }

  /// The value for `name`, or nil.
  public subscript(name: String) -> String? {
    get { pairs.first { $0.name == name }?.value }
    set {
      if let index = pairs.firstIndex(where: { $0.name == name }) {
        if let newValue { pairs[index].value = newValue } else { pairs.remove(at: index) }
      } else if let newValue {
        let index = pairs.firstIndex { $0.name > name } ?? pairs.endIndex
        pairs.insert((name: name, value: newValue), at: index)
      }
    }
  }

  public var isEmpty: Bool { pairs.isEmpty }

  /// The value for `name` read as a calendar day.
  public func day(_ name: String) -> Day? { self[name].flatMap(Day.init) }

  /// The value for `name` read as a UUID.
  public func uuid(_ name: String) -> UUID? { self[name].flatMap(UUID.init(uuidString:)) }

  /// The value for `name` read as an integer.
  public func int(_ name: String) -> Int? { self[name].flatMap { Int($0) } }

  public var description: String {
    pairs.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
  }

  public static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
    lhs.pairs.elementsEqual(rhs.pairs) { $0.name == $1.name && $0.value == $1.value }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(pairs.count)
    for pair in pairs {
      hasher.combine(pair.name)
      hasher.combine(pair.value)
    }
  }

  private struct CodingKeys: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    pairs = try container.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
      (name: $0.stringValue, value: try container.decode(String.self, forKey: $0))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    for pair in pairs { try container.encode(pair.value, forKey: CodingKeys(stringValue: pair.name)) }
  }
}

/// What a link or path resolved to: a route and its canonical parameters.
public struct RouteMatch: Hashable, Sendable, CustomStringConvertible {
  public var route: RouteID
  public var parameters: RouteParameters
  /// Query items the route declared (`RouteDefinition.queryKeys`), decoded; others are ignored.
  public var query: RouteParameters
  /// The old pattern the link matched when a ``LinkRedirect`` sent it to ``route``; nil for the route's own.
  public var redirectedFrom: String?
  /// The canonical path (`/history/2024-11-18`), when the resolver read it as written (no escapes, no upper-case
  /// letters where the pattern prints lowercase; a trailing slash is left out): the screen takes it instead of
  /// printing it again. Derived from the route and parameters, so equality and hashing leave it out.
  package var canonicalPath: String?

  public init(
    route: RouteID, parameters: RouteParameters = RouteParameters(), query: RouteParameters = RouteParameters()
  ) {
    self.route = route
    self.parameters = parameters
    self.query = query
  }

  /// Every field at once: the resolver's.
  package init(
    route: RouteID, parameters: RouteParameters, query: RouteParameters, redirectedFrom: String?,
    canonicalPath: String?
  ) {
    self.route = route
    self.parameters = parameters
    self.query = query
    self.redirectedFrom = redirectedFrom
    self.canonicalPath = canonicalPath
  }

  public var description: String { parameters.isEmpty ? route.rawValue : "\(route.rawValue)(\(parameters))" }

  public static func == (lhs: RouteMatch, rhs: RouteMatch) -> Bool {
    lhs.route == rhs.route && lhs.parameters == rhs.parameters && lhs.query == rhs.query
      && lhs.redirectedFrom == rhs.redirectedFrom
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(route)
    hasher.combine(parameters)
    hasher.combine(query)
    hasher.combine(redirectedFrom)
  }
}
