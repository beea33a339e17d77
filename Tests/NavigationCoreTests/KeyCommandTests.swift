import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Every gesture has a keyboard alternative: swipe-back and swipe-down are Escape, the floating button
/// is Command-Shift-V, the tabs are Command-1, -2, -3.
struct KeyCommandTests {
  let engine = try! FixtureApp.app().engine

  @Test func everyGestureHasACommand() {
    let combos = KeyCommand.all(for: engine.registry).map(\.combo)
    #expect(combos == ["cmd+1", "cmd+2", "cmd+3", "escape", "cmd+s", "cmd+shift+v"])
  }

  /// The system lists the commands by their titles, which are the core's words in the user's language (a tab's
  /// title is its module's; the floating button's is the app definition's, as the app declares it).
  @Test func titlesAreInTheRegistrysLanguage() {
    var registry = engine.registry
    registry.localization = Localization(language: "de")
    #expect(
      KeyCommand.all(for: registry).map(\.title) == [
        "Today anzeigen", "History anzeigen", "Settings anzeigen", "Zurück oder schließen", "Speichern", "Voice input",
      ])
    registry.localization = .pseudo
    #expect(KeyCommand.all(for: registry).map(\.title).dropLast().allSatisfy { $0.hasPrefix("⟦") })
  }

  /// English is read from the core's table as every language is, and a region of it reads the same table.
  @Test func englishTitlesAreTheTablesEnglish() {
    var registry = engine.registry
    let kept = KeyCommand.all(for: registry).map(\.title)
    #expect(kept == ["Show Today", "Show History", "Show Settings", "Back or close", "Save", "Voice input"])
    registry.localization = Localization(language: "en-US")
    #expect(KeyCommand.all(for: registry).map(\.title) == kept)
  }

  @Test func commandSSavesAScreenWithAnEditAndReturnsToTheList() throws {
    let data = InMemoryDataSource()
    let engine = try FixtureApp.app(data: data).engine
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("settings")), .request(.show(path: "/settings/goals")))
    engine.run(&state, .edit(field: "calories", value: "1900"))
    let result = engine.run(&state, .key("cmd+s"))
    #expect(result.outcome == .completed)
    #expect(engine.topScreen(of: state).path == "/settings")
    #expect(data.saved.map(\.fields) == [["calories": "1900"]])
  }

  @Test func commandNumbersSelectTabsInOrder() {
    var state = engine.freshState()
    engine.run(&state, .key("cmd+3"))
    #expect(state.selectedTab == "settings")
    engine.run(&state, .key("Command+2"))
    #expect(state.selectedTab == "history")
  }

  @Test func escapeGoesBackLikeSwipeBack() {
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("settings")), .request(.show(path: "/settings/goals")))
    let result = engine.run(&state, .key("escape"))
    #expect(state.depth == 0)
    #expect(result.transition == .pop)
    #expect(result.focus == .screen(path: "/settings"))
  }

  @Test func escapeClosesTheTopModalLikeSwipeDown() {
    var state = engine.freshState()
    engine.run(&state, .request(.floatingButton))
    let result = engine.run(&state, .key("esc"))
    #expect(state.modals.isEmpty)
    #expect(result.transition == .dismissModal)
    #expect(result.focus == .floatingButton)
  }

  @Test func commandShiftVIsTheFloatingButton() {
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("history")), .request(.show(path: "/history/2024-11-18")))
    let result = engine.run(&state, .key("shift+cmd+V"))
    #expect(state.topModal?.screen.route == "voice")
    #expect(state.topModal?.opener == .floatingButton)
    #expect(result.transition == .presentModal)
  }

  @Test func commandShiftVWorksWhileTheFloatingButtonIsHiddenAndNotUnderAModal() {
    var state = engine.freshState()
    engine.run(&state, .keyboard(shown: true))
    #expect(!engine.registry.chrome(for: state).floatingButtonVisible)
    engine.run(&state, .key("cmd+shift+v"))
    #expect(state.topModal?.screen.route == "voice")
    let covered = engine.run(&state, .key("cmd+shift+v"))
    #expect(state.modals.count == 1)
    #expect(covered.outcome == .ignored(.modalCoversFloatingButton))
  }

  @Test func anUnknownComboIsABadArgument() {
    var state = engine.freshState()
    #expect(engine.run(&state, .key("cmd+9")).outcome == .badArgument("unknown key command 'cmd+9'"))
  }
}
