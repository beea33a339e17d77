import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Issue 44 item 1: a sheet route declares the heights it rests at; the state keeps the one the user dragged
/// it to, a snapshot saves it (as an optional key: a sheet at its first detent saves what it saved before),
/// and a drag to a height the route does not declare changes nothing, with a reason.
struct SheetDetentTests {
  static func notes(_ detents: [SheetDetent] = [.medium, .large, .fraction(0.4)]) -> FixtureModule {
    FixtureModule(
      name: "Notes",
      routes: [
        RouteDefinition(
          id: "notes", pattern: "notes", placement: .modal(.sheet), title: "Notes", exposure: .internalOnly
        ).detents(detents)
      ])
  }

  let app: TestApp
  var engine: NavigationEngine { app.engine }

  init() throws {
    app = TestApp(registry: try RouteRegistry(app: .fixture, modules: [FixtureApp.Module(), Self.notes()]))
  }

  func onNotes() -> NavigationState {
    var state = engine.freshState()
    engine.run(&state, .request(.show(path: "/notes")))
    return state
  }

  func problems(_ module: FixtureModule) -> [RegistrationProblem] {
    do {
      _ = try RouteRegistry(app: .fixture, modules: [FixtureApp.Module(), module])
      return []
    } catch {
      return error.problems
    }
  }

  @Test func aDetentReadsWhatItPrints() {
    for detent in [SheetDetent.medium, .large, .fraction(0.4), .fraction(1), .height(320), .height(212.5)] {
      #expect(SheetDetent(detent.description) == detent)
    }
    #expect(SheetDetent.height(320).description == "height:320")
    for text in ["", "small", "fraction", "fraction:", "fraction:x", "height:inf", "width:3", "Medium"] {
      #expect(SheetDetent(text) == nil, "\(text)")
    }
  }

  @Test func detentsAreAProblemOffASheetEmptyOutOfRangeOrTwice() {
    let onPush = FixtureModule(
      name: "Pushed",
      routes: [
        RouteDefinition(
          id: "settings.notes", pattern: "settings/notes", placement: .push(tab: "settings", parent: "settings.root"),
          title: "Notes"
        ).detents(.medium)
      ])
    let onCover = FixtureModule(
      name: "Cover",
      routes: [
        RouteDefinition(id: "cover", pattern: "cover", placement: .modal(.fullScreenCover), title: "Cover")
          .detents(.large)
      ])
    #expect(problems(onPush) == [.invalidDetents("settings.notes", module: "Pushed", problem: .notASheet)])
    #expect(problems(onCover) == [.invalidDetents("cover", module: "Cover", problem: .notASheet)])
    #expect(problems(Self.notes([])) == [.invalidDetents("notes", module: "Notes", problem: .empty)])
    #expect(
      problems(Self.notes([.medium, .fraction(1.5)]))
        == [.invalidDetents("notes", module: "Notes", problem: .outOfRange(.fraction(1.5)))])
    #expect(
      problems(Self.notes([.height(0)]))
        == [.invalidDetents("notes", module: "Notes", problem: .outOfRange(.height(0)))])
    #expect(
      problems(Self.notes([.large, .medium, .large]))
        == [.invalidDetents("notes", module: "Notes", problem: .duplicate(.large))])
    #expect(
      problems(onPush).map(\.description) == [
        "Pushed: route 'settings.notes' declares sheet detents but is not presented as a sheet"
      ])
  }

  @Test func aSheetOpensAtItsFirstDetentAndKeepsADeclaredDrag() throws {
    var state = onNotes()
    #expect(state.topModal?.detent == nil)
    #expect(StateReport(state: state, engine: engine, outcome: .completed).modals.last?.detent == "medium")
    #expect(engine.run(&state, .detent(.fraction(0.4))).outcome == .completed)
    #expect(state.topModal?.detent == .fraction(0.4))
    #expect(StateReport(state: state, engine: engine, outcome: .completed).modals.last?.detent == "fraction:0.4")
    // Back to the first: kept as nil, so the snapshot is the one a sheet that never moved saves.
    #expect(engine.run(&state, .detent(.medium)).outcome == .completed)
    #expect(state == onNotes())
  }

  @Test func aDragToAnUndeclaredDetentOrWithNoSheetChangesNothing() throws {
    var state = onNotes()
    engine.run(&state, .detent(.large))
    let before = state
    let undeclared = engine.run(&state, .detent(.height(320)))
    #expect(undeclared.outcome == .ignored(.detentNotDeclared(screen: "Notes", detent: "height:320")))
    #expect(state == before)
    #expect(
      NavigationRefusal.detentNotDeclared(screen: "Notes", detent: "height:320").text.resolved(
        in: Localization(language: "de"))
        == "Notes hat keine Höhe „height:320“")

    var voice = engine.freshState()
    engine.run(&voice, .request(.floatingButton))
    #expect(
      engine.run(&voice, .detent(.medium)).outcome
        == .ignored(.detentNotDeclared(screen: "Voice Input", detent: "medium")))
    #expect(voice.topModal?.detent == nil)
    // A route that declares none shows no detent key.
    #expect(StateReport(state: voice, engine: engine, outcome: .completed).modals.last?.detent == nil)

    var onRoot = engine.freshState()
    #expect(engine.run(&onRoot, .detent(.medium)).outcome == .ignored(.noSheet))
    var cover = engine.freshState()
    engine.run(&cover, .request(.show(path: "/help")))
    #expect(engine.run(&cover, .detent(.large)).outcome == .ignored(.noSheet))
  }

  @Test func aDraggedDetentIsSavedAndRestoredAndASheetAtItsFirstSavesNoKey() throws {
    var state = onNotes()
    let unmoved = try JSONEncoder().encode(
      NavigationSnapshot(state: state, savedAt: app.clock.now, sessionEnd: .background))
    #expect(!String(decoding: unmoved, as: UTF8.self).contains("detent"))

    engine.run(&state, .detent(.large))
    let store = InMemoryStateStore()
    try store.save(try #require(engine.reduce(&state, .background).snapshot))
    try store.save(try #require(engine.reduce(&state, .terminate).snapshot))
    let saved = try #require(try store.loadResult().get())
    #expect(saved.modals.last?.detent == .large)
    app.clock.advance(by: 60)
    let launched = engine.launch(from: store.loadResult())
    #expect(launched.restored)
    #expect(launched.state.topModal?.detent == .large)
    #expect(launched.state.modals == state.modals)
  }

  @Test func aSavedDetentTheRouteNoLongerDeclaresIsDropped() throws {
    var state = onNotes()
    var snapshot = NavigationSnapshot(state: state, savedAt: app.clock.now - 60, sessionEnd: .terminated)
    snapshot.modals[0].detent = .height(320)
    let launched = engine.launch(from: .success(snapshot))
    #expect(launched.restored)
    #expect(launched.state.topModal?.screen.path == "/notes")
    #expect(launched.state.topModal?.detent == nil)
    try state.changeModal(at: 0) { $0.detent = nil }
    #expect(launched.state.modals == state.modals)
  }

  @Test func theDetentStepReadsAndWritesItsInput() throws {
    let registry = engine.registry
    #expect(try InputSteps.input(word: "detent", rest: "fraction:0.4", registry: registry) == .detent(.fraction(0.4)))
    #expect(InputSteps.line(for: .detent(.height(320))) == "detent height:320")
    #expect(InputSteps.line(for: .detent(.height(.infinity))) == nil)
    #expect(throws: StepProblem.self) { try InputSteps.input(word: "detent", rest: "tall", registry: registry) }
  }
}
