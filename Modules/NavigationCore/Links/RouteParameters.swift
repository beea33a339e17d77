public import Foundation

/// The canonical parameters of one screen: name → canonical text, kept sorted by name.
///
/// Values are always stored in their canonical printed form (`2024-11-18`, a lower-case UUID), so two
/// screens are equal exactly when their canonical paths are equal.
public struct RouteParameters: Hashable, Codable, Sendable, ExpressibleByDictionaryLiteral,
  CustomStringConvertible
{
  /// One parameter: its name and canonical value.
  struct Pair: Hashable, Sendable {
    var name: String
    var value: String
  }

  /// The pairs, sorted by name (so equal parameters compare, hash and encode alike), each a named struct.
  private var storage: [Pair]

  /// The pairs, sorted by name: a new array, built on each read (iterate it once rather than index it
  /// repeatedly).
  @_spi(Benchmarks) @_spi(Fuzzing) public var pairs: [(name: String, value: String)] {
    storage.map { (name: $0.name, value: $0.value) }
  }

  public init() { storage = [] }

  /// Later pairs replace earlier ones with the same name.
  package init(_ pairs: [(name: String, value: String)]) {
    storage = []
    if !pairs.isEmpty { storage.reserveCapacity(pairs.count) }
    for pair in pairs { self[pair.name] = pair.value }
  }

  /// Pairs whose names are known to be distinct (a pattern's captures, as the resolver reads them): sorted in
  /// place, with no name looked up, as ``init(_:)`` does for each pair to keep the last of a repeated name.
  init(uniqueNames pairs: [Pair]) {
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
    storage = sorted
  }

  /// Pairs already in name order, each name once (a pattern's captures whose segment order is their name
  /// order): stored as they are.
  init(sortedUniqueNames pairs: [Pair]) {
    storage = pairs
  }

  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(elements.map { (name: $0.0, value: $0.1) })
  }

  /// The value for `name`, or nil.
  public subscript(name: String) -> String? {
    get { storage.first { $0.name == name }?.value }
    set {
      if let index = storage.firstIndex(where: { $0.name == name }) {
        if let newValue { storage[index].value = newValue } else { storage.remove(at: index) }
      } else if let newValue {
        let index = storage.firstIndex { $0.name > name } ?? storage.endIndex
        storage.insert(Pair(name: name, value: newValue), at: index)
      }
    }
  }

  package var isEmpty: Bool { storage.isEmpty }

  /// How many parameters there are.
  var count: Int { storage.count }

  /// The UTF-8 length of all the values together.
  var valueLength: Int { storage.reduce(0) { $0 + $1.value.utf8.count } }

  /// The value for `name` read as a calendar day.
  public func day(_ name: String) -> Day? { self[name].flatMap(Day.init) }

  /// The value for `name` read as a UUID.
  public func uuid(_ name: String) -> UUID? { self[name].flatMap(UUID.init(uuidString:)) }

  /// The value for `name` read as an integer.
  package func int(_ name: String) -> Int? { self[name].flatMap { Int($0) } }

  public var description: String {
    storage.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
  }

  private struct CodingKeys: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    storage = try container.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
      Pair(name: $0.stringValue, value: try container.decode(String.self, forKey: $0))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    for pair in storage { try container.encode(pair.value, forKey: CodingKeys(stringValue: pair.name)) }
  }
}
