import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import Testing

extension AdapterThroughTheHost {
  // A confirmation dialog shows its title, message and actions while its flag is true; tapping an action
  // runs it and dismisses the dialog (the system writes false), and a closed dialog shows nothing.
  @Test func aConfirmationDialogShowsItsTitleMessageAndActionsAndATapDismissesIt() throws {
    let host = ViewHost(DialogProbe())
    host.render()
    let dialog = try #require(host.tree.first(".confirmationDialog"))
    #expect(dialog["title", as: String.self] == "Discard your recording?")
    #expect(dialog["titleVisibility", as: Visibility.self] == .visible)
    #expect((dialog.slots["confirmationDialogMessage"] ?? []).flatMap(\.texts) == ["It cannot be recovered."])
    let buttons = (dialog.slots["confirmationDialog"] ?? []).flatMap { $0.all("Button") }
    #expect(buttons.map(\.texts) == [["Discard"], ["Keep"]])
    #expect(!host.tapDialogAction(dialog, "Delete everything"))

    #expect(host.tapDialogAction(dialog, "Discard"))
    host.render()

    #expect(host.tree.first("VStack")?.texts.first == "discarded")
    #expect(host.tree.first(".confirmationDialog")?.slots["confirmationDialog"] == nil)
    #expect(host.problems.isEmpty, "\(host.problems)")
  }

  // Like an alert, a dialog asked for under a presented sheet is not shown (UIKit presents nothing from a
  // controller that presents).
  @Test func aConfirmationDialogUnderAPresentedSheetIsNotShown() throws {
    let host = ViewHost(DialogUnderSheet())
    host.render()
    #expect(host.tree.first(".confirmationDialog")?.slots["confirmationDialog"] == nil)
    #expect(host.problems.contains { $0.contains("confirmation dialog") }, "\(host.problems)")
  }
}

extension AdapterThroughTheHost {
  // Issue 44: a guard that asks with a confirmation dialog gets one, on the sheet it is about, and no alert;
  // its buttons answer the engine as an alert's do.
  @Test func aGuardsQuestionAskedAsADialogShowsAConfirmationDialogOnTheSheetAndItsAnswerCloses() throws {
    let presenter = try launchedPresenter("Notes", shape: .singleStack, module: DialogNotes())
    let host = ViewHost(NavigationRoot(presenter: presenter) { ProbeScreen(screen: $0) })
    presenter.send(.request(.show(path: "/notes/draft")))
    host.render()
    #expect(host.tree.all(".confirmationDialog").allSatisfy { $0.slots["confirmationDialog"] == nil })

    presenter.dismissModal(at: 0)
    host.render()
    #expect(presenter.alert?.style == .dialog)
    let shown = host.tree.all(".confirmationDialog").filter { $0.slots["confirmationDialog"] != nil }
    let dialog = try #require(shown.first)
    #expect(shown.count == 1)
    #expect(dialog.path.contains("[sheet]"), "shown from the sheet it is about")
    #expect(dialog["title", as: String.self] == "Discard this draft?")
    #expect(
      (dialog.slots["confirmationDialog"] ?? []).flatMap { $0.all("Button") }.map(\.texts) == [["Discard"], ["Keep"]])
    #expect(host.tree.all(".alert").allSatisfy { ($0.slots["alert"] ?? []).isEmpty }, "no alert beside it")

    #expect(host.tapDialogAction(dialog, "Discard"))
    host.render()
    #expect(presenter.alert == nil && presenter.modals.isEmpty)
    #expect(host.problems.isEmpty, "\(host.problems)")
  }
}

/// A notes app whose draft sheet asks, with a confirmation dialog, before it closes.
private struct DialogNotes: RouteModule {
  struct AskBeforeDiscarding: NavigationGuard {
    let name = "notes.draft"
    func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision {
      guard request == .dismiss, state.topModal?.screen.route == "notes.draft" else { return .allow }
      return .confirm(
        message: .literal("Discard this draft?"), confirmTitle: .literal("Discard"), cancelTitle: .literal("Keep"),
        style: .dialog)
    }
  }

  let name = "Notes"
  var tabs: [TabDefinition] { [TabDefinition(id: "notes", title: "Notes", icon: "note", order: 0)] }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(id: "notes.root", pattern: "notes", placement: .tabRoot("notes"), title: "Notes"),
      RouteDefinition(id: "notes.draft", pattern: "notes/draft", placement: .modal(.sheet), title: "Draft"),
    ]
  }
  var guards: [any NavigationGuard] { [AskBeforeDiscarding()] }
}

struct DialogProbe: View {
  @State private var asking = true
  @State private var chosen = "waiting"
  var body: some View {
    VStack { Text(chosen) }
      .confirmationDialog("Discard your recording?", isPresented: $asking, titleVisibility: .visible) {
        Button("Discard", role: .destructive) { chosen = "discarded" }
        Button("Keep", role: .cancel) { chosen = "kept" }
      } message: {
        Text("It cannot be recovered.")
      }
  }
}

struct DialogUnderSheet: View {
  @State private var sheet: SheetItem? = SheetItem(id: 1)
  @State private var asking = true
  var body: some View {
    Text("root")
      .confirmationDialog("Discard?", isPresented: $asking) {
        Button("Discard") {}
      } message: {
        Text("Gone.")
      }
      .sheet(item: $sheet) { _ in Text("sheet") }
  }
}

struct SheetItem: Identifiable {
  let id: Int
}
