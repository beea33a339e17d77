import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// A restore applies exactly the rules of every other way in: the day range a link and a push are held to,
/// the placement from the registry (never from the bytes), a stack of its own tab's screens, no modal shown
/// twice in a row, a presenter chain built from the screens below. What breaks a rule is cut with a
/// `truncated` event.
struct RestoreRulesTests {
  let data = InMemoryDataSource()

  func engine(earliest: Day? = nil) throws -> NavigationEngine {
    var app = AppDefinition.fixture
    app.earliestDay = earliest
    return TestApp(registry: try RouteRegistry(app: app, modules: [FixtureApp.Module()]), data: data).engine
  }

  func snapshot(
    selectedTab: TabID = "history", stacks: [TabID: [SavedScreen]] = [:], modals: [SavedModal] = []
  ) -> NavigationSnapshot {
    NavigationSnapshot(
      savedAt: FixtureApp.now - 60, sessionEnd: .background, selectedTab: selectedTab, stacks: stacks,
      modals: modals)
  }

  func cuts(_ events: [NavigationEvent]) -> [String] {
    events.compactMap { if case .truncated(_, let reason) = $0 { reason } else { nil } }
  }

  func modal(_ path: String, style: ModalStyle, presenter: String = "/history", origin: TabID = "history")
    -> SavedModal
  {
    SavedModal(
      path: path, style: style, originTab: origin, presenterPath: presenter, opener: .target(.screen(path: presenter)))
  }

  @Test func aDayBeforeTheEarliestDayIsCutAsALinkRefusesIt() throws {
    let engine = try engine(earliest: Day(year: 2000, month: 1, day: 1))
    let launched = engine.launch(
      from: .success(
        snapshot(stacks: ["history": [SavedScreen(path: "/history/0001-01-01")], "today": []])))
    #expect(launched.restored)
    #expect(launched.state.stacks["history"] == nil)
    #expect(
      cuts(launched.events) == [
        DeepLinkError.dayBeforeEarliest(Day("0001-01-01")!, earliest: Day("2000-01-01")!).description
      ])
  }

  @Test func theEarliestDayItselfIsRestored() throws {
    let engine = try engine(earliest: Day(year: 2000, month: 1, day: 1))
    let launched = engine.launch(
      from: .success(snapshot(stacks: ["history": [SavedScreen(path: "/history/2000-01-01")]])))
    #expect(launched.state.stacks["history"]?.map(\.path) == ["/history/2000-01-01"])
    #expect(cuts(launched.events).isEmpty)
  }

  @Test func aModalsStyleComesFromItsRouteNeverFromTheBytes() throws {
    let launched = try engine().launch(
      from: .success(snapshot(modals: [modal("/voice", style: .fullScreenCover), modal("/help", style: .sheet)])))
    #expect(launched.state.modals.map(\.style) == [.sheet, .fullScreenCover])
  }

  @Test func theSameModalTwiceInARowKeepsTheFirstOnly() throws {
    let launched = try engine().launch(
      from: .success(snapshot(modals: [modal("/voice", style: .sheet), modal("/voice", style: .sheet)])))
    #expect(launched.state.modals.map(\.screen.path) == ["/voice"])
    // The saved presenter and opener of this helper's modals are not the screen under them: repaired, with events.
    #expect(cuts(launched.events).last == "the modal below it is the same")
  }

  @Test func thePresenterChainIsBuiltFromTheScreensBelowNotReadFromTheBytes() throws {
    let launched = try engine().launch(
      from: .success(
        snapshot(
          stacks: ["history": [SavedScreen(path: "/history/2024-11-18")]],
          modals: [
            modal("/voice", style: .sheet, presenter: "/settings", origin: "today"),
            modal("/help", style: .fullScreenCover, presenter: "/today", origin: "settings"),
          ])))
    #expect(launched.state.modals.map(\.presenterPath) == ["/history/2024-11-18", "/voice"])
    #expect(launched.state.modals.map(\.originTab) == ["history", "history"])
  }

  @Test func anotherTabsScreenInAStackIsCutThere() throws {
    let launched = try engine().launch(
      from: .success(
        snapshot(stacks: [
          "history": [SavedScreen(path: "/history/2024-11-18"), SavedScreen(path: "/settings/goals")],
          "settings": [SavedScreen(path: "/history/2024-11-18")],
        ])))
    #expect(launched.state.stacks["history"]?.map(\.path) == ["/history/2024-11-18"])
    #expect(launched.state.stacks["settings"] == nil)
    #expect(cuts(launched.events).sorted() == ["cannot be pushed on tab history", "cannot be pushed on tab settings"])
  }

  @Test func theSameScreenTwiceInARowInAStackKeepsTheFirstOnly() throws {
    let day = SavedScreen(path: "/history/2024-11-18")
    let launched = try engine().launch(from: .success(snapshot(stacks: ["history": [day, day]])))
    #expect(launched.state.stacks["history"]?.count == 1)
    #expect(cuts(launched.events) == ["the screen below it is the same"])
  }

  /// What a restore keeps, a live session could have produced: every rule a live state obeys holds.
  @Test func aRestoredStateIsOneTheEngineCallsConsistent() throws {
    let engine = try engine()
    let launched = engine.launch(
      from: .success(
        snapshot(
          stacks: ["history": [SavedScreen(path: "/history/2024-11-18")], "settings": [SavedScreen(path: "/voice")]],
          modals: [modal("/voice", style: .fullScreenCover), modal("/history/2024-11-18", style: .sheet)])))
    #expect(engine.inconsistencies(in: launched.state).isEmpty)
    #expect(launched.state.modals.map(\.screen.path) == ["/voice"])
  }
}
