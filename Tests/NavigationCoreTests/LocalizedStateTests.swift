import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// A toast or an alert the state keeps is a key and arguments, worded in the language it is shown in: a
/// restore or a replay under another language shows it in that language, and what older versions wrote
/// still reads back.
struct LocalizedStateTests {
  /// Asks before the voice sheet closes, in the core's words (any keyed text does; the core's table is at hand).
  struct KeyedGuard: NavigationGuard {
    let name = "test.keyed"
    func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision {
      guard request == .dismiss, state.topModal != nil else { return .allow }
      return .confirm(
        message: LocalizedText("toast.linkFailed", table: .core),
        confirmTitle: LocalizedText("recovery.action", table: .core, "Today"),
        cancelTitle: .literal("Keep"))
    }
  }

  private func engine(_ language: String) throws -> NavigationEngine {
    var registry = try RouteRegistry(
      app: .fixture,
      modules: [
        LifecycleFixture.TodayModule(), LifecycleFixture.HistoryModule(), LifecycleFixture.SettingsModule(),
        FixtureModule(name: "Guard", guards: [KeyedGuard()]),
      ])
    registry.localization = Localization(language: language)
    return TestApp(registry: registry).engine
  }

  @Test func anAlertAskedInEnglishIsShownInGermanAfterARestoreUnderGerman() throws {
    let english = try engine("en")
    var state = english.freshState()
    _ = english.reduce(&state, .request(.show(path: "/voice")))
    #expect(english.reduce(&state, .request(.dismiss)).outcome == .confirmationRequested)
    #expect(StateReport(state: state, engine: english, outcome: nil).alert?.message == "That link couldn’t be opened.")
    let store = InMemoryStateStore()
    try store.save(try #require(english.reduce(&state, .background).snapshot))

    let german = try engine("de")
    let launched = german.launch(from: store.loadResult())
    let shown = try #require(StateReport(state: launched.state, engine: german, outcome: nil).alert)
    #expect(shown.message == "Dieser Link konnte nicht geöffnet werden.")
    #expect(shown.actions == ["Zu „Today“ wechseln", "Keep"])
    // The button is named as the German user reads it, and still in English.
    var answered = launched.state
    #expect(german.reduce(&answered, .alertAction("Zu „Today“ wechseln")).outcome == .completed)
    answered = launched.state
    #expect(german.reduce(&answered, .alertAction("Go to Today")).outcome == .completed)
  }

  @Test func aKeptToastIsWordedInTheLanguageItIsShownIn() throws {
    let english = try engine("en")
    var state = english.freshState()
    _ = english.reduce(&state, .request(.show(path: "/nowhere")))
    #expect(state.toast == LocalizedText("toast.link.notFound"))
    #expect(StateReport(state: state, engine: english, outcome: nil).toast == "That page couldn’t be found.")
    #expect(
      StateReport(state: state, engine: try engine("de"), outcome: nil).toast == "Diese Seite wurde nicht gefunden.")
  }

  /// A screen's error state is kept as the validator's key too. A snapshot does not save it (a launch checks
  /// the data again), so what keeps it across languages is the state in memory (the device's language
  /// changed) and a navigation report's start header, which a replay under the report's language reads.
  @Test func aValidatorsErrorKeptInEnglishIsShownInGermanAfterAReplayUnderGerman() throws {
    let data = InMemoryDataSource()
    data.setOutage("database unavailable")
    let english = try FixtureApp.app(data: data).engine
    var state = english.freshState()
    _ = english.run(&state, .request(.selectTab("history")), .request(.show(path: FixtureApp.entryPath)))
    #expect(state.selectedStack.last?.error == LocalizedText("validation.unavailable", "database unavailable"))
    #expect(
      StateReport(state: state, engine: english, outcome: nil).error?.message
        == "This could not be loaded (database unavailable).")

    var registry = try FixtureApp.registry()
    registry.localization = Localization(language: "de")
    let german = TestApp(registry: registry, data: data).engine
    let header = ReportStartHeader(SessionStart(at: FixtureApp.now, state: state, launched: true), lastInput: nil)
    let read = try JSONDecoder().decode(ReportStartHeader.self, from: JSONEncoder().encode(header))
    let replayed = try read.sessionStart(at: FixtureApp.now, lastInput: nil, floatingButton: nil).get().state
    let shown = try #require(StateReport(state: replayed, engine: german, outcome: nil).error)
    #expect(shown.message == "Das konnte nicht geladen werden (database unavailable).")
    #expect(shown.actions == ["Zu „Today“ wechseln"])

