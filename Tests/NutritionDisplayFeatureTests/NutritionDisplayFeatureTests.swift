import NavigationCore
import NavigationJourneys
import NavigationTesting
import NutritionDisplayFeature
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
          try session.replaceTopModal(with: NutritionDisplayFeature.reviewID, payload: ["transcript": text])
        } catch {
          return .ignored("\(error)")
        }
        return .done
      }
    ],
    floatingButtonRoute: "fixture.voice")

  func runner() throws -> JourneyRunner {
    try JourneyRunner(modules: [FixtureModule.singleTab(), Self.opener, NutritionDisplayFeature()])
  }

  @Test func confirmReturnsToTheRootOfTheOriginTabWithATotalsToast() throws {
    var runner = try runner()
    let failures = try runner.failedExpectations(
      """
      push /home/detail
      fab
      draft two eggs
      expect modal nutrition.review
      confirm
      expect modal none
      expect top /home
      expect toast Entry logged. Today's totals are updated.
      """)
    #expect(failures == [])
    #expect(runner.history.events.contains { $0.event == .feature(name: "entry.logged", detail: "two eggs") })
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
    #expect(reports[2].outcome == .ignored("Nutrition has no editable field 'transcript'"))
    #expect(runner.history.events.contains { $0.event == .feature(name: "entry.logged", detail: "two eggs") })
  }
}
