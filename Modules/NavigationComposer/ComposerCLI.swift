import Foundation

/// The `composer` command line for any composition: `--list-routes`, `--list-commands`, `open`, `simulate`,
/// `validate`, `baseline`, `graph` and `export` (``ComposerCommand/all``), with the output formats and exit
/// codes of the CLI contract.
public enum ComposerCLI {
  /// Runs the command line of this process against `app` and exits with the command's status.
  public static func main(_ app: ComposedApp) -> Never {
    var output = StandardOutput()
    exit(run(Array(CommandLine.arguments.dropFirst()), app: app, output: &output))
  }

  /// Runs `arguments` (without the program name) against `app`, printing to stdout and stderr; returns the
  /// exit status: 0 success, 1 a failed expectation or a finding, 64 bad usage or a bad journey line.
  public static func run(_ arguments: [String], app: ComposedApp) -> Int32 {
    var output = StandardOutput()
    return run(arguments, app: app, output: &output)
  }

  static func run(_ arguments: [String], app: ComposedApp, output: inout some ComposerOutput) -> Int32 {
    ComposerCommand.run(arguments, app: app, output: &output)
  }
}

/// Writes to stdout and stderr, unbuffered: a step's state is printed before the next step is read.
struct StandardOutput: ComposerOutput {
  mutating func write(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  mutating func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
