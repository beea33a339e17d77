/// A height a sheet may rest at: a route presented as ``ModalStyle/sheet`` declares the ones it offers with
/// ``RouteDefinition/detents(_:)``, and the state keeps the one the sheet stands at
/// (`ModalPresentation.detent`).
///
/// Saved in a snapshot as its ``description`` (`medium`, `large`, `fraction:0.4`, `height:320`).
public enum SheetDetent: Hashable, Sendable, Codable, CustomStringConvertible {
  /// About half the screen.
  case medium
  /// The full sheet.
  case large
  /// A fraction of the screen's height, greater than 0 and at most 1.
  case fraction(Double)
  /// A height in points, greater than 0.
  case height(Double)

  /// `medium`, `large`, `fraction:0.4` or `height:320`.
  public var description: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let value): "fraction:\(Self.number(value))"
    case .height(let value): "height:\(Self.number(value))"
    }
  }

  /// The detent a ``description`` names; nil for any other text.
  package init?(_ description: String) {
    switch description {
    case "medium": self = .medium
    case "large": self = .large
    default:
      let parts = description.split(separator: ":", maxSplits: 1).map(String.init)
      guard parts.count == 2, let value = Double(parts[1]), value.isFinite else { return nil }
      switch parts[0] {
      case "fraction": self = .fraction(value)
      case "height": self = .height(value)
      default: return nil
      }
    }
  }

  /// Whether a sheet can rest at it: a fraction in (0, 1], a height above 0.
  package var isValid: Bool {
    switch self {
    case .medium, .large: true
    case .fraction(let value): value > 0 && value <= 1
    case .height(let value): value > 0 && value.isFinite
    }
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let detent = SheetDetent(text) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a sheet detent: \(text)"))
    }
    self = detent
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// `320` rather than `320.0`, so a whole number reads as the feature team wrote it.
  private static func number(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// What is wrong with a route's declared detents (``RegistrationProblem/invalidDetents(_:module:problem:)``).
package enum SheetDetentProblem: Hashable, Sendable {
  /// Detents declared on a route that is not presented as a sheet.
  case notASheet
  /// An empty list: a sheet with no height to rest at.
  case empty
  /// A fraction outside (0, 1] or a height not above 0.
  case outOfRange(SheetDetent)
  /// The same detent listed twice.
  case duplicate(SheetDetent)

  /// The problem as a key of the core's table; `route` declared the detents.
  func text(route: RouteID) -> LocalizedText {
    switch self {
    case .notASheet: LocalizedText("registration.detentsNotSheet", "\(route)")
    case .empty: LocalizedText("registration.detentsEmpty", "\(route)")
    case .outOfRange(let detent): LocalizedText("registration.detentOutOfRange", "\(route)", "\(detent)")
    case .duplicate(let detent): LocalizedText("registration.detentTwice", "\(route)", "\(detent)")
    }
  }
}
