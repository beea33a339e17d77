import NavigationCore
import NavigationTesting
import Testing

/// What VoiceOver hears is in the registry's language, from the core's table; the announcement event, a log
/// line, stays English.
struct AnnouncementLocalizationTests {
  private func engine(_ localization: Localization) throws -> NavigationEngine {
    let english = try FixtureApp.app().engine
    var registry = english.registry
    registry.localization = localization
    return NavigationEngine(registry: registry, environment: english.environment)
  }

  private func announcements(_ result: NavigationResult) -> [String] {
    result.events.compactMap { event in
      guard case .announcement(let text) = event else { return nil }
      return text
    }
  }

  @Test func aModalIsAnnouncedInGermanAndItsEventStaysEnglish() throws {
    let engine = try engine(Localization(language: "de"))
    var state = engine.freshState()
    var result = engine.run(&state, .request(.floatingButton))
    #expect(result.announcement == "Voice Input, Sheet. Zum Schließen nach unten wischen oder auf „Schließen“ tippen.")
    #expect(announcements(result) == ["Voice Input, sheet. Swipe down or press Close to dismiss."])
    result = engine.run(&state, .request(.route("help", RouteParameters())))
    #expect(result.announcement == "Help, Vollbild. Zum Schließen auf „Schließen“ tippen.")
    #expect(announcements(result) == ["Help, full screen. Press Close to dismiss."])
  }

  @Test func aToastIsReadAfterTheScreenInGerman() throws {
    let engine = try engine(Localization(language: "de"))
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("history")))
    let result = engine.run(&state, .request(.openLink("demeter://nowhere")))
    #expect(result.announcement == "Today. Diese Seite wurde nicht gefunden.")
    #expect(announcements(result) == ["Today. That page couldn’t be found."])
  }

  @Test func aLanguageWithoutATableAnnouncesWhatEnglishDoes() throws {
    let french = try engine(Localization(language: "fr"))
    let english = try engine(.english)
    for engine in [french, english] {
      var state = engine.freshState()
      engine.run(&state, .request(.selectTab("history")))
      var result = engine.run(&state, .request(.openLink("demeter://nowhere")))
      #expect(result.announcement == "Today. That page couldn’t be found.")
      #expect(announcements(result) == [result.announcement])
      result = engine.run(&state, .request(.floatingButton))
      #expect(result.announcement == "Voice Input, sheet. Swipe down or press Close to dismiss.")
    }
  }

  @Test func thePseudoLocaleMarksTheWholeAnnouncement() throws {
    let engine = try engine(.pseudo)
    var state = engine.freshState()
    var result = engine.run(&state, .request(.floatingButton))
    #expect(result.announcement?.hasPrefix("⟦") == true && result.announcement?.hasSuffix("⟧") == true)
    #expect(announcements(result) == ["Voice Input, sheet. Swipe down or press Close to dismiss."])
    engine.run(&state, .request(.dismiss), .request(.selectTab("history")))
    result = engine.run(&state, .request(.openLink("demeter://nowhere")))
    #expect(result.announcement == "⟦Today. ⟦That page couldn’t be found.⟧⟧")
  }
}
