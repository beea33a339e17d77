import NavigationCore
import NavigationTesting
import Testing

/// The `save` and `cancel` steps: the editor's buttons, core requests for every feature.
@Suite struct EditingStepTests {
  let registry: RouteRegistry

  init() throws {
    registry = try RouteRegistry(app: .fixture, modules: [FixtureModule.singleTab()])
  }

  @Test func saveAndCancelAreTheCoreRequests() throws {
    let journey = try Journey.parse("save\ncancel\n", registry: registry)
    let inputs = journey.steps.compactMap { step -> NavigationInput? in
      if case .input(let input) = step.action { return input }
      return nil
    }
    #expect(inputs == [.request(.save), .request(.cancel)])
  }

  @Test(arguments: ["save now", "cancel it"])
  func saveAndCancelTakeNoArgument(line: String) {
    #expect(throws: JourneyError.self) { try Journey.parse(line, registry: registry) }
  }
}
