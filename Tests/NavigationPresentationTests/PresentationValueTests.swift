import AppComposition
import NavigationCore
import NavigationPresentation
import Testing

/// The values the views bind: key commands, the floating button, announcements, focus, scrolling.
@MainActor
struct PresentationValueTests {
  @Test func keyCommandsAreBindableValues() throws {
    let fixture = try PresenterFixture()
    let bindings = fixture.presenter.keyBindings
    // One Command-number a tab, however many tabs the app composes.
    let tabs = try AppComposition.makeRegistry().tabs.count
    #expect(bindings.map(\.combo) == (1...tabs).map { "cmd+\($0)" } + ["escape", "cmd+s", "cmd+shift+v"])
    let voice = try #require(bindings.last)
    #expect(voice.key == .character("v"))
    #expect(voice.modifiers == [.command, .shift])
    #expect(bindings[tabs].key == .escape && bindings[tabs].modifiers.isEmpty)
    fixture.presenter.perform(bindings[1])
    #expect(fixture.presenter.selectedTab == "history")
  }

  @Test func theFloatingButtonCarriesItsLabelHintAndShortcut() throws {
    let fixture = try PresenterFixture()
    let button = fixture.presenter.floatingButton
    #expect(button.visible)
    #expect(button.accessibilityLabel == "Voice input")
    #expect(button.accessibilityHint == "Logs a meal by voice")
    #expect(button.shortcut?.combo == "cmd+shift+v")
    fixture.presenter.keyboardChanged(shown: true)
    #expect(!fixture.presenter.floatingButton.visible)
  }

  @Test func scrollingDownHidesTheFloatingButtonAndScrollingUpShowsIt() throws {
    let fixture = try PresenterFixture()
    #expect(fixture.presenter.scrolled(to: 0) == nil)
    #expect(fixture.presenter.scrolled(to: 5) == nil, "a jitter is not a scroll")
    #expect(fixture.presenter.scrolled(to: 40)?.outcome == .completed)
    #expect(!fixture.presenter.floatingButton.visible)
    #expect(fixture.presenter.scrolled(to: 80) == nil, "still down: nothing new to say")
    fixture.presenter.scrolled(to: 60)
    #expect(fixture.presenter.floatingButton.visible)
  }

  @Test func theScrollTrackerTreatsTheBounceAboveTheTopAsTheTop() {
    var tracker = ScrollTracker()
    #expect(tracker.offsetChanged(to: 0) == nil)
    #expect(tracker.offsetChanged(to: 100) == .down)
    #expect(tracker.offsetChanged(to: -30) == .up)
    #expect(tracker.offsetChanged(to: .nan) == nil)
  }

  @Test func announcementsQueueInOrderUntilSpoken() throws {
    let fixture = try PresenterFixture()
    let launch = try #require(fixture.presenter.announcements.head)
    #expect(launch.text == "Today")
    fixture.presenter.selectTab("history")
    fixture.presenter.send(.request(.show(path: "/history/2024-11-18")))
    #expect(fixture.presenter.announcements.entries.map(\.text) == ["Today", "Calendar", "November 18, 2024"])
    fixture.presenter.announced(launch.id)
    #expect(fixture.presenter.announcements.head?.text == "Calendar")
  }

  /// VoiceOver hears the registry's language; the event beside it, a log line, stays English.
  @Test func announcementsAreSpokenInTheRegistrysLanguage() throws {
    let fixture = try PresenterFixture(localization: Localization(language: "de"))
    fixture.presenter.send(.request(.floatingButton))
    #expect(
      fixture.presenter.announcements.entries.map(\.text) == [
        "Heute", "Spracheingabe, Sheet. Zum Schließen nach unten wischen oder auf „Schließen“ tippen.",
      ])
    let events = fixture.coordinator.history.events.map(\.event.description)
    #expect(events.contains("announce \"Voice Input, sheet. Swipe down or press Close to dismiss.\""), "\(events)")
    // Focus goes to the screen by the label it shows (German), not to a control named by the English title.
    let top = fixture.coordinator.engine.topScreen(of: fixture.coordinator.state)
    #expect(fixture.presenter.focus?.target == .screen(path: top.path))
  }

  /// The floating button's label, hint and key command come from voice input's table, which the app names.
  @Test func theFloatingButtonIsWordedInTheRegistrysLanguage() throws {
    let german = try PresenterFixture(localization: Localization(language: "de"))
    #expect(german.presenter.floatingButton.accessibilityLabel == "Spracheingabe")
    #expect(german.presenter.floatingButton.accessibilityHint == "Erfasst eine Mahlzeit per Sprache")
    #expect(german.presenter.keyBindings.map(\.title).contains("Spracheingabe"))
    german.presenter.pressFloatingButton()
    german.presenter.send(.request(.dismiss))
    #expect(german.presenter.focus?.target == .floatingButton)
  }

  /// A modal's Close button and the key commands the system lists are worded in the registry's language.
  @Test func closeAndKeyCommandTitlesAreInTheRegistrysLanguage() throws {
    let german = try PresenterFixture(localization: Localization(language: "de"))
    #expect(german.presenter.closeTitle == "Schließen")
    #expect(german.presenter.keyBindings.map(\.title).contains("Zurück oder schließen"))
    let english = try PresenterFixture()
    #expect(english.presenter.closeTitle == "Close")
    #expect(english.presenter.keyBindings.map(\.title).contains("Back or close"))
  }

  /// The app's handler and the presenter hear the same events, whichever was set first: the presenter
  /// observes the coordinator beside `onEvent`, not by wrapping it.
  @Test func anEventHandlerSetAfterThePresenterLeavesItListening() throws {
    let fixture = try PresenterFixture()
    var heard: [String] = []
    fixture.coordinator.onEvent = { heard.append($0.description) }
    fixture.presenter.selectTab("history")
    #expect(fixture.presenter.announcements.entries.map(\.text) == ["Today", "Calendar"])
    #expect(heard.contains("announce \"Calendar\""), "\(heard)")
  }

  @Test func theAnnouncementQueueKeepsTheNewestWhenFull() throws {
    let fixture = try PresenterFixture()
    for tab in ["history", "settings", "today", "history", "settings"] { fixture.presenter.selectTab(TabID(tab)) }
    let texts = fixture.presenter.announcements.entries.map(\.text)
    #expect(texts.count == AnnouncementQueue.capacity)
    #expect(texts.last == "Settings")
  }

  @Test func focusIsAStableTargetAndEachMoveIsNew() throws {
    let fixture = try PresenterFixture()
    #expect(fixture.presenter.focus?.target == .screen(path: "/today"))
    fixture.presenter.selectTab("history")
    #expect(fixture.presenter.focus?.target == .screen(path: "/history"))
    let before = fixture.presenter.focus
    fixture.presenter.selectTab("today")
    fixture.presenter.selectTab("history")
    #expect(fixture.presenter.focus?.target == before?.target)
    #expect(fixture.presenter.focus != before)
  }

  @Test func reduceMotionIsSentOnlyWhenItChanges() throws {
    let fixture = try PresenterFixture()
    #expect(fixture.presenter.reduceMotionChanged(false) == nil)
    #expect(fixture.presenter.reduceMotionChanged(true)?.outcome == .completed)
    #expect(fixture.presenter.selectTab("history").transition == .tabSwitch.reducedMotion)
  }
}
