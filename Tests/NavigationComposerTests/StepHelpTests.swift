import NavigationCore
import NavigationJourneys
import Testing

@testable import NavigationComposer

/// `composer simulate --help` lists every declared journey step (`InputSteps`, `JourneySteps`) with what it
/// takes, so a step added to the table without its help line fails here.
struct StepHelpTests {
  @Test func theSimulateHelpShowsEveryDeclaredStepWithItsArguments() throws {
    let help = try Simulate.declaration(for: CommandDeclarationTests.app).help()
    let steps =
      InputSteps.all.map { ($0.word, $0.arguments) } + JourneySteps.all.map { ($0.word, $0.arguments) }
    for (word, arguments) in steps {
      guard !arguments.isEmpty else {
        #expect(help.contains(word), "\(word) missing from the help")
        continue
      }
      // A step whose forms the help lists one by one (`data delete KIND ID · data recover`) shows each.
      let shown =
        help.contains("\(word) \(arguments)")
        || arguments.split(separator: "|").allSatisfy { help.contains("\(word) \($0)") }
      #expect(shown, "\(word) \(arguments) missing from the help")
    }
  }
}