    // A header an older version wrote holds the worded message: it reads back as written.
    var json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(header)) as? [String: Any])
    var stacks = try #require(json["stacks"] as? [String: [[String: Any]]])
    var history = try #require(stacks["history"])
    #expect((history[history.count - 1]["error"] as? [String: Any])?["key"] as? String == "validation.unavailable")
    history[history.count - 1]["error"] = "This could not be loaded (database unavailable)."
    stacks["history"] = history
    json["stacks"] = stacks
    let old = try JSONDecoder().decode(ReportStartHeader.self, from: JSONSerialization.data(withJSONObject: json))
    #expect(old.stacks["history"]?.last?.error == .literal("This could not be loaded (database unavailable)."))
  }

  @Test func aKeyedTextIsSavedAsItsKeyAndALiteralAsThePlainStringOlderVersionsWrote() throws {
    let keyed = LocalizedText("toast.saveFailed", "disk full")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(keyed)
    #expect(String(decoding: data, as: UTF8.self) == #"{"arguments":["disk full"],"key":"toast.saveFailed"}"#)
    #expect(try JSONDecoder().decode(LocalizedText.self, from: data) == keyed)
    #expect(
      try JSONDecoder().decode(LocalizedText.self, from: data).resolved(in: Localization(language: "de"))
        == "Speichern nicht möglich (disk full).")

    let old = try JSONDecoder().decode(LocalizedText.self, from: Data(#""Welcome back""#.utf8))
    #expect(old == .literal("Welcome back"))
    #expect(old.resolved(in: Localization(language: "de")) == "Welcome back")
    #expect(try JSONEncoder().encode(old) == Data(#""Welcome back""#.utf8))
  }

  @Test func aModulesTableIsSavedByNameAndAnUndeclaredOneReadsBackAsItsKey() throws {
    let feature = LocalizedText("toast.linkFailed", table: .core)
    let data = try JSONEncoder().encode(feature)
    let read = try JSONDecoder().decode(LocalizedText.self, from: data)
    #expect(read == feature)
    #expect(read.resolved(in: Localization(language: "de")) == "Dieser Link konnte nicht geöffnet werden.")
    let unknown = try JSONDecoder().decode(
      LocalizedText.self, from: Data(#"{"key":"alert.discard","table":"NoSuchFeature"}"#.utf8))
    #expect(unknown == .literal("alert.discard"))
  }

  @Test func aReportHeaderAnOlderVersionWroteWithAPlainToastStillReads() throws {
    var state = NavigationState(selectedTab: "today")
    state.toast = LocalizedText("toast.link.futureDay")
    let header = ReportStartHeader(SessionStart(at: LifecycleFixture.now, state: state, launched: true), lastInput: nil)
    var json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(header)) as? [String: Any])
    #expect((json["toast"] as? [String: Any])?["key"] as? String == "toast.link.futureDay")
    json["toast"] = "That day hasn’t happened yet."
    let old = try JSONDecoder().decode(ReportStartHeader.self, from: JSONSerialization.data(withJSONObject: json))
    #expect(old.toast == .literal("That day hasn’t happened yet."))
  }
}

/// Issue 57, item 5: a report keeps its starting announcement as what it names, so a replay under another
/// language words it in that language, as it words a kept toast.
struct KeptAnnouncementTests {
  @Test func aReportsStartingAnnouncementIsWordedInTheReplaysLanguage() throws {
    var germanRegistry = try FixtureApp.registry()
    germanRegistry.localization = Localization(language: "de")
    var german = TestApp(registry: germanRegistry).session()
    german.launch()
    let shown = german.send(.request(.show(path: "/voice")))
    let germanWords = try #require(german.announcement)
    var english = TestApp(registry: try FixtureApp.registry()).session()
    english.launch()
    english.send(.request(.show(path: "/voice")))
    let englishWords = try #require(english.announcement)
    #expect(germanWords != englishWords)

    let header = ReportStartHeader(
      SessionStart(at: FixtureApp.now, state: german.state, announced: shown.announced, launched: true), lastInput: nil)
    let json = header.encodedLine()
    #expect(json.contains(#""announcement":{"modal":"sheet","screen":"/voice"}"#), "\(json)")
    let read = try ReportStartHeader.decode(json).get()
    let start = try read.sessionStart(at: FixtureApp.now, lastInput: nil, floatingButton: nil).get()
    var replay = TestApp(registry: try FixtureApp.registry()).session()
    replay.resume(from: start)
    #expect(replay.announcement == englishWords)
    var germanReplay = TestApp(registry: germanRegistry).session()
    germanReplay.resume(from: start)
    #expect(germanReplay.announcement == germanWords)
  }

  @Test func anOlderReportsWordedAnnouncementReadsAsWritten() throws {
    var json = ReportStartHeader(
      SessionStart(at: FixtureApp.now, state: try FixtureApp.app().engine.freshState(), launched: true), lastInput: nil
    ).encodedLine()
    json.insert(contentsOf: #""announcement":"Heute","#, at: json.index(after: json.startIndex))
    let start = try ReportStartHeader.decode(json).get().sessionStart(
      at: FixtureApp.now, lastInput: nil, floatingButton: nil
    ).get()
    var replay = TestApp(registry: try FixtureApp.registry()).session()
    replay.resume(from: start)
    #expect(replay.announcement == "Heute")
  }
}
