/// An action a feature offers on its own screens (voice input's record button, the review's Confirm),
/// named by a verb that is also its journey step.
///
/// Commands act past the guards: a feature changes its own screens through ``CommandSession``. A command
/// whose screen is not on top answers ``CommandResult/ignored(_:)``, like a tap where there is no button.
public struct FeatureCommand: Sendable {
  /// The journey step's first word: `voice`, `confirm`.
  public var verb: String
  /// The step's forms, for help texts: `voice start|stop|cancel|complete|transcribe TEXT`.
  public var usage: String
  public var summary: String
  /// Where the user's own text starts in the argument, counted in words (`voice transcribe TEXT`: 1); nil
  /// when the argument holds none. A navigation report replaces that text with a placeholder unless the app
  /// opts in (``ReportPrivacy``).
  public var userTextFromWord: Int?
  /// Runs the command with the rest of the step line (possibly empty).
  public var run: @Sendable (_ argument: String, _ session: inout CommandSession) -> CommandResult

  public init(
    verb: String,
    usage: String,
    summary: String,
    userTextFromWord: Int? = nil,
    run: @escaping @Sendable (_ argument: String, _ session: inout CommandSession) -> CommandResult
  ) {
    self.verb = verb
    self.usage = usage
    self.summary = summary
    self.userTextFromWord = userTextFromWord
    self.run = run
  }
}

/// How a command ended.
public enum CommandResult: Hashable, Sendable {
  case done
  /// Nothing offered this here; the state is unchanged and the note says why.
  case ignored(String)
  /// The argument is malformed: a bad journey line.
  case badArgument(String)
  /// The command ran and did not succeed (the app's data refused a save): the state it left is kept (the
  /// screen still shown, a toast saying why) and the input's outcome is failed, with the reason.
  case failed(String)
}
