import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// A journey line is judged whole when it is read: a path no route matches and a feature command's
/// malformed argument are bad lines before any step runs, not when the step is reached.
struct JourneyCheckTests {
  static let registry: RouteRegistry = {
    // The fixture composition: tabs, pushes and a feature command of its own.
    try! RouteRegistry(
      app: .fixture,
      modules: [
        FixtureModule(
          name: "Shelf", tabs: [TabDefinition(id: "shelf", title: "Shelf", icon: "books", order: 0)],
          routes: [
            RouteDefinition(id: "shelf.root", pattern: "shelf", placement: .tabRoot("shelf"), title: "Shelf"),
            RouteDefinition(
              id: "shelf.book", pattern: "shelf/{number:int}", placement: .push(tab: "shelf", parent: "shelf.root"),
              title: "Book"),
          ],
          commands: [
            FeatureCommand(
              verb: "read", usage: "read fast|slow", summary: "Read",
              checkArgument: { ["fast", "slow"].contains($0) ? nil : "read takes fast or slow" }
            ) { _, _ in .ignored("nothing to read") }
          ])
      ])
  }()

  @Test(arguments: ["push /nowhere", "push /shelf/1/2", "push /shelf/%zz", "read quickly"])
  func aLineThatCanNeverRunIsABadLineWhenParsed(line: String) {
    #expect(throws: JourneyError.self) { try Journey.parse("tap shelf\n\(line)\n", registry: Self.registry) }
  }

  @Test(arguments: ["push /shelf/1", "push /shelf/999999999999999999999", "read fast"])
  func aLineTheAppMayRefuseIsStillAWellFormedLine(line: String) throws {
    #expect(try Journey.parse("tap shelf\n\(line)\n", registry: Self.registry).steps.count == 2)
  }

  @Test func theEngineRefusesAMalformedCommandArgumentByTheSameRule() throws {
    var runner = JourneyRunner(registry: Self.registry, now: JourneyRunner.referenceDate)
    let step = JourneyStep(number: 1, text: "read quickly", action: .input(.command(verb: "read", argument: "quickly")))
    #expect(throws: JourneyError.self) { try runner.run(step) }
  }
}
