import Foundation

/// A journey step that sends an input, declared once: its word, what it takes, how a line reads into the
/// input and how the input prints as a line. The journey parser, the navigation report's writer and the
/// events (``NavigationInput/description``, a ``NavigationTrigger``) all go through ``InputSteps``, so a
/// step that prints is a step that reads back.
package struct InputStep: Sendable {
  /// The step's first word: `push`, `scroll-to`.
  package let word: String
  /// What follows the word, for help texts: `PATH`, `up|down|none`; empty when it takes nothing.
  package let arguments: String
  /// The input of the rest of the line (trimmed, possibly empty), or why the line is malformed.
  let read: @Sendable (_ rest: String, _ registry: RouteRegistry) throws(StepProblem) -> NavigationInput
  /// The text of `input` when it is this step's input, else nil.
  let write: @Sendable (_ input: NavigationInput) -> StepText?

  init(
    _ word: String, _ arguments: String = "",
    read: @escaping @Sendable (_ rest: String, _ registry: RouteRegistry) throws(StepProblem) -> NavigationInput,
    write: @escaping @Sendable (_ input: NavigationInput) -> StepText?
  ) {
    self.word = word
    self.arguments = arguments
    self.read = read
    self.write = write
  }

  /// A step that takes no argument and sends `input`.
  init(_ word: String, sends input: NavigationInput) {
    self.init(
      word,
      read: { rest, _ throws(StepProblem) in
        guard rest.isEmpty else { throw StepProblem("'\(word)' takes no argument") }
        return input
      },
      write: { $0 == input ? .line(word) : nil })
  }

  /// A step that takes one path some route matches (`push PATH`), judged when the line is read
  /// (``InputSteps/pathError(_:registry:)``): `input` is the path's input, `path` the path of this step's input.
  init(
    _ word: String, path input: @escaping @Sendable (String) -> NavigationInput,
    of path: @escaping @Sendable (NavigationInput) -> String?
  ) {
    self.init(
      word, "PATH",
      read: { rest, registry throws(StepProblem) in
        guard !rest.isEmpty, !rest.contains(" ") else { throw StepProblem("\(word) needs one path") }
        if let reason = InputSteps.pathError(rest, registry: registry) { throw StepProblem(reason) }
        return input(rest)
      },
      write: { path($0).map { .word(word, $0) } })
  }

  /// A step that takes one of `choices` (`keyboard show|hide`).
  init(
    _ word: String, oneOf choices: [String], input: @escaping @Sendable (String) -> NavigationInput,
    choice: @escaping @Sendable (NavigationInput) -> String?
  ) {
    self.init(
      word, choices.joined(separator: "|"),
      read: { rest, _ throws(StepProblem) in
        guard choices.contains(rest) else {
          throw StepProblem("'\(word)' takes \(choices.joined(separator: "|")), not '\(rest)'")
        }
        return input(rest)
      },
      write: { choice($0).map { .line(word + " " + $0) } })
  }
}

/// Why a step's argument is malformed: a journey prints it with the line's number.
package struct StepProblem: Error, Sendable {
  package var message: String
  package init(_ message: String) { self.message = message }
}

/// How an input prints as a step.
package enum StepText: Sendable, Equatable {
  /// A journey line that reads back into the input.
  case line(String)
  /// No journey line holds the input (white space at an end, a control character, a word with a space):
  /// the nearest text, for an event; a report writes the input as not replayable.
  case unwritable(String)

  package var text: String {
    switch self {
    case .line(let text), .unwritable(let text): text
    }
  }

  /// `word` and `argument` when the argument is plain text (``InputSteps/plain(_:)``): for a step that reads the
  /// rest of its line, spaces inside included.
  static func rest(_ word: String, _ argument: String) -> StepText {
    InputSteps.plain(argument) ? .line(word + " " + argument) : .unwritable(word + " " + argument)
  }

  /// `word` and `argument` when the argument is one word (``InputSteps/word(_:)``).
  static func word(_ word: String, _ argument: String) -> StepText {
    InputSteps.word(argument) == nil ? .unwritable(word + " " + argument) : .line(word + " " + argument)
  }
}

/// Every input step, and the reading and printing of inputs through them.
package enum InputSteps {
  /// The steps by word; feature commands are the registry's (``FeatureCommand``).
  package static let all: [InputStep] = requests + chrome + lifecycle + results

  private static let byWord: [String: InputStep] = Dictionary(
    all.map { ($0.word, $0) }, uniquingKeysWith: { first, _ in first })

  /// The step named `word`, nil when no built-in step has it.
  package static func step(_ word: String) -> InputStep? { byWord[word] }

  /// The input of a line whose first word is `word` and whose rest is `rest`: a built-in step, else a
  /// feature command of `registry`.
  package static func input(
    word: String, rest: String, registry: RouteRegistry
  ) throws(StepProblem) -> NavigationInput {
    if let step = byWord[word] { return try step.read(rest, registry) }
    guard let command = registry.command(word) else { throw StepProblem("unknown step '\(word)'") }
    if let reason = command.checkArgument(rest) { throw StepProblem(reason) }
    return .command(verb: word, argument: rest)
  }

  /// The text of `input` as a step.
  package static func text(of input: NavigationInput) -> StepText {
    if case .command(let verb, let argument) = input { return commandText(verb: verb, argument: argument) }
    for step in all {
      if let text = step.write(input) { return text }
    }
    // Every input has a step above; a new case without one still prints.
    return .unwritable(String(describing: input))
  }

  /// The journey line of `input`, or nil when no journey line holds it.
  package static func line(for input: NavigationInput) -> String? {
    guard case .line(let line) = text(of: input) else { return nil }
    return line
  }

  static func commandText(verb: String, argument: String) -> StepText {
    let text = argument.isEmpty ? verb : verb + " " + argument
    guard word(verb) != nil, argument.isEmpty || plain(argument) else { return .unwritable(text) }
    return .line(text)
  }

  /// Text a journey line holds as it is: not empty, no white space at either end, no control character
  /// but a tab (a journey line reads a tab inside it as it is: `voice transcribe<TAB>two eggs`).
  package static func plain(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
      !first.properties.isWhitespace, !last.properties.isWhitespace
    else { return false }
    return !text.unicodeScalars.contains { $0 != "\t" && $0.properties.generalCategory == .control }
  }

  /// Plain text without spaces: one word of a step.
  package static func word(_ text: String) -> String? {
    plain(text) && !text.unicodeScalars.contains { $0.properties.isWhitespace } ? text : nil
  }

  static func tabProblem(_ tab: String, in registry: RouteRegistry) -> StepProblem? {
    guard registry.tab(TabID(tab)) == nil else { return nil }
    return StepProblem("no tab '\(tab)' (tabs: \(registry.tabs.map(\.id.rawValue).joined(separator: ", ")))")
  }
}

extension String {
  /// The first word and the rest, trimmed: how a journey line splits into a step's word and its arguments.
  package func splitFirstWord() -> (String, String) {
    let trimmed = trimmingCharacters(in: .whitespaces)
    guard let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (trimmed, "") }
    return (String(trimmed[..<space]), trimmed[space...].trimmingCharacters(in: .whitespaces))
  }
}
