import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing
import VoiceInputFeature

/// A review of the tests' own, standing in for the nutrition review: voice input completes into whatever
/// route value it is given.
struct FixtureReview: RouteValue {
  static let routeID: RouteID = "fixture.review"
  static let pattern = "review"
}

/// Voice input alone: a fixture tab to start from and a fixture review sheet to complete into.
@Suite struct VoiceInputFeatureTests {
  func runner() throws -> JourneyRunner {
    try JourneyRunner(modules: [
      FixtureModule.singleTab(),
      VoiceInputFeature(reviewRoute: FixtureReview.self),
      FixtureModule(
        name: "Review",
        routes: [
          RouteDefinition(
            id: "fixture.review", pattern: "review", placement: .modal(.sheet), title: "Review", exposure: .internalOnly
          )
        ]),
    ])
  }

  @Test func theFloatingButtonOpensVoiceInputFromAnyScreen() throws {
    var runner = try runner()
    let failures = try runner.failedExpectations(
      """
      push /home/detail
      fab
      expect modal voice.input
      expect fab hidden
      expect tabbar hidden
      voice cancel
      expect top /home/detail
      """)
    #expect(failures == [])
  }

  @Test func whileRecordingTabTapsAndBackAreBlocked() throws {
    var runner = try runner()
    _ = try runner.run("fab\nvoice start")
    for step in ["tap home", "back"] {
      let report = try runner.run(step).last!
      guard case .denied = report.outcome else {
        Issue.record("\(step): \(report.outcomeText)")
        return
      }
      #expect(report.modals.last?.route == "voice.input")
    }
  }

  @Test func swipingDownWhileRecordingAsksBeforeLosingTheRecording() throws {
    var runner = try runner()
    let failures = try runner.failedExpectations(
      """
      fab
      voice start
      dismiss
      expect alert Discard your recording?
      alert Keep Recording
      expect modal voice.input
      dismiss
      alert Discard
      expect modal none
      expect top /home
      """)
    #expect(failures == [])
  }

  @Test func escapeAnswersTheAlertWithItsCancelButton() throws {
    var runner = try runner()
    let failures = try runner.failedExpectations(
      "fab\nvoice start\ndismiss\nexpect alert Discard your recording?\nkey escape\nexpect alert none\nexpect modal voice.input"
    )
    #expect(failures == [])
  }

  @Test func anOpenAlertIsStillThereAfterTheBackground() throws {
    var runner = try runner()
    let failures = try runner.failedExpectations(
      """
      fab
      voice start
      dismiss
      background
      foreground 1m
      expect alert Discard your recording?
      expect draft phase paused
      alert Discard
      expect modal none
      """)
    #expect(failures == [])
  }

  @Test func aLinkArrivingWhileTheAlertAsksIsKeptNotLost() throws {
    var runner = try runner()
    let failures = try runner.failedExpectations(
      """
      fab
      voice start
      dismiss
      open demeter://home/detail
      expect pending demeter://home/detail
      expect alert Discard your recording?
      alert Discard
      expect pending none
      expect top /home/detail
      """)
    #expect(failures == [])
  }

  @Test func aSwipeBackOnTheSheetAsksNothingBecauseTheSheetHasNone() throws {
    var runner = try runner()
    let report = try runner.run("fab\nvoice start\nvoice transcribe soup\nvoice stop\nswipe-back").last!
    #expect(report.outcome == .ignored(.modalHasNoSwipeBack))
    #expect(report.alert == nil)
  }

  @Test func aLinkWaitsWhileVoiceInputIsOpenEvenWithNothingRecorded() throws {
    var runner = try runner()
    let failures = try runner.failedExpectations(
      """
      fab
      voice start
      open demeter://home/detail
      voice stop
      expect modal voice.input
      expect pending demeter://home/detail
      voice cancel
      expect top /home/detail
      """)
    #expect(failures == [])
  }

  @Test func swipingDownWithATranscriptAsksToo() throws {
    var runner = try runner()
    let failures = try runner.failedExpectations(
      "fab\nvoice start\nvoice transcribe soup\nvoice stop\ndismiss\nexpect alert Discard your transcript?")
    #expect(failures == [])
  }

  @Test func anIdleVoiceSheetClosesWithoutAsking() throws {
    var runner = try runner()
    #expect(try runner.failedExpectations("fab\ndismiss\nexpect modal none\nexpect alert none") == [])
  }

  @Test func aLinkWhileRecordingWaitsUntilVoiceInputEnds() throws {
    var runner = try runner()
    let failures = try runner.failedExpectations(
      """
      fab
      voice start
      open demeter://home/detail
      expect pending demeter://home/detail
      expect modal voice.input
      open demeter://home
      expect pending demeter://home
      voice cancel
      expect pending none
      expect top /home
      """)
    #expect(failures == [])
  }

  @Test func completingReplacesVoiceInputWithTheReviewInItsPlace() throws {
    var runner = try runner()
    _ = try runner.run("push /home/detail\nfab\nvoice start\nvoice transcribe two eggs\nvoice complete")
    let review = try #require(runner.state.topModal)
    #expect(review.screen.route == "fixture.review")
    #expect(review.screen.payload["transcript"] == "two eggs")
    #expect(review.presenterPath == "/home/detail")
    #expect(runner.state.modals.count == 1)
  }

  @Test func backgroundingWhileRecordingPausesAndKeepsTheTranscript() throws {
    var runner = try runner()
    _ = try runner.run("fab\nvoice start\nvoice transcribe rice\nbackground\nforeground 5m")
    let session = try #require(VoiceSession.current(in: runner.state))
    #expect(session.phase == .paused)
    #expect(session.transcript == "rice")
    _ = try runner.run("voice start")
    #expect(VoiceSession.current(in: runner.state)?.phase == .recording)
  }

  @Test func voiceStepsWhereVoiceInputIsNotShownChangeNothing() throws {
    var runner = try runner()
    let report = try runner.run("voice stop").last!
    guard case .ignored = report.outcome else {
      Issue.record("not ignored: \(report.outcomeText)")
      return
    }
    #expect(runner.state == NavigationState(selectedTab: "home"))
  }

  @Test func malformedVoiceStepsAreBadLines() throws {
    var runner = try runner()
    #expect(throws: JourneyError.self) { try runner.run("fab\nvoice sing") }
    #expect(throws: JourneyError.self) { try runner.run("voice transcribe") }
  }

  @Test func anEditCannotOverwriteTheRecordingSoClosingStillAsks() throws {
    var runner = try runner()
    let failures = try runner.failedExpectations(
      """
      fab
      voice start
      dismiss
      alert Keep Recording
      edit phase x
      expect draft phase recording
      dismiss
      expect alert Discard your recording?
      expect modal voice.input
      """)
    #expect(failures == [])
  }

  @Test func completingReplacesTheSheetWithTheReviewAsAModalTransition() throws {
    var runner = try runner()
    let failures = try runner.failedExpectations(
      """
      push /home/detail
      fab
      voice start
      voice transcribe soup
      voice complete
      expect modal fixture.review
      expect transition modalFromBottom 400ms
      """)
    #expect(failures == [])
  }
}
