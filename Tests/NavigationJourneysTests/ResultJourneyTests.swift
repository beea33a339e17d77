import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// The journey of a presented route's result (Tests/Journeys/results), run on the fixture that has a route
/// returning one: every `expect` holds.
struct ResultJourneyTests {
  static let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Journeys/results/goal-picker-returns-a-goal.journey")

  func runner() throws -> JourneyRunner {
    try JourneyRunner(modules: [FixtureModule.withGoalPicker()])
  }

  @Test func theGoalPickerJourneyHolds() throws {
    var runner = try runner()
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(try runner.failedExpectations(text) == [])
  }

  @Test func aReturnedValueShowsInTheJSONStateOnlyWhileOneWaits() throws {
    var runner = try runner()
    let reports = try runner.run("push /home/goal-picker\nreturn {\"calories\":1800}\nconsume\n")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = try reports.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
    #expect(!json[0].contains("pendingResult"))
    #expect(
      json[1].contains(
        #""pendingResult":{"presenter":"\/home","route":"home.goalPicker","tab":"home","value":"{\"calories\":1800}"}"#
      ))
    #expect(!json[2].contains("pendingResult"))
    #expect(reports[1].text.contains(#"result home.goalPicker for /home {"calories":1800}"#))
  }

  @Test func aValueThatIsNotTheRoutesTypeIsRefusedAndKeepsThePickerOpen() throws {
    var runner = try runner()
    let reports = try runner.run("push /home/goal-picker\nreturn {\"kcal\":1800}\n")
    #expect(reports[1].outcome == .ignored(.notAResult(type: "PickedGoal")))
    #expect(reports[1].outcomeText == "ignored: the value is not a PickedGoal of at most 1024 bytes of JSON")
    #expect(reports[1].modals.last?.route == "home.goalPicker")
    #expect(reports[1].pendingResult == nil)
  }

  @Test func returnWhereNoRouteReturnsAResultChangesNothing() throws {
    var runner = try runner()
    let reports = try runner.run("return 1\npush /home/detail\nconsume\n")
    #expect(reports[0].outcome == .ignored(.noModal))
    #expect(reports[2].outcome == .ignored(.noPendingResult))
  }

  @Test func returnTakesJSON() throws {
    var runner = try runner()
    #expect(throws: JourneyError.self) { try runner.run("push /home/goal-picker\nreturn {calories}\n") }
  }

  /// A navigation report writes `return` as it was sent and expects the waiting result, and its replay
  /// reaches the same state.
  @Test func aReportOfAReturnedResultReplaysToIt() throws {
    var runner = try runner()
    _ = try runner.run("push /home/goal-picker\nreturn {\"label\":\"cut\",\"calories\":1800}\n")
    let report = runner.navigationReport()
    #expect(report.contains(#"return {"label":"cut","calories":1800}"#))
    #expect(report.contains(#"expect result {"calories":1800,"label":"cut"}"#))
    let replay = try JourneyRunner.replaying(report, registry: runner.engine.registry)
    #expect(replay.failures.isEmpty, "\(replay.failures)")
    #expect(replay.state.pendingResult == runner.state.pendingResult)
  }
}
