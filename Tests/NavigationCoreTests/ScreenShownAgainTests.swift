import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Issue 10 items 1 and 2: a screen shown again is checked against the data, and the floating button
/// belongs to the screen it was hidden on.
struct ScreenShownAgainTests {
  let data = InMemoryDataSource()

  func engine() throws -> NavigationEngine { try FixtureApp.app(data: data).engine }

  /// History tab, day 2024-11-18, its entry on top.
  func onTheEntry(_ engine: NavigationEngine) -> NavigationState {
    var state = engine.freshState()
    engine.run(
      &state, .request(.selectTab("history")), .request(.show(path: "/history/2024-11-18")),
      .request(.show(path: FixtureApp.entryPath)))
    return state
  }

  /// A screen shown again is checked against the data: a check that finds nothing changed leaves every stack
  /// as it was (the UI keeps each tab's stack); a check that finds a change writes it to that screen alone.
  @Test func aCheckThatChangesNothingLeavesTheStacksAsTheyWere() throws {
    let engine = try engine()
    var state = onTheEntry(engine)
    let held = try #require(state.stacks["history"])
    engine.run(&state, .request(.selectTab("today")), .request(.selectTab("history")))
    engine.run(&state, .request(.floatingButton))
    #expect(state.modals.count == 1, "the sheet must cover the entry for its dismissal to reveal it")
    engine.run(&state, .request(.dismiss))
    // The app's return checks every screen again.
    engine.run(&state, .background, .foreground)
    #expect(state.stacks["history"] == held)
    #expect(engine.topScreen(of: state).error == nil)
    // A check that does change the screen writes it: the entry gets its error state, the screens below keep
    // theirs.
    data.setOutage("database unavailable")
    engine.run(&state, .request(.selectTab("today")), .request(.selectTab("history")))
    let changed = try #require(state.stacks["history"])
    #expect(engine.topScreen(of: state).error != nil)
    #expect(changed.count == held.count)
    #expect(changed.map(\.path) == held.map(\.path))
    #expect(Array(changed.dropLast()) == Array(held.dropLast()))
  }

  @Test func anErrorStateClearsWhenAModalAboveItClosesAfterTheDataRecovers() throws {
    let engine = try engine()
    data.setOutage("database unavailable")
    var state = onTheEntry(engine)
    #expect(engine.topScreen(of: state).error != nil)
    engine.run(&state, .request(.floatingButton))
    data.setOutage(nil)
    engine.run(&state, .request(.dismiss))
    #expect(engine.topScreen(of: state).path == FixtureApp.entryPath)
    #expect(engine.topScreen(of: state).error == nil)
  }

  @Test func anErrorStateClearsWhenItsTabIsShownAgain() throws {
    let engine = try engine()
    data.setOutage("database unavailable")
    var state = onTheEntry(engine)
    engine.run(&state, .request(.selectTab("today")))
    data.setOutage(nil)
    let result = engine.run(&state, .request(.selectTab("history")))
    #expect(engine.topScreen(of: state).error == nil)
    #expect(result.announcement == "Entry")
  }

  @Test func anErrorStateClearsOnBackAndOnForeground() throws {
    let engine = try engine()
    data.setOutage("database unavailable")
    var state = onTheEntry(engine)
    engine.run(&state, .request(.selectTab("history")))  // re-tap: pops to the root
    engine.run(&state, .request(.show(path: "/history/2024-11-18")), .request(.show(path: FixtureApp.entryPath)))
    engine.run(&state, .request(.show(path: "/history/2024-11-18/entry/\(UUID().uuidString.lowercased())")))
    #expect(state.selectedStack.dropFirst().allSatisfy { $0.error != nil })
    data.setOutage(nil)
    engine.run(&state, .request(.back))
    #expect(engine.topScreen(of: state).error == nil, "back shows the entry again, loaded")
    data.setOutage("database unavailable")
    engine.run(&state, .request(.show(path: "/history/2024-11-18/entry/\(UUID().uuidString.lowercased())")))
    engine.run(&state, .background)
    data.setOutage(nil)
    engine.run(&state, .foreground)
    #expect(state.selectedStack.allSatisfy { $0.error == nil }, "coming back reloads every screen")
    #expect(state.depth == 3)
  }

