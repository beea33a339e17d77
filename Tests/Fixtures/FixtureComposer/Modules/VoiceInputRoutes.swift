// The golden files' copy of Modules/VoiceInputRoutes: a fixture, never updated with the live module.
public import NavigationCore

// Voice input's route value: what any feature or screens target imports to open voice input by type. Values
// only; VoiceInputFeature registers it.

/// The voice input sheet, which the floating button opens. Its session (phase and transcript) is the sheet's
/// restoration payload, not a parameter.
public struct VoiceInput: RouteValue {
  public static let routeID: RouteID = "voice.input"
  public static let pattern = "voice"

  public init() {}
}
