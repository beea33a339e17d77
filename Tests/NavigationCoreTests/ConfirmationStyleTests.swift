import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Issue 44: a guard asks its question as an alert (the default) or as a confirmation dialog; the state keeps
/// which, `--json` and `expect alert-style` show it, and a relaunch asks it again the same way. A state
/// without dialogs prints, saves and reports the bytes it did before.
struct ConfirmationStyleTests {
  /// Asks before the notes sheet is dismissed, in `style` (nil: the guard says nothing, an alert).
  struct AskBeforeClosing: NavigationGuard {
    let style: ConfirmationStyle?
    let name = "test.notes"
    func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision {
      guard request == .dismiss, state.topModal?.screen.route == "notes" else { return .allow }
      let message = LocalizedText.literal("Close your notes?")
      guard let style else {
        return .confirm(message: message, confirmTitle: .literal("Close"), cancelTitle: .literal("Keep"))
      }
      return .confirm(message: message, confirmTitle: .literal("Close"), cancelTitle: .literal("Keep"), style: style)
    }
  }

  static func app(_ style: ConfirmationStyle?) throws -> TestApp {
    let notes = FixtureModule(
      name: "Notes",
      routes: [
        RouteDefinition(
          id: "notes", pattern: "notes", placement: .modal(.sheet), title: "Notes", exposure: .internalOnly
        ).detents(.medium, .large)
      ],
      guards: [AskBeforeClosing(style: style)])
    return TestApp(registry: try RouteRegistry(app: .fixture, modules: [FixtureApp.Module(), notes]))
  }

  /// The notes sheet with the question about closing it asked.
  static func asking(_ app: TestApp) -> NavigationState {
    var state = app.engine.freshState()
    app.engine.run(&state, .request(.show(path: "/notes")))
    app.engine.run(&state, .request(.dismiss))
    return state
  }

  static func json(_ state: NavigationState, _ engine: NavigationEngine) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let report = StateReport(state: state, engine: engine, outcome: .completed)
    return String(decoding: try encoder.encode(report), as: UTF8.self)
  }

  @Test func aGuardsDialogIsKeptInTheStateShownInJSONAndAnsweredAsAnAlertIs() throws {
    let app = try Self.app(.dialog)
    var state = Self.asking(app)
    #expect(state.alert?.style == .dialog)
    let report = StateReport(state: state, engine: app.engine, outcome: .completed)
    #expect(report.value(of: .alertStyle) == "dialog")
    #expect(report.value(of: .alert) == "Close your notes?")
    #expect(
      try Self.json(state, app.engine).contains(
        #""alert":{"actions":["Close","Keep"],"message":"Close your notes?","style":"dialog"}"#))

    #expect(app.engine.run(&state, .alertAction("Close")).outcome == .completed)
    #expect(state.alert == nil && state.modals.isEmpty)
    #expect(StateReport(state: state, engine: app.engine, outcome: .completed).value(of: .alertStyle) == "none")
  }

  @Test func aGuardThatSaysNothingAsksWithAnAlertThatPrintsAsBefore() throws {
    for style in [nil, ConfirmationStyle.alert] {
      let app = try Self.app(style)
      let state = Self.asking(app)
      #expect(state.alert?.style == .alert)
      #expect(StateReport(state: state, engine: app.engine, outcome: .completed).value(of: .alertStyle) == "alert")
      #expect(
        try Self.json(state, app.engine).contains(
          #""alert":{"actions":["Close","Keep"],"message":"Close your notes?"}"#))
      let header = ReportStartHeader(SessionStart(at: app.clock.now, state: state, launched: true), lastInput: nil)
      #expect(
        header.encodedLine().contains(
          #""alert":{"actions":["Close","Keep"],"message":"Close your notes?","request":{"dismiss":{}}}"#))
    }
  }

  @Test func aDialogComesBackAsADialogAfterATerminationAndThroughAReportsStart() throws {
    let app = try Self.app(.dialog)
    var state = Self.asking(app)
    let store = InMemoryStateStore()
    try store.save(try #require(app.engine.reduce(&state, .background).snapshot))
    try store.save(try #require(app.engine.reduce(&state, .terminate).snapshot))
    app.clock.advance(by: 60)
    let launched = app.engine.launch(from: store.loadResult())
    #expect(launched.state.alert?.style == .dialog)

    let asked = Self.asking(app)
    let header = ReportStartHeader(SessionStart(at: app.clock.now, state: asked, launched: true), lastInput: nil)
    #expect(header.encodedLine().contains(#""style":"dialog""#))
    let read = try JSONDecoder().decode(ReportStartHeader.self, from: Data(header.encodedLine().utf8))
    let start = try read.sessionStart(at: app.clock.now, lastInput: nil, floatingButton: nil).get()
    #expect(start.state.alert?.style == .dialog)
  }

  // A snapshot an earlier version wrote, before detents and dialogs: it decodes, and its sheet opens at the
  // route's first detent.
  @Test func aSnapshotWrittenBeforeDetentsAndDialogsStillRestores() throws {
    let app = try Self.app(.dialog)
    let savedAt = Int64((app.clock.now.timeIntervalSince1970 - 60) * 1000)
    let old = """
      {"modals":[{"opener":"","originTab":"today","path":"/notes","presenterPath":"/today","style":"sheet"}],\
      "savedAt":\(savedAt),"selectedTab":"today","sessionEnd":"terminated","stacks":{},"version":2}
      """
    let snapshot = try JSONDecoder().decode(NavigationSnapshot.self, from: Data(old.utf8))
    #expect(snapshot.modals.first?.detent == nil)
    let store = InMemoryStateStore()
    try store.save(snapshot)
    let launched = app.engine.launch(from: store.loadResult())
    #expect(launched.restored)
    #expect(launched.state.topModal?.screen.path == "/notes")
    #expect(launched.state.topModal?.detent == nil)
    #expect(StateReport(state: launched.state, engine: app.engine, outcome: .completed).modals.last?.detent == "medium")
  }
}
