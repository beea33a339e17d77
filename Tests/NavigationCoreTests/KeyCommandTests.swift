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
    #expect(result.focus == "Settings")
  }

  @Test func escapeClosesTheTopModalLikeSwipeDown() {
    var state = engine.freshState()
    engine.run(&state, .request(.floatingButton))
    let result = engine.run(&state, .key("esc"))
    #expect(state.modals.isEmpty)
    #expect(result.transition == .dismissModal)
    #expect(result.focus == AppDefinition.fixture.floatingButton?.label)
  }

  @Test func commandShiftVIsTheFloatingButton() {
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("history")), .request(.show(path: "/history/2024-11-18")))
    let result = engine.run(&state, .key("shift+cmd+V"))
    #expect(state.topModal?.screen.route == "voice")
    #expect(state.topModal?.opener == AppDefinition.fixture.floatingButton?.label)
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
