import Foundation
import NavigationCore

/// Where the composer prints.
protocol ComposerOutput {
  mutating func write(_ text: String)
  mutating func error(_ text: String)
  /// Whether a write has failed: nothing more reaches the reader, so a command may stop early, and the
  /// command line ends with ``ComposerCommand/outputError``.
  var isClosed: Bool { get }
}

extension ComposerOutput {
  var isClosed: Bool { false }
}

/// One composer command: its declaration (name, argument, options, help) and what it does with the parsed
/// command line. The declaration is written once and gives the parser, the command's `--help` and its line
/// in `composer --help`.
protocol ComposerSubcommand: Sendable {
  static func declaration(for app: ComposedApp) -> CommandDeclaration
  static func run(_ flags: Flags, app: ComposedApp, output: inout some ComposerOutput) throws -> Int32
}

/// The composer's commands. Exit codes: 0 success, 1 a failed expectation or a validation finding,
/// 64 bad usage or a bad journey line, 74 standard output or error could not be written.
enum ComposerCommand {
  static let usageError: Int32 = 64
  /// A write to standard output or error failed (`EX_IOERR`): a full disk, a closed descriptor, a reader
  /// that has gone.
  static let outputError: Int32 = 74

  /// Every command, in the order `composer --help` lists them.
  static let all: [any ComposerSubcommand.Type] = [
    ListRoutes.self, ListCommands.self, OpenLink.self, Simulate.self, Validate.self, Baseline.self, Graph.self,
    Export.self,
  ]

  /// The top-level help, naming the app: each command's usage (the shared options as `[options]`) and
  /// summary, then the shared options once.
  static func help(for app: ComposedApp) -> String {
    let declarations = all.map { $0.declaration(for: app) }
    var lines = ["composer: the assembled \(app.name) navigation, in a terminal.", "", "USAGE"]
    let rows = declarations.map { ($0.usage(sharedOptionsAs: "[options]"), $0.summary) }
    for (usage, summary) in rows + [("composer COMMAND --help", ["help for one command"])] {
      lines += HelpText.row(usage, summary, column: HelpText.usageColumn)
    }
    let sharing = declarations.filter { $0.options.contains(where: \.isShared) }
    if let shared = sharing.first?.options.filter(\.isShared), !shared.isEmpty {
      lines += ["", "OPTIONS (\(sharing.map(\.name).joined(separator: ", ")))"]
      lines += HelpText.entries(shared.map { ($0.term, $0.help) })
    }
    return lines.joined(separator: "\n")
  }

  static func run(_ arguments: [String], app: ComposedApp, output: inout some ComposerOutput) -> Int32 {
    guard let first = arguments.first else {
      output.write(help(for: app))
      return 0
    }
    do {
      if first == "--help" || first == "-h" || first == "help" {
        output.write(help(for: app))
        return 0
      }
      guard let command = all.first(where: { $0.declaration(for: app).name == first }) else {
        throw UsageError("unknown command '\(first)'", hint: "composer --help")
      }
      let declaration = command.declaration(for: app)
      let flags = try Flags(Array(arguments.dropFirst()), declaration: declaration)
      if flags.wantsHelp {
        output.write(try declaration.help())
        return 0
      }
      return try command.run(flags, app: app, output: &output)
    } catch let error as UsageError {
      output.error("composer: \(error.message.escapedForLog) (try '\(error.hint)')")
      return usageError
    } catch let error as RegistrationError {
      output.error("composer: the modules do not compose:\n\(error.description)")
      return 1
    } catch {
      output.error("composer: \(String(describing: error).escapedForLog)")
      return 1
    }
  }
}

/// A command as the user sees it: the one place its name, argument, options and help are written.
struct CommandDeclaration {
  /// What follows `composer`: `open`, `--list-routes`.
  var name: String
  var argument: Argument = .none
  var options: [CommandOption] = []
  /// Its line(s) in `composer --help`.
  var summary: [String]
  /// What the command does, before its options in its `--help`.
  var abstract: () throws -> String = { "" }
  /// Entries listed before the options: the values the argument takes.
  var argumentEntries: [(term: String, help: String)] = []
  /// What follows the options in its `--help`: the exit codes.
  var discussion: () throws -> String = { "" }
  /// A section of its own after a blank line, printed as written: the journey steps.
  var appendix: () throws -> String = { "" }

  /// The positional argument a command takes.
  enum Argument {
    case none
    /// Exactly one: its placeholder in the usage, and what the error says the command takes.
    case one(placeholder: String, takes: String)
  }

  /// `composer open URL [--now ISO8601] ...`; with `sharedOptionsAs`, the shared options are that one word.
  func usage(sharedOptionsAs shared: String? = nil) -> String {
    var words = ["composer", name]
    if case .one(let placeholder, _) = argument { words.append(placeholder) }
    var sharedWritten = false
    var index = 0
    while index < options.count {
      let option = options[index]
      if let shared, option.isShared {
        if !sharedWritten { words.append(shared) }
        sharedWritten = true
        index += 1
        continue
      }
      if let group = option.exclusiveGroup {
        let members = options[index...].prefix { $0.exclusiveGroup == group }
        words.append("[" + members.map(\.term).joined(separator: "|") + "]")
        index += members.count
        continue
      }
      words.append("[\(option.term)]")
      index += 1
    }
    return words.joined(separator: " ")
  }

