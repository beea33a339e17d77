/// An output that keeps what a command printed, line by line, instead of writing it: for running a command
/// inside a process (the composer's tests read stdout and stderr from it).
struct CapturedOutput: ComposerOutput {
  var stdout = ""
  var stderr = ""

  mutating func write(_ text: String) { stdout += text + "\n" }
  mutating func error(_ text: String) { stderr += text + "\n" }
}
