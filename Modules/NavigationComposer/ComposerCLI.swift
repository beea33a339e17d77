import Foundation
import NavigationCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `composer` command line for any composition: `--list-routes`, `--list-commands`, `open`, `simulate`,
/// `validate`, `baseline`, `graph` and `export`, with the output formats and exit
/// codes of the CLI contract.
public enum ComposerCLI {
  /// Runs the command line of this process against `app` and exits with the command's status.
  public static func main(_ app: ComposedApp) -> Never {
    var output = StandardOutput()
    exit(run(Array(CommandLine.arguments.dropFirst()), app: app, output: &output))
  }

  /// Runs `arguments` (without the program name) against `app`, printing to stdout and stderr; returns the
  /// exit status: 0 success, 1 a failed expectation or a finding, 64 bad usage or a bad journey line, 74
  /// when standard output or error could not be written.
  public static func run(_ arguments: [String], app: ComposedApp) -> Int32 {
    var output = StandardOutput()
    return run(arguments, app: app, output: &output)
  }

  static func run(_ arguments: [String], app: ComposedApp, output: inout some ComposerOutput) -> Int32 {
    let status = ComposerCommand.run(arguments, app: app, output: &output)
    return output.isClosed ? ComposerCommand.outputError : status
  }
}

/// Writes to stdout and stderr, unbuffered: a step's state is printed before the next step is read.
///
/// A write that fails never traps. When standard output fails, one line saying why goes to standard error
/// (nothing when the reader has gone: `EPIPE`, as `head` does, with SIGPIPE ignored), nothing more is
/// written there, and the command ends with ``ComposerCommand/outputError``. When standard error fails, its
/// lines are dropped and the command ends the same way.
struct StandardOutput: ComposerOutput {
  private let output: Int32
  private let errors: Int32
  private var outputFailed = false
  private var errorsFailed = false

  /// Writes to the descriptors `output` and `errors` (standard output and error unless told).
  init(output: Int32 = STDOUT_FILENO, errors: Int32 = STDERR_FILENO) {
    self.output = output
    self.errors = errors
  }

  var isClosed: Bool { outputFailed || errorsFailed }

  mutating func write(_ text: String) {
    guard !outputFailed else { return }
    guard let failure = FileDescriptorIO.writeAll(text + "\n", to: output) else { return }
    outputFailed = true
    if failure != EPIPE {
      error("composer: cannot write to standard output: \(FileDescriptorIO.describe(failure))")
    }
  }

  mutating func error(_ text: String) {
    guard !errorsFailed else { return }
    if FileDescriptorIO.writeAll(text + "\n", to: errors) != nil { errorsFailed = true }
  }
}
