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