  @Test func anEntryDeletedUnderAModalIsCutWhenTheModalClosesWithAToast() throws {
    let engine = try engine()
    var state = onTheEntry(engine)
    engine.run(&state, .request(.floatingButton))
    data.delete("entry", id: FixtureApp.entryID)
    let result = engine.run(&state, .request(.dismiss))
    #expect(state.selectedStack.map(\.path) == ["/history/2024-11-18"])
    #expect(state.toast?.english == "That entry no longer exists.")
    #expect(result.events.contains(.truncated(path: FixtureApp.entryPath, reason: "That entry no longer exists.")))
    #expect(result.announcement == "Day 2024-11-18. That entry no longer exists.")
  }

  /// The events of a change, in order: the navigated event, the input's own (here the cut), the announcement.
  @Test func theNavigatedEventComesFirstAndTheAnnouncementLast() throws {
    let engine = try engine()
    var state = onTheEntry(engine)
    engine.run(&state, .request(.floatingButton))
    data.delete("entry", id: FixtureApp.entryID)
    let result = engine.run(&state, .request(.dismiss))
    #expect(
      result.events == [
        .navigated(from: "/voice", to: "/history/2024-11-18", trigger: "dismiss"),
        .truncated(path: FixtureApp.entryPath, reason: "That entry no longer exists."),
        .announcement("Day 2024-11-18. That entry no longer exists."),
      ])
  }

  @Test func anEntryDeletedWhileAwayIsCutOnForegroundWithTheSameToast() throws {
    let engine = try engine()
    var state = onTheEntry(engine)
    engine.run(&state, .background)
    data.delete("entry", id: FixtureApp.entryID)
    let result = engine.run(&state, .foreground)
    #expect(engine.topScreen(of: state).path == "/history/2024-11-18")
    #expect(state.toast?.english == "That entry no longer exists.")
    #expect(result.announcement == "Day 2024-11-18. That entry no longer exists.")
  }

  @Test func anEntryDeletedInAnotherTabIsCutWhenItsTabIsShownAgain() throws {
    let engine = try engine()
    var state = onTheEntry(engine)
    engine.run(&state, .request(.selectTab("today")))
    data.delete("entry", id: FixtureApp.entryID)
    engine.run(&state, .request(.selectTab("history")))
    #expect(engine.topScreen(of: state).path == "/history/2024-11-18")
    #expect(state.toast?.english == "That entry no longer exists.")
  }

  @Test func anEntryDeletedFurtherDownIsCutWhenAPopReachesIt() throws {
    let engine = try engine()
    var state = onTheEntry(engine)
    let above = "/history/2024-11-18/entry/00000000-0000-4000-8000-000000000001"
    engine.run(&state, .request(.show(path: above)))
    data.delete("entry", id: FixtureApp.entryID)
    // The stack is changed in place; the screen a pop reveals below the old top is still checked.
    let result = engine.run(&state, .request(.popTo(depth: 2)))
    #expect(state.selectedStack.map(\.path) == ["/history/2024-11-18"])
    #expect(state.toast?.english == "That entry no longer exists.")
    #expect(result.events.contains(.truncated(path: FixtureApp.entryPath, reason: "That entry no longer exists.")))
  }

  @Test func scrollingDownHidesTheFloatingButtonOnThatScreenOnly() throws {
    let engine = try engine()
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("history")), .request(.show(path: "/history/2024-11-18")))
    engine.run(&state, .scroll(.down))
    #expect(!engine.registry.chrome(for: state).floatingButtonVisible)
    #expect(engine.run(&state, .request(.floatingButton)).outcome == .ignored(.floatingButtonHidden))
    engine.run(&state, .request(.show(path: FixtureApp.entryPath)))
    #expect(engine.registry.chrome(for: state).floatingButtonVisible, "a new screen shows the button")
    #expect(engine.run(&state, .request(.floatingButton)).outcome == .completed)
    #expect(state.topModal?.screen.route == "voice")
  }

  @Test func anyNavigationShowsTheFloatingButtonOnTheScreenYouArriveAt() throws {
    let engine = try engine()
    var state = engine.freshState()
    engine.run(&state, .scroll(.down), .request(.selectTab("settings")))
    #expect(engine.registry.chrome(for: state).floatingButtonVisible)
    engine.run(&state, .request(.show(path: "/settings/goals")), .scroll(.down), .request(.back))
    #expect(engine.registry.chrome(for: state).floatingButtonVisible)
  }
}
