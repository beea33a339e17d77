import Foundation
import NavigationJourneys
import Testing

@testable import NavigationComposer

/// A journey with no `expect` step checked nothing: `composer simulate` says so on stderr and keeps the
/// contract's exit code and its one state a step on stdout.
struct SimulateWithoutExpectTests {
  func simulate(_ journey: String, _ extra: [String] = []) throws -> (status: Int32, output: CapturedOutput) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("no-expect-\(UUID()).journey")
    try Data(journey.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var output = CapturedOutput()
    let status = ComposerCLI.run(
      ["simulate", file.path, "--now", "2024-11-20T09:00:00Z"] + extra, app: ComposerCLITests.pantry,
      output: &output)
    return (status, output)
  }

  @Test(arguments: [[], ["--json"]])
  func aJourneyWithoutExpectIsReportedOnStderrAndStillExitsZero(extra: [String]) throws {
    let (status, output) = try simulate("push /pantry/shelf/2\nback\n", extra)
    #expect(status == 0)
    #expect(output.stderr.hasSuffix("warning: \(JourneyRunner.noExpectation)\n"), "\(output.stderr)")
    #expect(output.stderr.split(separator: "\n").count == 1)
    let states = output.stdout.split(separator: "\n").filter { $0.hasPrefix("line ") || $0.hasPrefix("{") }
    #expect(states.count == 2, "\(output.stdout)")
  }

  @Test func aJourneyWithAnExpectHasNoWarning() throws {
    let (status, output) = try simulate("push /pantry/shelf/2\nexpect depth 1\n")
    #expect(status == 0)
    #expect(output.stderr.isEmpty, "\(output.stderr)")
  }
}
