import NavigationJourneys
import NavigationTesting
import Testing

@_spi(StateBuilding) @_spi(Benchmarks) @testable import NavigationCore

/// Missing and unavailable data, the error state's "Go to Today", and stacks that no longer validate.
struct ErrorRecoveryTests {
  let data = InMemoryDataSource()

  @Test func unavailableDataShowsAnErrorStateWithGoToToday() throws {
    let engine = try FixtureApp.app(data: data).engine
    var state = engine.freshState()
    data.setOutage("database unavailable")
    engine.run(&state, .request(.selectTab("history")), .request(.show(path: FixtureApp.entryPath)))
    let chrome = engine.registry.chrome(for: state)
    #expect(chrome.errorMessage == "This could not be loaded (database unavailable).")
    #expect(chrome.errorAction == "Go to Today")
  }

  @Test func recoverShowsTheDefaultTabRoot() throws {
    let engine = try FixtureApp.app(data: data).engine
    var state = engine.freshState()
    engine.run(&state, .request(.show(path: "/today")))
    data.setOutage("database unavailable")
    engine.run(&state, .request(.selectTab("history")), .request(.show(path: FixtureApp.entryPath)))
    let result = engine.run(&state, .request(.recover))
    #expect(result.outcome == .completed)
    #expect(state.selectedTab == "today")
    #expect(state.modals.isEmpty)
    #expect(result.announcement == "Today")
    #expect(result.transition == .tabSwitch)
    #expect(engine.registry.chrome(for: state).errorAction == nil)
  }

  /// Issue 34: the screen reads its entry from the app's data and shows "Go to Today" the moment it is gone;
  /// the engine had not noticed (nothing was revealed), and the action must work all the same.
  @Test func recoverWorksWhenTheScreenFoundItsEntryMissingBeforeTheEngineDid() throws {
    let engine = try FixtureApp.app(data: data).engine
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("history")), .request(.show(path: FixtureApp.entryPath)))
    data.delete("entry", id: FixtureApp.entryID)
    #expect(engine.topScreen(of: state).error == nil)
    let result = engine.run(&state, .request(.recover))
    #expect(result.outcome == .completed)
    #expect(state.selectedTab == "today")
    #expect(state.stacks["today"] == nil && state.modals.isEmpty)
    // The data changed under the shown screens since they read it (issue 38: a root SwiftUI does not
    // re-evaluate keeps what it read): Today's root is told to read it again.
    #expect(result.events.contains { if case .dataChanged = $0 { true } else { false } })
  }

  /// The same when the data became unavailable under the shown screen.
  @Test func recoverWorksWhenTheDataBecameUnavailableUnderTheShownScreen() throws {
    let engine = try FixtureApp.app(data: data).engine
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("history")), .request(.show(path: FixtureApp.entryPath)))
    data.setOutage("database unavailable")
    #expect(engine.run(&state, .request(.recover)).outcome == .completed)
    #expect(state.selectedTab == "today")
  }

  @Test func recoverWithoutAnErrorChangesNothing() throws {
    let engine = try FixtureApp.app(data: data).engine
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("settings")))
    let before = state
    let result = engine.run(&state, .request(.recover))
    #expect(result.outcome == .ignored(.noErrorShown))
    #expect(state == before)
  }

  @Test func backSkipsAScreenThatNoLongerExists() throws {
    let engine = try FixtureApp.app(data: data).engine
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("history")), .request(.show(path: "/history/2024-11-18")))
    engine.run(&state, .request(.show(path: FixtureApp.entryPath)))
    engine.run(&state, .request(.route("history.day", ["date": "2024-11-19"])))
    #expect(state.depth == 3)
    data.delete("entry", id: FixtureApp.entryID)
    let result = engine.run(&state, .request(.back))
    #expect(state.selectedStack.map(\.path) == ["/history/2024-11-18"])
    #expect(result.events.contains(.truncated(path: FixtureApp.entryPath, reason: "That entry no longer exists.")))
    // The cut is said out loud: the toast is read after the screen.
    #expect(state.toast?.english == "That entry no longer exists.")
    #expect(result.announcement == "Day 2024-11-18. That entry no longer exists.")
  }

  @Test func aFailingDataSourceDoesNotCutTheStackOnBack() throws {
    let engine = try FixtureApp.app(data: data).engine
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("history")), .request(.show(path: FixtureApp.entryPath)))
    engine.run(&state, .request(.route("history.day", ["date": "2024-11-19"])))
    data.setOutage("database unavailable")
    engine.run(&state, .request(.back))
    #expect(state.selectedStack.map(\.path) == [FixtureApp.entryPath])
  }
}

