import Foundation
@_spi(Fuzzing) import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Issue 10 item 9 and issue 11 item 3: edits reach only declared fields, Save hands them to the data,
/// Cancel drops them; and the engine refuses growth beyond ``NavigationLimits``.
struct EditingTests {
  let data = InMemoryDataSource()

  static let editor = FixtureModule(
    name: "Editor",
    routes: [
      RouteDefinition(
        id: "history.entryEditor", pattern: "history/{date:day}/entry/{id:uuid}/edit", placement: .modal(.sheet),
        title: "Edit Entry", exposure: .internalOnly,
        editing: RouteEditing(fields: ["calories", "description"], saveKind: "entry"))
    ])

  func engine() throws -> NavigationEngine {
    TestApp(registry: try RouteRegistry(app: .fixture, modules: [FixtureApp.Module(), Self.editor]), data: data).engine
  }

  func onGoals(_ engine: NavigationEngine) -> NavigationState {
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("settings")), .request(.show(path: "/settings/goals")))
    return state
  }

  @Test func anEditReachesOnlyTheFieldsTheScreenDeclares() throws {
    let engine = try engine()
    var state = onGoals(engine)
    #expect(engine.run(&state, .edit(field: "calories", value: "1800")).outcome == .completed)
    let undeclared = engine.run(&state, .edit(field: "phase", value: "idle"))
    #expect(undeclared.outcome == .ignored(.noEditableField(screen: "Daily Goals", field: "phase")))
    #expect(state.selectedStack.last?.payload == ["calories": "1800"])
  }

  @Test func aScreenThatDeclaresNoEditKeepsItsStateFromTyping() throws {
    let engine = try engine()
    var state = engine.freshState()
    engine.run(&state, .request(.floatingButton))
    try state.changeModal(at: 0) { $0.screen.payload = ["phase": "recording"] }
    let result = engine.run(&state, .edit(field: "phase", value: "x"))
    #expect(result.outcome == .ignored(.noEditableField(screen: "Voice Input", field: "phase")))
    #expect(state.modals[0].screen.payload == ["phase": "recording"])
  }

  @Test func saveHandsTheDeclaredFieldsToTheDataAndReturnsToTheList() throws {
    let engine = try engine()
    var state = onGoals(engine)
    try state.changeScreen(at: 0) { $0.payload["stale"] = "from an old version" }
    engine.run(&state, .edit(field: "calories", value: "1800"), .edit(field: "protein", value: "120 g"))
    let result = engine.run(&state, .request(.save))
    #expect(result.outcome == .completed)
    #expect(engine.topScreen(of: state).path == "/settings")
    #expect(
      data.saved == [
        ScreenEdit(
          kind: "goals", route: "settings.goals", parameters: RouteParameters(),
          fields: ["calories": "1800", "protein": "120 g"])
      ])
    #expect(result.transition == .pop)
  }

  @Test func aSaveTheDataRefusesKeepsTheUserAndTheEditWithAToast() throws {
    let engine = try engine()
    var state = onGoals(engine)
    engine.run(&state, .edit(field: "calories", value: "1800"))
    data.setOutage("disk full")
    let result = engine.run(&state, .request(.save))
    #expect(result.outcome == .failed("disk full"))
    #expect(engine.topScreen(of: state).payload == ["calories": "1800"])
    #expect(state.toast?.english == "Couldn’t save (disk full).")
    #expect(result.announcement == "Couldn’t save (disk full).")
  }

  @Test func saveAndCancelAreOfferedOnlyWhereAScreenDeclaresAnEdit() throws {
    let engine = try engine()
    var state = engine.freshState()
    #expect(engine.run(&state, .request(.save)).outcome == .ignored(.nothingToSave))
    #expect(engine.run(&state, .request(.cancel)).outcome == .ignored(.nothingToCancel))
    engine.run(&state, .request(.selectTab("history")), .request(.show(path: "/history/2024-11-18")))
    #expect(engine.run(&state, .request(.save)).outcome == .ignored(.nothingToSave))
    state = onGoals(engine)
    #expect(engine.run(&state, .request(.cancel)).outcome == .ignored(.nothingToCancel), "Back leaves it")
  }

  @Test func saveAndCancelOnAnEditorSheetReturnToExactlyTheEntry() throws {
    let engine = try engine()
    var state = engine.freshState()
    let editor = "\(FixtureApp.entryPath)/edit"
    engine.run(&state, .request(.openLink("demeter:/\(FixtureApp.entryPath)")), .request(.show(path: editor)))
    #expect(state.topModal?.screen.path == editor)
    engine.run(&state, .edit(field: "calories", value: "420"))
    let cancelled = engine.run(&state, .request(.cancel))
    #expect(cancelled.transition == .dismissModal)
    #expect(state.modals.isEmpty && engine.topScreen(of: state).path == FixtureApp.entryPath)
    #expect(data.saved.isEmpty)
    engine.run(&state, .request(.show(path: editor)))
    #expect(state.topModal?.screen.payload == [:], "a cancelled edit is gone")
    engine.run(&state, .edit(field: "calories", value: "420"), .request(.save))
    #expect(state.modals.isEmpty && engine.topScreen(of: state).path == FixtureApp.entryPath)
    #expect(data.saved.map(\.fields) == [["calories": "420"]])
    #expect(data.saved.first?.parameters["id"] == FixtureApp.entryID)
  }

  /// Issue 34: the screen a save reveals may show what was saved (the entry under its editor), so it is told
  /// its data changed, as Confirm tells the screen voice input began on.
  @Test func aSaveTellsTheScreenItRevealsThatItsDataChanged() throws {
    let engine = try engine()
    var state = engine.freshState()
    let editor = "\(FixtureApp.entryPath)/edit"
    engine.run(&state, .request(.openLink("demeter:/\(FixtureApp.entryPath)")), .request(.show(path: editor)))
    engine.run(&state, .edit(field: "calories", value: "420"))
    let saved = engine.run(&state, .request(.save))
    #expect(saved.events.contains(.dataChanged(path: FixtureApp.entryPath, kind: "entry")))
    // Cancel saves nothing, and says nothing changed.
    engine.run(&state, .request(.show(path: editor)))
    let cancelled = engine.run(&state, .request(.cancel))
    #expect(!cancelled.events.contains { if case .dataChanged = $0 { true } else { false } })
  }

  // MARK: Limits

  @Test func anEditBeyondThePayloadLimitsIsRefusedWithAReason() throws {
    let engine = try engine()
    var state = onGoals(engine)
    let long = String(repeating: "x", count: NavigationLimits.payloadValueBytes + 1)
    let tooLong = engine.run(&state, .edit(field: "calories", value: long))
    #expect(tooLong.outcome == .ignored(.valueTooLong))
    try state.changeScreen(at: 0) {
      $0.payload = Dictionary(uniqueKeysWithValues: (0..<NavigationLimits.payloadFields).map { ("f\($0)", "v") })
    }
    let tooMany = engine.run(&state, .edit(field: "calories", value: "1"))
    #expect(tooMany.outcome == .ignored(.tooManyFields))
    #expect(state.selectedStack[0].payload.count == NavigationLimits.payloadFields)
  }

  @Test func aPushBeyondTheStackDepthIsRefusedWithAReason() throws {
    let engine = try engine()
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("history")))
    for index in 0..<NavigationLimits.stackDepth {
      engine.run(&state, .request(.show(path: index.isMultiple(of: 2) ? "/history/2024-11-18" : "/history/2024-11-17")))
    }
    #expect(state.depth == NavigationLimits.stackDepth)
    let refused = engine.run(&state, .request(.show(path: "/history/2024-11-16")))
    #expect(refused.outcome == .ignored(.stackFull))
    #expect(state.depth == NavigationLimits.stackDepth)
  }

  @Test func aFeatureCommandCannotPresentPastTheModalDepth() throws {
    let presenter = FixtureModule(
      name: "Presenter",
      commands: [
        FeatureCommand(verb: "help", usage: "help", summary: "Present help") { _, session in
          do { try session.present("help") } catch { return .ignored("\(error)") }
          return .done
        }
      ])
    let engine = TestApp(registry: try RouteRegistry(app: .fixture, modules: [FixtureApp.Module(), presenter])).engine
    var state = engine.freshState()
    for _ in 0..<NavigationLimits.modalDepth { engine.run(&state, .command(verb: "help", argument: "")) }
    #expect(state.modals.count == NavigationLimits.modalDepth)
    let refused = engine.run(&state, .command(verb: "help", argument: ""))
    #expect(refused.outcome == .ignored(.modalsFull))
    #expect(state.modals.count == NavigationLimits.modalDepth)
  }

  @Test func aPresentBeyondTheModalDepthIsRefusedWithAReason() throws {
    let engine = try engine()
    var state = engine.freshState()
    for index in 0..<NavigationLimits.modalDepth {
      engine.run(&state, .request(.route(index.isMultiple(of: 2) ? "voice" : "help", RouteParameters())))
    }
    #expect(state.modals.count == NavigationLimits.modalDepth)
    let next: RouteID = NavigationLimits.modalDepth.isMultiple(of: 2) ? "voice" : "help"
    let refused = engine.run(&state, .request(.route(next, RouteParameters())))
    #expect(refused.outcome == .ignored(.modalsFull))
    #expect(state.modals.count == NavigationLimits.modalDepth)
  }
}
