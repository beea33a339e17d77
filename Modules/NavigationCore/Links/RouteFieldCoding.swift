// The coders behind RouteValue: a route value's `Codable` conformance, read and written over its fields. A
// property is a keyed field; its type is one of the RouteParameterValue types (Day, UUID, Int, String, Bool), a
// `CaseIterable` enum whose raw values are `String` or `Int` (read and written as its raw value, only its cases
// read), or an optional of one for a query item. Anything else (a nested value, an array) is refused with the
// property's name, and registration's recording decoder refuses it before the app runs.

/// What a ``RouteValue``'s properties are, as registration records them from its `Decodable` conformance.
package struct RecordedRouteField: Hashable, Sendable {
  /// The key the property is read under (its `CodingKeys` name).
  package var name: String
  /// The parameter kind of its type (an enum's is its raw values': `string` or `int`); nil when its type is none
  /// a route holds.
  package var kind: ParameterKind?
  /// An enum's cases, as the texts of their raw values in declaration order; nil for any other type.
  package var cases: [String]? = nil
  /// The type as written, for messages (`Day`, `Bool`).
  package var typeName: String
  /// Read with `decodeIfPresent`: an optional property.
  package var isOptional: Bool
}

extension RouteValue {
  /// Each property the type reads, in the order its `init(from:)` reads them, recorded without any value:
  /// what registration compares with the pattern's parameters and the ``queryKeys``. A type that reads
  /// something no route can hold stops the recording there (``RecordedRouteField/kind`` is nil).
  package static func recordedFields() -> [RecordedRouteField] {
    let recorder = RouteFieldRecorder()
    _ = try? Self(from: recorder)
    return recorder.log.fields
  }
}

/// The canonical text of one value of each kind: what the recording decoder hands back.
private func sampleText(_ kind: ParameterKind) -> String {
  switch kind {
  case .day: "2000-01-01"
  case .uuid: "00000000-0000-0000-0000-000000000000"
  case .int: "0"
  case .string: "x"
  case .bool: "false"
  }
}

/// How a property's type is read and written: one of the parameter value types, or a raw-value enum, whose
/// cases' raw values (`String` or `Int`) are the texts it takes and writes.
private enum FieldType {
  case value(any RouteParameterValue.Type)
  case enumeration(kind: ParameterKind, cases: [String], read: (String) -> Any?)

  init?<T>(_ type: T.Type) {
    if let value = type as? any RouteParameterValue.Type {
      self = .value(value)
    } else if let enumeration = type as? any (CaseIterable & RawRepresentable).Type,
      let found = Self.enumeration(enumeration)
    {
      self = found
    } else {
      return nil
    }
  }

  /// An enum with at least one case whose raw values are `String` or `Int`; nil for any other.
  private static func enumeration<E: CaseIterable & RawRepresentable>(_ type: E.Type) -> FieldType? {
    let raws = E.allCases.map(\.rawValue)
    guard !raws.isEmpty else { return nil }
    if let texts = raws as? [String] {
      return .enumeration(
        kind: .string, cases: texts, read: { text in (text as? E.RawValue).flatMap { E(rawValue: $0) } })
    }
    guard let numbers = raws as? [Int] else { return nil }
    return .enumeration(
      kind: .int, cases: numbers.map(String.init),
      read: { text in Int.routeParameterValue(text).flatMap { $0 as? E.RawValue }.flatMap { E(rawValue: $0) } })
  }

  var kind: ParameterKind {
    switch self {
    case .value(let type): type.parameterKind
    case .enumeration(let kind, _, _): kind
    }
  }

  var cases: [String]? {
    if case .enumeration(_, let cases, _) = self { cases } else { nil }
  }

  /// The value `text` reads as, or nil when it is no value of the type (for an enum: none of its cases).
  func read(_ text: String) -> Any? {
    switch self {
    case .value(let type): type.routeParameterValue(text)
    case .enumeration(_, _, let read): read(text)
    }
  }

