@_spi(Fuzzing) import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing
import VoiceInputFeature

/// A transcript is held to the payload-value limit while it is typed, not only after a relaunch: what the
/// running app holds is what it can save, and the cut is an event.
struct TranscriptLimitTests {
  @Test func aTranscriptPastThePayloadValueLimitIsCutWhereItArrivesWithAnEvent() throws {
    var runner = try JourneyRunner(modules: [
      FixtureModule.singleTab(), VoiceInputFeature(reviewRoute: FixtureReview.self),
      FixtureModule(
        name: "Review",
        routes: [
          RouteDefinition(
            id: "fixture.review", pattern: "review", placement: .modal(.sheet), title: "Review", exposure: .internalOnly
          )
        ]),
    ])
    _ = try runner.run("fab\nvoice start")
    let word = String(repeating: "e", count: 1_000)
    var cutAt: Int?
    for step in 1...10 {
      let report = try runner.run("voice transcribe \(word)").last!
      let transcript = report.payload["transcript"] ?? ""
      #expect(transcript.utf8.count <= NavigationLimits.payloadValueBytes)
      let cut = report.events.contains { if case .truncated = $0 { true } else { false } }
      if cut, cutAt == nil { cutAt = step }
    }
    // 8 words and their spaces are 8,007 bytes; the ninth crosses 8,192.
    #expect(cutAt == 9)
    #expect(
      runner.session.state.topModal?.screen.payload["transcript"]?.utf8.count == NavigationLimits.payloadValueBytes)
  }
}
