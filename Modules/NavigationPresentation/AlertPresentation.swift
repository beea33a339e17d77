public import NavigationCore

/// The alert a guard's question shows: its message and buttons, the first one confirming.
public struct AlertPresentation: Hashable, Sendable, Identifiable {
  /// The question.
  public var message: String
  /// The button that performs the request.
  public var confirmTitle: String
  /// The button that keeps things as they are.
  public var cancelTitle: String
  /// An alert, or a confirmation dialog, as the guard asked.
  public var style: ConfirmationStyle

  /// A question with two buttons, shown as `style` says.
  public init(message: String, confirmTitle: String, cancelTitle: String, style: ConfirmationStyle = .alert) {
    self.message = message
    self.confirmTitle = confirmTitle
    self.cancelTitle = cancelTitle
    self.style = style
  }

  /// The alert of a state, worded in `localization`; nil when no question is asked.
  init?(_ alert: AlertState?, in localization: Localization) {
    guard let alert, let confirm = alert.actions.first else { return nil }
    self.init(
      message: alert.message.resolved(in: localization), confirmTitle: confirm.resolved(in: localization),
      cancelTitle: (alert.actions.last ?? confirm).resolved(in: localization), style: alert.style)
  }

  /// The question: one alert a question.
  public var id: String { message }
}