  /// The text of `value`: a parameter value's canonical text, an enum's raw value.
  static func text(of value: Any) -> String? {
    if let value = value as? any RouteParameterValue { return value.routeParameter }
    guard let raw = (value as? any RawRepresentable)?.rawValue else { return nil }
    if let text = raw as? String { return text }
    return (raw as? Int).map(String.init)
  }
}

/// A failure in a container the route coders do not offer (a nested or unkeyed one).
private func unsupported(_ path: [any CodingKey], _ what: String) -> RouteValueError {
  .unsupportedField(name: path.last?.stringValue ?? "", reason: what)
}

/// A property whose type no route parameter has (``FieldType``): refused by name, the type named.
private func notAParameter(_ type: Any.Type, _ key: some CodingKey) -> RouteValueError {
  .unsupportedField(name: key.stringValue, reason: "\(type) is not a route parameter type")
}

// MARK: - Writing

final class RouteFieldStorage: @unchecked Sendable {
  // One encode at a time, on the caller's thread: nothing shares it.
  var fields = RouteValueFields()
}

struct RouteFieldEncoder: Encoder {
  let queryKeys: [String]
  let storage = RouteFieldStorage()
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Keyed<Key>(encoder: self))
  }
  func unkeyedContainer() -> any UnkeyedEncodingContainer { Refusing(codingPath: []) }
  func singleValueContainer() -> any SingleValueEncodingContainer { Refusing(codingPath: []) }

  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: RouteFieldEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      guard FieldType(T.self) != nil, let value = FieldType.text(of: value) else {
        throw notAParameter(T.self, key)
      }
      if encoder.queryKeys.contains(key.stringValue) {
        encoder.storage.fields.setQuery(key.stringValue, value)
      } else {
        encoder.storage.fields.setParameter(key.stringValue, value)
      }
    }

    mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) -> KeyedEncodingContainer<N> {
      KeyedEncodingContainer(RefusingKeyed<N>(codingPath: [key]))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      Refusing(codingPath: [key])
    }
    mutating func superEncoder() -> any Encoder { RefusingEncoder(codingPath: []) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { RefusingEncoder(codingPath: [key]) }
  }
}

/// An encoder for what a route cannot hold: every write fails.
private struct RefusingEncoder: Encoder {
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(RefusingKeyed<Key>(codingPath: codingPath))
  }
  func unkeyedContainer() -> any UnkeyedEncodingContainer { Refusing(codingPath: codingPath) }
  func singleValueContainer() -> any SingleValueEncodingContainer { Refusing(codingPath: codingPath) }
}

private struct RefusingKeyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let codingPath: [any CodingKey]
  mutating func encodeNil(forKey key: Key) throws { throw unsupported(codingPath, "a nested value") }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    throw unsupported(codingPath, "a nested value")
  }
  mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) -> KeyedEncodingContainer<N> {
    KeyedEncodingContainer(RefusingKeyed<N>(codingPath: codingPath))
  }
  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    Refusing(codingPath: codingPath)
  }
  mutating func superEncoder() -> any Encoder { RefusingEncoder(codingPath: codingPath) }
  mutating func superEncoder(forKey key: Key) -> any Encoder { RefusingEncoder(codingPath: codingPath) }
}

private struct Refusing: SingleValueEncodingContainer, UnkeyedEncodingContainer {
  let codingPath: [any CodingKey]
  var count: Int { 0 }
  mutating func encodeNil() throws { throw unsupported(codingPath, "an unkeyed or single value") }
  mutating func encode<T: Encodable>(_ value: T) throws {
    throw unsupported(codingPath, "an unkeyed or single value")
  }
  mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type) -> KeyedEncodingContainer<N> {
    KeyedEncodingContainer(RefusingKeyed<N>(codingPath: codingPath))
  }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
  mutating func superEncoder() -> any Encoder { RefusingEncoder(codingPath: codingPath) }
}

