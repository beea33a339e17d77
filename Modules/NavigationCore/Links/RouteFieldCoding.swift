// The coders behind RouteValue: a route value's `Codable` conformance, read and written over its fields. A
// property is a keyed field; its type is one of the RouteParameterValue types (Day, UUID, Int, String), or an
// optional of one for a query item. Anything else (a nested value, an array, a Bool) is refused with the
// property's name, and registration's recording decoder refuses it before the app runs.

/// What a ``RouteValue``'s properties are, as registration records them from its `Decodable` conformance.
package struct RecordedRouteField: Hashable, Sendable {
  /// The key the property is read under (its `CodingKeys` name).
  package var name: String
  /// The parameter kind of its type; nil when its type is none of `Day`, `UUID`, `Int` and `String`.
  package var kind: ParameterKind?
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
  }
}

private func parameterType<T>(_ type: T.Type) -> (any RouteParameterValue.Type)? {
  type as? any RouteParameterValue.Type
}

/// A failure in a container the route coders do not offer (a nested or unkeyed one).
private func unsupported(_ path: [any CodingKey], _ what: String) -> RouteValueError {
  .unsupportedField(name: path.last?.stringValue ?? "", reason: what)
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
      guard let value = value as? any RouteParameterValue else {
        throw RouteValueError.unsupportedField(name: key.stringValue, reason: "\(T.self) is not a route parameter type")
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
      guard let valueType = parameterType(T.self) else {
        throw RouteValueError.unsupportedField(name: key.stringValue, reason: "\(T.self) is not a route parameter type")
      }
      guard let text = decoder.text(key.stringValue) else { throw RouteValueError.missingValue(name: key.stringValue) }
      guard let value = valueType.routeParameterValue(text) as? T else {
        throw RouteValueError.invalidValue(name: key.stringValue, value: text, kind: valueType.parameterKind)
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
  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    log.fields.append(RecordedRouteField(name: "", kind: nil, typeName: "an unkeyed value", isOptional: false))
    throw unsupported([], "an unkeyed value")
  }
  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    log.fields.append(RecordedRouteField(name: "", kind: nil, typeName: "a single value", isOptional: false))
    throw unsupported([], "a single value")
  }

  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let log: RouteFieldLog
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      let valueType = record(T.self, key, optional: false)
      guard let valueType, let value = valueType.routeParameterValue(sampleText(valueType.parameterKind)) as? T else {
        throw RouteValueError.unsupportedField(name: key.stringValue, reason: "\(T.self) is not a route parameter type")
      }
      return value
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
      try recordOptional(T.self, key)
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try recordOptional(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try recordOptional(type, key) }

    private func recordOptional<T>(_ type: T.Type, _ key: Key) throws -> T? {
      guard record(type, key, optional: true) != nil else {
        throw RouteValueError.unsupportedField(name: key.stringValue, reason: "\(T.self) is not a route parameter type")
      }
      return nil
    }

    private func record<T>(_ type: T.Type, _ key: Key, optional: Bool) -> (any RouteParameterValue.Type)? {
      let valueType = parameterType(type)
      log.fields.append(
        RecordedRouteField(
          name: key.stringValue, kind: valueType?.parameterKind, typeName: "\(T.self)", isOptional: optional))
      return valueType
    }

    func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) throws -> KeyedDecodingContainer<N> {
      log.fields.append(
        RecordedRouteField(name: key.stringValue, kind: nil, typeName: "a nested value", isOptional: false))
      throw unsupported([key], "a nested value")
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      log.fields.append(
        RecordedRouteField(name: key.stringValue, kind: nil, typeName: "a nested value", isOptional: false))
      throw unsupported([key], "a nested value")
    }
    func superDecoder() throws -> any Decoder { throw unsupported([], "a superclass") }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw unsupported([key], "a superclass") }
  }
}
