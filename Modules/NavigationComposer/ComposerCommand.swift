import Foundation
import NavigationCore
import NavigationJourneys

/// Where the composer prints.
protocol ComposerOutput {
  mutating func write(_ text: String)
  mutating func error(_ text: String)
}

/// The composer's commands. Exit codes: 0 success, 1 a failed expectation or a validation finding,
/// 64 bad usage or a bad journey line.
enum ComposerCommand {
  static let usageError: Int32 = 64

  /// The top-level help, naming the app.
  static func help(for app: ComposedApp) -> String {
    """
    composer: the assembled \(app.name) navigation, in a terminal.

    USAGE
      composer --list-routes [--json]        every registered route
      composer --list-commands [--json]      external-keyboard commands and feature commands
      composer open URL [options] [--json]   resolve a link against a fresh app: plan and state
      composer simulate FILE|- [options] [--json]
                                             run a journey, print the state after each step
                                             (exit 1 when an expect fails)
      composer validate [--json] [--baseline PATH]
                                             check the composition, and its links against the
                                             recorded link baseline (exit 1 with findings)
      composer baseline [--record|--record-additions] [--file PATH]
                                             the link baseline: print it, re-record it on purpose,
                                             or add what is new
      composer graph [--format mermaid|dot]  the navigation graph
      composer export aasa|url-types [--app-id TEAMID.BUNDLE]
                                             apple-app-site-association / CFBundleURLTypes
      composer COMMAND --help                help for one command

    OPTIONS (open, simulate)
      --now ISO8601        the clock, e.g. 2024-11-20T09:00:00Z (default: a journey's "# now:" line,
                           else now); an offset such as -05:00 or -0500 also sets the time zone
      --time-zone ID       the time zone, e.g. America/New_York (default: UTC, or the clock's offset)
      --state-file PATH    load the saved state from PATH at launch and save snapshots there
      --record PATH        write the run's navigation report to PATH: a journey that replays the run
                           (clock, time zone and starting state in its headers) to the same state
      --verbose            log every event to stderr ([level] line N: event)
    """
  }

  static func run(_ arguments: [String], app: ComposedApp, output: inout some ComposerOutput) -> Int32 {
    let help = help(for: app)
    guard let first = arguments.first else {
      output.write(help)
      return 0
    }
    do {
      switch first {
      case "--help", "-h", "help":
        output.write(help)
        return 0
      case "--list-routes":
        return try ListRoutes.run(Array(arguments.dropFirst()), app: app, output: &output)
      case "--list-commands":
        return try ListCommands.run(Array(arguments.dropFirst()), app: app, output: &output)
      case "open":
        return try OpenLink.run(Array(arguments.dropFirst()), app: app, output: &output)
      case "simulate":
        return try Simulate.run(Array(arguments.dropFirst()), app: app, output: &output)
      case "validate":
        return try Validate.run(Array(arguments.dropFirst()), app: app, output: &output)
      case "baseline":
        return try Baseline.run(Array(arguments.dropFirst()), app: app, output: &output)
      case "graph":
        return try Graph.run(Array(arguments.dropFirst()), app: app, output: &output)
      case "export":
        return try Export.run(Array(arguments.dropFirst()), app: app, output: &output)
      default:
        throw UsageError("unknown command '\(first)'", hint: "composer --help")
      }
    } catch let error as UsageError {
      output.error("composer: \(error.message) (try '\(error.hint)')")
      return usageError
    } catch let error as RegistrationError {
      output.error("composer: the modules do not compose:\n\(error.description)")
      return 1
    } catch {
      output.error("composer: \(error)")
      return 1
    }
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

/// The flags of one command, parsed strictly: an unknown flag is a usage error.
struct Flags {
  var positional: [String] = []
  var values: [String: String] = [:]
  var switches: Set<String> = []
  let command: String

  init(_ arguments: [String], command: String, valued: Set<String> = [], switches allowed: Set<String> = []) throws {
    self.command = command
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--help" || argument == "-h" {
        switches.insert("--help")
      } else if valued.contains(argument) {
        guard index + 1 < arguments.count else {
          throw UsageError("\(argument) needs a value", hint: "composer \(command) --help")
        }
        values[argument] = arguments[index + 1]
        index += 1
      } else if allowed.contains(argument) {
        switches.insert(argument)
      } else if argument.hasPrefix("--"), argument.count > 2 {
        throw UsageError("unknown option '\(argument)' for \(command)", hint: "composer \(command) --help")
      } else {
        positional.append(argument)
      }
      index += 1
    }
  }

  var wantsHelp: Bool { switches.contains("--help") }
  var json: Bool { switches.contains("--json") }
}

/// JSON the composer prints: sorted keys, so output is stable for golden files.
enum JSONText {
  static func encode(_ value: some Encodable, pretty: Bool = false) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else {
      return "null"
    }
    return text
  }
}
