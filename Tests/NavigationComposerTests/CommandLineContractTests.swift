import Foundation
import NavigationCore
import Testing

@testable import NavigationComposer

/// Round three of the composer's command line: an option given twice is a usage error, a clock outside
/// years 1–9999 is refused naming the range, and echoed input cannot break or reorder the stderr line.
struct CommandLineContractTests {
  func run(_ arguments: [String]) -> (status: Int32, output: CapturedOutput) {
    var output = CapturedOutput()
    let status = ComposerCLI.run(arguments, app: ComposerCLITests.pantry, output: &output)
    return (status, output)
  }

  @Test(arguments: [
    ["open", "pantry://pantry", "--now", "2024-11-20T09:00:00Z", "--now", "2024-11-21T09:00:00Z"],
    ["open", "pantry://pantry", "--json", "--json"],
    ["open", "pantry://pantry", "--record", "/tmp/a", "--record", "/tmp/b"],
    ["--list-routes", "--json", "--json"],
  ])
  func anOptionGivenTwiceIsAUsageError(_ arguments: [String]) {
    let (status, output) = run(arguments)
    #expect(status == 64, "\(output)")
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.contains("is given more than once"), "\(output.stderr)")
  }

  @Test(arguments: ["10000-01-01T00:00:00Z", "0000-06-01T00:00:00Z", "0001-01-01T00:00:00+01:00"])
  func aClockOutsideYearsOneTo9999IsRefusedNamingTheRange(_ now: String) {
    let (status, output) = run(["open", "pantry://pantry", "--now", now])
    #expect(status == 64)
    #expect(output.stderr.contains("within years 1–9999"), "\(output.stderr)")
  }

  @Test(arguments: ["\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{61C}"])
  func lineSeparatorsAndBidirectionalControlsInEchoedInputAreEscaped(_ character: String) {
    let (status, output) = run(["frobnicate" + character + "x"])
    #expect(status == 64)
    #expect(
      !output.stderr.unicodeScalars.contains(character.unicodeScalars.first!), "\(output.stderr.debugDescription)")
    let code = String(character.unicodeScalars.first!.value, radix: 16)
    #expect(output.stderr.contains("\\u{\(code)}"), "\(output.stderr.debugDescription)")
  }
}