// MARK: - Reading

struct RouteFieldDecoder: Decoder {
  let fields: RouteValueFields
  let queryKeys: [String]
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(Keyed<Key>(decoder: self))
  }
  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw unsupported([], "an unkeyed value")
  }
  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw unsupported([], "a single value")
  }

  func text(_ key: String) -> String? {
    queryKeys.contains(key) ? fields.query[key] : fields.parameters[key]
  }

  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: RouteFieldDecoder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] {
      (decoder.fields.parameters.pairs + decoder.fields.query.pairs).compactMap { Key(stringValue: $0.name) }
    }

    func contains(_ key: Key) -> Bool { decoder.text(key.stringValue) != nil }
    func decodeNil(forKey key: Key) throws -> Bool { decoder.text(key.stringValue) == nil }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      guard let fieldType = FieldType(T.self) else {
        throw notAParameter(T.self, key)
      }
      guard let text = decoder.text(key.stringValue) else { throw RouteValueError.missingValue(name: key.stringValue) }
      guard let value = fieldType.read(text) as? T else {
        throw RouteValueError.invalidValue(name: key.stringValue, value: text, kind: fieldType.kind)
      }
      return value
    }

    func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) throws -> KeyedDecodingContainer<N> {
      throw unsupported([key], "a nested value")
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      throw unsupported([key], "a nested value")
    }
    func superDecoder() throws -> any Decoder { throw unsupported([], "a superclass") }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw unsupported([key], "a superclass") }
  }
}

// MARK: - Recording (registration's check)

final class RouteFieldLog: @unchecked Sendable {
  // One recording at a time, on the registering thread: nothing shares it.
  var fields: [RecordedRouteField] = []

  /// Records `what` (a nested value, an unkeyed one) at `path` as a property no route can hold, and returns
  /// its refusal, which stops the recording there.
  func refuse(_ path: [any CodingKey], _ what: String) -> RouteValueError {
    fields.append(RecordedRouteField(name: path.last?.stringValue ?? "", kind: nil, typeName: what, isOptional: false))
    return unsupported(path, what)
  }
}

/// Reads a type without any value: each property it asks for is recorded with its kind and whether it is
/// optional, and answered with a sample of its kind (or nil, for an optional). The primitive
/// `decodeIfPresent` overloads are answered here too: their default implementations would call `decode` and
/// record an optional property as required.
struct RouteFieldRecorder: Decoder {
  let log = RouteFieldLog()
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(Keyed<Key>(log: log))
  }
  func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw log.refuse([], "an unkeyed value") }
  func singleValueContainer() throws -> any SingleValueDecodingContainer { throw log.refuse([], "a single value") }

  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let log: RouteFieldLog
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      let fieldType = record(T.self, key, optional: false)
      guard let fieldType, let value = fieldType.read(fieldType.cases?.first ?? sampleText(fieldType.kind)) as? T else {
        throw notAParameter(T.self, key)
      }
      return value
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
      try recordOptional(T.self, key)
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try recordOptional(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try recordOptional(type, key) }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try recordOptional(type, key) }

    private func recordOptional<T>(_ type: T.Type, _ key: Key) throws -> T? {
      guard record(type, key, optional: true) != nil else {
        throw notAParameter(T.self, key)
      }
      return nil
    }

    private func record<T>(_ type: T.Type, _ key: Key, optional: Bool) -> FieldType? {
      let fieldType = FieldType(type)
      log.fields.append(
        RecordedRouteField(
          name: key.stringValue, kind: fieldType?.kind, cases: fieldType?.cases, typeName: "\(T.self)",
          isOptional: optional))
      return fieldType
    }

    func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) throws -> KeyedDecodingContainer<N> {
      throw log.refuse([key], "a nested value")
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      throw log.refuse([key], "a nested value")
    }
    func superDecoder() throws -> any Decoder { throw unsupported([], "a superclass") }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw unsupported([key], "a superclass") }
  }
}