/// A state that contradicts the registry is repaired by the admission's rules when it is handed in, and the
/// coordinator logs why.
@MainActor
struct StateConsistencyTests {
  let engine = try! FixtureApp.app().engine

  @Test func statesTheEngineProducesAreConsistent() {
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("history")), .request(.show(path: FixtureApp.entryPath)))
    engine.run(&state, .request(.floatingButton), .request(.route("help", RouteParameters())))
    #expect(engine.inconsistencies(in: state).isEmpty)
  }

  @Test func findsEachKindOfCorruption() throws {
    var state = engine.freshState()
    try state.push([Screen(route: "settings.goals", path: "/settings/goals")], on: "history")
    try state.push([Screen(route: "voice", path: "/voice"), Screen(route: "ghost", path: "/ghost")], on: "settings")
    try state.push([Screen(route: "ghost", path: "/ghost")], on: "attic")
    try state.present([
      ModalPresentation(
        screen: Screen(route: "settings.goals", path: "/settings/goal"), style: .sheet, originTab: "today",
        presenterPath: "/today", opener: .screen(path: "/today"))
    ])
    let found = engine.inconsistencies(in: state)
    #expect(
      Array(found.prefix(3)) == [
        .tabsNotRegistered("attic", more: 0),
        .notPushed(path: "/settings/goals", tab: "history"),
        .notPushed(path: "/voice", tab: "settings"),
      ])
    // A stack is cut at its first screen not admitted: the ghost above the voice sheet is not read.
    #expect(found.dropFirst(3).map(\.path) == ["/settings/goal"])
  }

  /// The rule a restore keeps (a stack holds its own tab's push routes) is the rule a handed-in state is
  /// checked by: another tab's pushed screen is an inconsistency, and a session handed one starts over.
  @Test func anotherTabsPushedScreenOnAStackIsAnInconsistencyAndASessionRepairsIt() throws {
    var state = engine.freshState()
    state.selectedTab = "history"
    try state.push([Screen(route: "settings.goals", path: "/settings/goals")], on: "history")
    #expect(engine.inconsistencies(in: state) == [.notPushed(path: "/settings/goals", tab: "history")])
    var session = NavigationSession(engine: engine, store: InMemoryStateStore())
    session.launch()
    session.adopt(state)
    _ = session.send(.scroll(.up))
    #expect(session.state.stacks.isEmpty)
    #expect(session.state.selectedTab == "history")
    // Its own tab's stack holds it.
    state = engine.freshState()
    state.selectedTab = "settings"
    try state.push([Screen(route: "settings.goals", path: "/settings/goals")], on: "settings")
    #expect(engine.inconsistencies(in: state).isEmpty)
  }

  @Test func theCoordinatorRepairsAnInconsistentStateAndLogsIt() throws {
    let logger = RecordingLogger()
    let coordinator = NavigationCoordinator(engine: engine, logger: logger)
    var corrupt = engine.freshState()
    corrupt.selectedTab = "history"
    try corrupt.push([Screen(route: "voice", path: "/voice")], on: "history")
    try corrupt.push([Screen(route: "settings.goals", path: "/settings/goals")], on: "settings")
    coordinator.state = corrupt  // as a bug or a bad hand-over would leave it
    // The stack is cut at the screen its tab may not push; the other tab's stack is kept.
    #expect(coordinator.state.stacks.mapValues { $0.map(\.path) } == ["settings": ["/settings/goals"]])
    #expect(coordinator.state.selectedTab == "history")
    #expect(
      logger.entries(atLeast: .error).map(\.message) == [
        "a state handed in was repaired: /voice: cannot be pushed on tab history"
      ])
  }
}
