public import Foundation

/// A type a route pattern's parameter or a link's query item can hold: ``Day``, `UUID`, `Int`, `String` or `Bool`
/// (a raw-value enum is read through its raw value, `RouteFieldCoding`).
///
/// Each type reads and writes the canonical text a resolved path stores (`2024-11-18`, a lower-case UUID, an
/// unpadded integer, a decoded string), so a ``RouteValue`` moves between a path and its fields without
/// re-implementing the pattern's rules.
package protocol RouteParameterValue: Hashable, Sendable {
  /// The kind a pattern declares for a parameter of this type (`{date:day}`).
  static var parameterKind: ParameterKind { get }
  /// The value written as `text`, or nil when `text` is not the canonical text of a value of this type.
  static func routeParameterValue(_ text: String) -> Self?
  /// The canonical text of the value.
  var routeParameter: String { get }
}

extension Day: RouteParameterValue {
  package static var parameterKind: ParameterKind { .day }
  package static func routeParameterValue(_ text: String) -> Day? { Day(text) }
  package var routeParameter: String { description }
}

extension UUID: RouteParameterValue {
  package static var parameterKind: ParameterKind { .uuid }
  /// Either case reads; the canonical text is lower case.
  package static func routeParameterValue(_ text: String) -> UUID? { UUID(uuidString: text) }
  package var routeParameter: String { uuidString.lowercased() }
}

extension Int: RouteParameterValue {
  package static var parameterKind: ParameterKind { .int }
  /// A non-negative decimal without a sign or leading zeros, as an `int` parameter prints.
  package static func routeParameterValue(_ text: String) -> Int? {
    ParameterSyntax.isCanonical(text, for: .int) ? Int(text) : nil
  }
  package var routeParameter: String { String(self) }
}

extension String: RouteParameterValue {
  package static var parameterKind: ParameterKind { .string }
  /// Any text a `string` parameter accepts: non-empty, not `.` or `..`, no `/` or control characters.
  package static func routeParameterValue(_ text: String) -> String? {
    ParameterSyntax.isCanonical(text, for: .string) ? text : nil
  }
  package var routeParameter: String { self }
}

extension Bool: RouteParameterValue {
  package static var parameterKind: ParameterKind { .bool }
  /// `true` or `false`, exactly.
  package static func routeParameterValue(_ text: String) -> Bool? {
    switch text {
    case "true": true
    case "false": false
    default: nil
    }
  }
  package var routeParameter: String { self ? "true" : "false" }
}
