/// An action a feature offers on its own screens (voice input's record button, the review's Confirm),
/// named by a verb that is also its journey step.
///
/// Commands act past the guards: a feature changes its own screens through ``CommandSession``. A command
/// whose screen is not on top answers ``CommandResult/ignored(_:)``, like a tap where there is no button.
public struct FeatureCommand: Sendable {
  /// The journey step's first word: `voice`, `confirm`.
  package var verb: String
  /// The step's forms, for help texts: `voice start|stop|cancel|complete|transcribe TEXT`.
  package var usage: String
  package var summary: String
  /// Where the user's own text starts in the argument, counted in words (`voice transcribe TEXT`: 1); nil
  /// when the argument holds none. A navigation report replaces that text with a placeholder unless the app
  /// opts in (``ReportPrivacy``).
  package var userTextFromWord: Int?
  /// Why an argument is malformed whatever the state (nil when it is well formed): a journey checks every
  /// line with it before any step runs, and the engine refuses such an argument with
  /// ``CommandResult/badArgument(_:)`` before `run` sees it.
  package var checkArgument: @Sendable (_ argument: String) -> String?
  /// Runs the command with the rest of the step line (possibly empty), once `checkArgument` accepted it.
  package var run: @Sendable (_ argument: String, _ session: inout CommandSession) -> CommandResult

  public init(
    verb: String,
    usage: String,
    summary: String,
    userTextFromWord: Int? = nil,
    checkArgument: @escaping @Sendable (_ argument: String) -> String? = { _ in nil },
    run: @escaping @Sendable (_ argument: String, _ session: inout CommandSession) -> CommandResult
  ) {
    self.verb = verb
    self.usage = usage
    self.summary = summary
    self.userTextFromWord = userTextFromWord
    self.checkArgument = checkArgument
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
