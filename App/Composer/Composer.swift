import AppComposition
import Foundation
import NavigationCore
import NavigationTesting

/// `composer`: the assembled app in a terminal. Parses arguments and prints; every decision is made by
/// the modules it calls.
@main
struct Composer {
  static func main() {
    var output = StandardOutput()
    let code = ComposerCommand.run(Array(CommandLine.arguments.dropFirst()), output: &output)
    exit(code)
  }
}

/// Writes to stdout and stderr.
struct StandardOutput: ComposerOutput {
  mutating func write(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  mutating func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
