import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// What VoiceOver hears and where focus goes, as the engine derives it.
struct AccessibilityTests {
  let engine = try! FixtureApp.app().engine

  @Test func tabItemsSayTheirPositionAndSelection() {
    var state = engine.freshState()
    var labels = engine.registry.chrome(for: state).tabItems.map(\.accessibilityLabel)
    #expect(labels == ["Today, tab, 1 of 3, selected", "History, tab, 2 of 3", "Settings, tab, 3 of 3"])
    engine.run(&state, .request(.selectTab("history")))
    labels = engine.registry.chrome(for: state).tabItems.map(\.accessibilityLabel)
    #expect(labels == ["Today, tab, 1 of 3", "History, tab, 2 of 3, selected", "Settings, tab, 3 of 3"])
  }

  @Test func backButtonNamesThePreviousScreen() {
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("history")), .request(.show(path: "/history/2024-11-18")))
    #expect(engine.registry.chrome(for: state).backLabel == "Back to Calendar")
    engine.run(&state, .request(.show(path: FixtureApp.entryPath)))
    #expect(engine.registry.chrome(for: state).backLabel == "Back to Day 2024-11-18")
    engine.run(&state, .request(.floatingButton))
    #expect(engine.registry.chrome(for: state).backLabel == nil)
  }

  @Test func pushAnnouncesAndFocusesTheNewTitle() {
    var state = engine.freshState()
    let result = engine.run(&state, .request(.selectTab("history")), .request(.show(path: "/history/2024-11-18")))
    #expect(result.announcement == "Day 2024-11-18")
    #expect(result.focus == .screen(path: "/history/2024-11-18"))
    #expect(engine.label(of: .screen(path: "/history/2024-11-18"), in: state) == "Day 2024-11-18")
    #expect(result.events.contains(.announcement("Day 2024-11-18")))
  }

  @Test func tabSwitchAnnouncesTheTabRoot() {
    var state = engine.freshState()
    let result = engine.run(&state, .request(.selectTab("history")))
    #expect(result.announcement == "Calendar")
    #expect(result.focus == .screen(path: "/history"))
  }

  @Test func modalAnnouncementSaysHowToDismissIt() {
    var state = engine.freshState()
    var result = engine.run(&state, .request(.floatingButton))
    #expect(result.announcement == "Voice Input, sheet. Swipe down or press Close to dismiss.")
    #expect(result.focus == .screen(path: "/voice"))
    result = engine.run(&state, .request(.route("help", RouteParameters())))
    #expect(result.announcement == "Help, full screen. Press Close to dismiss.")
  }

  @Test func dismissingReturnsFocusToTheFloatingButton() {
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("settings")), .request(.show(path: "/settings/goals")))
    engine.run(&state, .request(.floatingButton))
    let result = engine.run(&state, .key("escape"))
    #expect(state.modals.isEmpty)
    #expect(result.announcement == "Daily Goals")
    #expect(result.focus == .floatingButton)
  }

  @Test func dismissingANestedModalReturnsFocusToItsOpener() {
    var state = engine.freshState()
    engine.run(&state, .request(.floatingButton), .request(.route("help", RouteParameters())))
    let result = engine.run(&state, .request(.dismiss))
    #expect(state.modals.count == 1)
    #expect(result.announcement == "Voice Input")
    #expect(result.focus == .screen(path: "/voice"))
  }

  @Test func dismissingEveryModalReturnsFocusToTheFirstOpener() {
    var state = engine.freshState()
    engine.run(&state, .request(.floatingButton), .request(.route("help", RouteParameters())))
    let result = engine.run(&state, .request(.dismissAll))
    #expect(state.modals.isEmpty)
    #expect(result.announcement == "Today")
    #expect(result.focus == .floatingButton)
  }

  @Test func errorStateIsAnnouncedWithItsMessage() {
    let data = InMemoryDataSource()
    data.setOutage("database unavailable")
    let engine = try! FixtureApp.app(data: data).engine
    var state = engine.freshState()
    let result = engine.run(&state, .request(.selectTab("history")), .request(.show(path: FixtureApp.entryPath)))
    #expect(state.selectedStack.last?.error?.english == "This could not be loaded (database unavailable).")
    #expect(result.announcement == "Entry. This could not be loaded (database unavailable).")
    #expect(result.focus == .screen(path: FixtureApp.entryPath))
  }
}