  /// The command's `--help`: the usage, what it does, its argument's values and options, then the rest.
  func help() throws -> String {
    var lines = [usage()]
    let abstract = try abstract()
    if !abstract.isEmpty { lines += HelpText.indented(abstract) }
    lines += HelpText.entries(argumentEntries + options.map { ($0.term, $0.help) })
    let discussion = try discussion()
    if !discussion.isEmpty { lines += HelpText.indented(discussion) }
    let appendix = try appendix()
    if !appendix.isEmpty { lines += [""] + appendix.components(separatedBy: "\n") }
    return lines.joined(separator: "\n")
  }

  func option(named name: String) -> CommandOption? {
    options.first { $0.name == name }
  }
}

/// One option of a command: a switch (`--json`), or a flag with a value (`--now ISO8601`).
struct CommandOption {
  var name: String
  /// The value's placeholder; nil for a switch.
  var value: String?
  var help: String
  /// The values it accepts, when only a few are (`--format mermaid|dot`); empty for any.
  var choices: [String] = []
  /// Options of one group exclude each other (`--record|--record-additions`).
  var exclusiveGroup: String?
  /// One of the options `open` and `simulate` share, listed once in `composer --help`.
  var isShared = false

  var term: String { value.map { "\(name) \($0)" } ?? name }

  static func json(_ help: String) -> CommandOption {
    CommandOption(name: "--json", help: help)
  }
}

/// A bad command line: one line on stderr, exit 64.
struct UsageError: Error {
  var message: String
  var hint: String

  init(_ message: String, hint: String) {
    self.message = message
    self.hint = hint
  }
}

/// A command line parsed strictly against its command's declaration: an unknown option, an option given
/// twice, a missing value, a value outside the choices, two options of one group, or a wrong argument count
/// is a usage error.
struct Flags {
  var positional: [String] = []
  var values: [String: String] = [:]
  var switches: Set<String> = []
  let command: String

  init(_ arguments: [String], declaration: CommandDeclaration) throws {
    command = declaration.name
    let hint = "composer \(command) --help"
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--help" || argument == "-h" {
        switches.insert("--help")
      } else if let option = declaration.option(named: argument) {
        // Given twice is a usage error, never a silent last-wins: `--state-file A --state-file B` says
        // nothing about which file the user meant.
        guard !isSet(argument) else { throw UsageError("\(argument) is given more than once", hint: hint) }
        if option.value == nil {
          switches.insert(argument)
        } else {
          // The next argument is the value, unless it is one of the command's own options: `--locale --json`
          // is a missing value, not the language `--json`.
          guard index + 1 < arguments.count, !Self.isOption(arguments[index + 1], of: declaration) else {
            throw UsageError("\(argument) needs a value", hint: hint)
          }
          let value = arguments[index + 1]
          guard option.choices.isEmpty || option.choices.contains(value) else {
            let choices = option.choices.joined(separator: " or ")
            throw UsageError("\(argument) takes \(choices), not '\(value)'", hint: hint)
          }
          values[argument] = value
          index += 1
        }
      } else if argument.hasPrefix("--"), argument.count > 2 {
        throw UsageError("unknown option '\(argument)' for \(command)", hint: hint)
      } else {
        positional.append(argument)
      }
      index += 1
    }
    // Asking for help is never a usage error, whatever else the line holds (but an unknown option is).
    if wantsHelp { return }
    let groups = declaration.options.compactMap(\.exclusiveGroup)
    for (index, group) in groups.enumerated() where !groups[..<index].contains(group) {
      let given = declaration.options.filter { $0.exclusiveGroup == group && isSet($0.name) }.map(\.name)
      if given.count > 1 { throw UsageError("\(given.joined(separator: " and ")) exclude each other", hint: hint) }
    }
    switch declaration.argument {
    case .none:
      if let extra = positional.first { throw UsageError("\(command) takes no argument '\(extra)'", hint: hint) }
    case .one(_, let takes):
      if positional.count != 1 { throw UsageError("\(command) takes \(takes)", hint: hint) }
    }
  }

  /// Whether `argument` names an option of `declaration`, or asks for help.
  private static func isOption(_ argument: String, of declaration: CommandDeclaration) -> Bool {
    argument == "--help" || argument == "-h" || declaration.option(named: argument) != nil
  }

  var wantsHelp: Bool { switches.contains("--help") }
  var json: Bool { switches.contains("--json") }

  func isSet(_ name: String) -> Bool { switches.contains(name) || values[name] != nil }
}

/// The layout of help text: two-space indents, terms in an aligned column, continuation lines under their
/// first line.
enum HelpText {
  /// The width of the usage column in `composer --help`: a longer usage puts its summary on the next line.
  static let usageColumn = 37

  static func indented(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
  }

  /// `  term  first line`, then each further line under the first.
  static func row(_ term: String, _ lines: [String], column: Int) -> [String] {
    let pad = String(repeating: " ", count: 2 + column + 2)
    guard term.count <= column else { return ["  " + term] + lines.map { pad + $0 } }
    let first = "  " + term.padding(toLength: column, withPad: " ", startingAt: 0) + "  " + (lines.first ?? "")
    return [first] + lines.dropFirst().map { pad + $0 }
  }

  /// Terms with their help, aligned two spaces after the longest term.
  static func entries(_ entries: [(term: String, help: String)]) -> [String] {
    guard let column = entries.map(\.term.count).max() else { return [] }
    return entries.flatMap { row($0.term, $0.help.components(separatedBy: "\n"), column: column) }
  }
}

/// JSON the composer prints: sorted keys, so output is stable for golden files.
enum JSONText {
  static func encode(_ value: some Encodable, pretty: Bool = false) -> String {
    CanonicalJSON.text(value, pretty: pretty) ?? "null"
  }
}
