import Foundation

/// A presented route that hands a typed value back to the screen that presented it: a picker, a chooser.
///
/// The route value declares the type once; the engine keeps what the presented screen returns as its
/// canonical JSON, so it is saved and restored with the state as a payload is:
///
/// ```swift
/// public struct GoalPicker: ReturnsResult {
///   public static let routeID: RouteID = "settings.goalPicker"
///   public static let pattern = "settings/goal-picker"
///   public typealias ResultValue = Int
///   public init() {}
/// }
/// ```
///
/// The presented screen finishes with ``NavigationInput/returnResult(_:)`` (`ReturnsResult.result(_:)` builds
/// it typed); any other way it closes (dismiss, Back, Cancel, a link) returns
/// ``PresentationResult/cancelled``. The screen below reads it typed (`PendingResult.result(of:)`).
public protocol ReturnsResult: RouteValue {
  /// What the presented screen hands back.
  associatedtype ResultValue: Codable & Sendable & Equatable
}

extension ReturnsResult {
  /// The input that closes this route's screen, handing `value` to the screen that presented it; nil only
  /// when the value cannot be encoded as JSON.
  package static func result(_ value: ResultValue) -> NavigationInput? {
    guard let json = PendingResult.encode(value) else { return nil }
    return .returnResult(json)
  }

  /// `json` as this route's ``ResultValue``, written canonically (sorted keys), or nil when it is not one.
  static func canonicalResult(_ json: String) -> String? {
    guard let value = PendingResult.decode(ResultValue.self, from: json) else { return nil }
    return PendingResult.encode(value)
  }

  /// The type's name, for a refused value's reason.
  static var resultTypeName: String { String(describing: ResultValue.self) }
}

/// What a presented route returned to the screen that presented it: a value, or cancelled.
public enum PresentationResult<Value: Sendable & Equatable>: Sendable, Equatable {
  case value(Value)
  /// The screen closed without a value (dismissed, Back, Cancel, a link).
  case cancelled

  /// The value, nil when cancelled.
  public var value: Value? {
    if case .value(let value) = self { return value }
    return nil
  }
}

/// The result a closed route left for the screen that presented it, until that screen consumes it
/// (``NavigationInput/consumeResult``) or leaves.
///
/// It is keyed by the presenter (its tab and canonical path), so it reaches no other screen; the state keeps
/// one, the newest. It is saved with the snapshot (its value as canonical JSON, at most
/// `NavigationLimits.resultBytes`), so a background and a termination by the system keep it and a
/// force-quit drops it, as a payload.
package struct PendingResult: Hashable, Codable, Sendable {
  /// The route that returned it.
  package var route: RouteID
  /// The tab the presenter is in (the modal chain's origin).
  package var tab: TabID
  /// The canonical path of the screen that presented the route.
  package var presenter: String
  /// The value as canonical JSON; nil when the route was cancelled.
  package var value: String?

  package init(route: RouteID, tab: TabID, presenter: String, value: String?) {
    self.route = route
    self.tab = tab
    self.presenter = presenter
    self.value = value
  }

  /// The result typed as `Route` declares it, when it came from that route (nil otherwise, and for a value
  /// that no longer decodes as the type).
  package func result<Route: ReturnsResult>(of route: Route.Type) -> PresentationResult<Route.ResultValue>? {
    guard self.route == Route.routeID else { return nil }
    guard let value else { return .cancelled }
    return PendingResult.decode(Route.ResultValue.self, from: value).map { .value($0) }
  }

  /// `value` as canonical JSON (``CanonicalJSON``).
  static func encode<Value: Encodable>(_ value: Value) -> String? { CanonicalJSON.text(value) }

  static func decode<Value: Decodable>(_ type: Value.Type, from json: String) -> Value? {
    guard json.utf8.count <= NavigationLimits.resultBytes else { return nil }
    return try? JSONDecoder().decode(type, from: Data(json.utf8))
  }
}

extension RouteDefinition {
  /// The route's value type when it returns a result (``ReturnsResult``), else nil.
  package var resultType: (any ReturnsResult.Type)? { valueType as? any ReturnsResult.Type }
}
