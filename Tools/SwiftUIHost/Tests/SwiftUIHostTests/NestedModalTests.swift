import Foundation
import NavigationCore
import NavigationPresentation
import SwiftUI
import Testing

/// Issue 61, item 1: a second modal level. The sheet the floating button opens presents another sheet from its
/// own content (iOS presents one sheet per layer, from the content of the one below); Close on the top one
/// dismisses it alone.
extension AdapterThroughTheHost {
  @Test func aSheetOverASheetIsPresentedFromTheFirstSheetAndItsCloseDismissesItAlone() throws {
    let fixture = try NotesFixture()
    fixture.presenter.pressFloatingButton()
    fixture.host.render()
    // What a button of the compose sheet sends (`ScreenContext.show`): a route shown from the top screen.
    fixture.presenter.send(.request(.route("notes.attach", RouteParameters())))
    fixture.host.render()

    #expect(fixture.presenter.modals.map(\.screen.path) == ["/compose", "/compose/attach"])
    let sheets = fixture.shownSheets()
    #expect(sheets.map { ViewHost.layer(of: $0.path) } == [0, 1], "\(sheets.map(\.path))")
    // The second sheet's content is inside the first's: what it shows is the attach screen, over compose.
    let top = try #require(sheets.last?.slots["sheet"]?.first)
    #expect(top.all("body ProbeScreen").compactMap { $0.texts.first } == ["/compose/attach"])
    #expect(fixture.probes().suffix(2) == ["/compose", "/compose/attach"])
    #expect(fixture.host.problems.isEmpty, "\(fixture.host.problems)")

    // Close in the top sheet's bar: that sheet goes, the one below stays, presented once all along.
    let before = fixture.host.presentationLog
    let close = try #require(top.all("Button").first { $0.texts == [fixture.presenter.closeTitle] })
    close.perform()
    fixture.host.render()
    #expect(fixture.presenter.modals.map(\.screen.path) == ["/compose"])
    #expect(fixture.shownSheets().count == 1)
    #expect(!fixture.probes().contains("/compose/attach"))
    let since = fixture.host.presentationLog.dropFirst(before.count)
    #expect(since.count == 1 && since.first?.hasPrefix("dismiss") == true, "\(since)")

    // A swipe on the one left dismisses it too: nothing is presented.
    #expect(fixture.host.swipeDown(try #require(fixture.shownSheets().first)))
    fixture.host.render()
    #expect(fixture.presenter.modals.isEmpty)
    #expect(fixture.shownSheets().isEmpty)
  }
}

/// Open question 6 (SWIFTUI-SEMANTICS.md): no source says what SwiftUI does with a presentation whose
/// presenting view leaves while it is up; a sheet over a sheet is one, when the sheet below goes. The host
/// takes each answer in turn (`ViewHost.presenterLeaving`): the presentation goes silently, or SwiftUI
/// dismisses it as a swipe would (nil written to its item, `onDismiss` called). The adapter must be right under
/// both: the write of a level that no longer exists changes nothing. (A modal's identity is its level, so a
/// link that replaces the sheet below changes it in place: its content, and the sheet above, stay.)
extension AdapterThroughTheHost {
  @Test(arguments: [PresenterLeaving.staysSilent, .dismisses])
  func aSheetWhosePresentingSheetGoesLeavesTheStateAsTheEngineMadeIt(answer: PresenterLeaving) throws {
    let inputs: [(String, (NavigationPresenter) -> Void)] = [
      ("dismiss all", { $0.send(.request(.dismissAll)) }),
      ("a link to a pushed screen", { $0.open(URL(string: "notes://notes/1")!) }),
    ]
    for (name, input) in inputs {
      let fixture = try NotesFixture(presenterLeaving: answer)
      fixture.presenter.pressFloatingButton()
      fixture.host.render()
      fixture.presenter.send(.request(.route("notes.attach", RouteParameters())))
      fixture.host.render()
      try #require(fixture.shownSheets().count == 2)

      input(fixture.presenter)
      let state = fixture.presenter.coordinator.state
      let events = fixture.presenter.coordinator.history.events.count
      let log = fixture.host.presentationLog.count
      fixture.host.render()

      // The nested sheet's presenter left with the sheet below: the host saw it go.
      let since = fixture.host.presentationLog.dropFirst(log)
      #expect(since.contains { $0.hasPrefix("dismiss") && $0.hasSuffix("(its presenter left)") }, "\(name): \(since)")
      // Whatever SwiftUI then called, the state is the one the input made, and nothing else happened.
      #expect(fixture.presenter.coordinator.state == state, "\(name), \(answer)")
      #expect(fixture.presenter.coordinator.history.events.count == events, "\(name), \(answer)")
      #expect(fixture.presenter.alert == nil)
      #expect(fixture.shownSheets().count == state.modals.count, "\(name), \(answer)")
      #expect(fixture.host.problems.isEmpty, "\(fixture.host.problems)")
    }
  }
}
