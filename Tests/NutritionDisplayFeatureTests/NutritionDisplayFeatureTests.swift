import NavigationCore
import NavigationJourneys
import NavigationTesting
import NutritionDisplayFeature
import NutritionDisplayRoutes
import Testing

/// The review alone: a fixture "voice" sheet that opens it in place, as voice input does.
@Suite struct NutritionDisplayFeatureTests {
  static let opener = FixtureModule(
    name: "Opener",
    routes: [
      RouteDefinition(
        id: "fixture.voice", pattern: "voice", placement: .modal(.sheet), title: "Voice", exposure: .internalOnly)
    ],
    commands: [
      FeatureCommand(verb: "draft", usage: "draft TEXT", summary: "Open the review with TEXT") { text, session in
        do {
          try session.replaceTopModal(with: NutritionReview.routeID, payload: ["transcript": text])
        } catch {
          return .ignored("\(error)")
        }
        return .done
      }
    ],
    floatingButtonRoute: "fixture.voice")

  func runner(data: InMemoryDataSource = InMemoryDataSource()) throws -> JourneyRunner {
    try JourneyRunner(modules: [FixtureModule.singleTab(), Self.opener, NutritionDisplayFeature()], data: data)
  }

  @Test func confirmSavesTheEntryAndReturnsToTheExactScreenItBeganOnWithAToast() throws {
    let data = InMemoryDataSource()
    var runner = try runner(data: data)
    let failures = try runner.failedExpectations(
      """
      push /home/detail
      fab
      draft two eggs
      expect modal nutrition.review
      confirm
      expect modal none
      expect top /home/detail
      expect depth 1
      expect toast Entry logged. Today's totals are updated.
      """)
    #expect(failures == [])
    #expect(
      data.saved == [
        ScreenEdit(
          kind: "entry", route: NutritionReview.routeID, parameters: RouteParameters(),
          fields: ["transcript": "two eggs", "day": "2024-11-20"])
      ])
    #expect(runner.history.events.contains { $0.event == .feature(name: "entry.logged", detail: "two eggs") })
    #expect(runner.announcement?.hasSuffix("Entry logged. Today's totals are updated.") == true)
  }

  @Test func theScreenUnderTheReviewIsToldItsDataChanged() throws {
    var runner = try runner()
    _ = try runner.run("fab\ndraft two eggs\nconfirm")
    #expect(runner.history.events.contains { $0.event == .dataChanged(path: "/home", kind: "entry") })
  }

  @Test func aRefusedSaveKeepsTheReviewOpenAndNeverClaimsSuccess() throws {
    let data = InMemoryDataSource()
    var runner = try runner(data: data)
    var reports = try runner.run("push /home/detail\nfab\ndraft two eggs")
    data.setSaveFailure("disk full")
    reports += try runner.run("confirm\nconfirm")
    #expect(reports.last?.outcome == .failed("disk full"))
    #expect(runner.state.topModal?.screen.route == NutritionReview.routeID)
    #expect(runner.state.toast?.english == "Couldn’t log the entry (disk full). Try again.")
    #expect(runner.announcement?.contains("Couldn’t log the entry (disk full). Try again.") == true)
    #expect(data.saved.isEmpty)
    // Confirm is there to try again: once the data takes saves, the entry is logged.
    data.setSaveFailure(nil)
    reports += try runner.run("confirm")
    #expect(runner.state.modals.isEmpty)
    #expect(data.saved.count == 1)
    // The success toast appears only after the save that worked, never after a refused one.
    let claims = reports.enumerated().filter { $0.element.toast == NutritionDisplayFeature.loggedMessage }
    #expect(claims.map(\.offset) == [reports.count - 1])
    let logged = runner.history.events.filter { if case .feature("entry.logged", _) = $0.event { true } else { false } }
    #expect(logged.count == 1)
  }

  @Test func aReviewWithNothingToLogLogsNothing() throws {
    let data = InMemoryDataSource()
    var runner = try runner(data: data)
    let reports = try runner.run("push /nutrition/review\nconfirm")
    #expect(runner.state.topModal?.screen.route == NutritionReview.routeID)
    #expect(reports.last?.outcome == .ignored(.feature("the review holds no entry to log")))
    #expect(data.saved.isEmpty)
    #expect(reports.allSatisfy { $0.toast != NutritionDisplayFeature.loggedMessage })
  }

  @Test func cancelReturnsToTheExactScreenItBeganOn() throws {
    var runner = try runner()
    let failures = try runner.failedExpectations(
      "push /home/detail\nfab\ndraft tea\ncancel\nexpect modal none\nexpect top /home/detail\nexpect depth 1")
    #expect(failures == [])
  }

  @Test func linksWaitWhileAnEntryIsReviewed() throws {
    var runner = try runner()
    let failures = try runner.failedExpectations(
      """
      fab
      draft toast
      open demeter://home/detail
      expect pending demeter://home/detail
      confirm
      expect pending none
      expect top /home/detail
      """)
    #expect(failures == [])
  }

  @Test func confirmAndCancelWithoutAReviewChangeNothing() throws {
    var runner = try runner()
    for step in ["confirm", "cancel"] {
      let outcome = try runner.run(step).last?.outcome
      guard case .ignored = outcome else {
        Issue.record("\(step) was not ignored: \(String(describing: outcome))")
        return
      }
    }
    #expect(throws: JourneyError.self) { try runner.run("confirm now") }
  }

  @Test func editingTheTranscriptCannotRewriteTheLoggedEntry() throws {
    var runner = try runner()
    let reports = try runner.run("fab\ndraft two eggs\nedit transcript a cake\nconfirm")
    #expect(reports[2].outcome == .ignored(.noEditableField(screen: "Nutrition", field: "transcript")))
    #expect(runner.history.events.contains { $0.event == .feature(name: "entry.logged", detail: "two eggs") })
  }
}
