import Foundation
import NavigationCore
import NavigationPresentation
import SwiftUI
import Testing

/// The host as strict as SwiftUI: a render re-runs only what a change invalidated, the stack and the sheets
/// move by themselves as the user moves them, and the adapter has to keep up.
extension AdapterThroughTheHost {
  // Fact 77, 20: nothing changed, nothing runs; the second render reuses every scope.
  @Test func aRenderAfterNoChangeRunsNoScope() throws {
    let fixture = try HostFixture()
    fixture.drillIntoHistory()
    fixture.renderFresh()
    fixture.host.render()
    #expect(fixture.host.evaluations.isEmpty, "\(fixture.host.evaluations)")
    #expect(!fixture.host.reused.isEmpty)
  }

  // The invalidation of a scope that renders reused since it last ran still reaches the next render.
  @Test func aChangeAfterRendersThatReusedAScopeStillRedrawsIt() throws {
    let fixture = try HostFixture()
    fixture.presenter.selectTab("settings")
    fixture.presenter.send(.request(.show(path: "/settings/goals")))
    fixture.host.render()
    fixture.host.render()
    fixture.host.render()

    fixture.presenter.send(.edit(field: "calories", value: "2100"))
    fixture.host.render()

    #expect(fixture.tree.texts.contains("calories=2100"))
  }

  // Fact 20: a destination whose path element did not change is not built again when its stack's view is.
  @Test func aPushBuildsOnlyTheNewScreensDestination() throws {
    let fixture = try HostFixture()
    fixture.presenter.selectTab("history")
    fixture.presenter.send(.request(.show(path: "/history/2024-11-18")))
    fixture.renderFresh()

    fixture.presenter.send(.request(.show(path: "/history/2024-11-18/entry/\(HostFixture.entryID)")))
    fixture.host.render()

    let destinations = fixture.host.evaluations.keys.filter { $0.kind == "destination" }
    #expect(destinations.count == 1, "\(destinations)")
    #expect(destinations.first?.path.contains("entry") == true)
  }

  // Fact 1, 3: Back is the stack's own: it shows one screen less and writes the path; the model agrees.
  @Test func backTappedOnTheStackPopsOneScreenThroughThePresenter() throws {
    let fixture = try HostFixture()
    fixture.drillIntoHistory()
    fixture.host.render()
    let stack = try #require(fixture.row("history")?.first("NavigationStack"))

    fixture.host.back(stack)
    fixture.host.render()

    #expect(fixture.presenter.tab("history")?.path.map(\.path) == ["/history/2024-11-18"])
    let shown = try #require(fixture.row("history")?.first("NavigationStack"))
    #expect(fixture.host.shownPath(shown).count == 1)
  }

  // Fact 14: a cancelled swipe writes nothing, and the screen stays.
  @Test func aCancelledSwipeBackWritesNothing() throws {
    let fixture = try HostFixture()
    fixture.drillIntoHistory()
    fixture.host.render()
    let mark = fixture.presenter.coordinator.history.events.count
    let stack = try #require(fixture.row("history")?.first("NavigationStack"))

    fixture.host.swipeBack(stack, completed: false)
    fixture.host.render()

    #expect(fixture.presenter.coordinator.history.events.count == mark)
    #expect(fixture.probes().contains("/history/2024-11-18/entry/\(HostFixture.entryID)"))
    fixture.host.swipeBack(try #require(fixture.row("history")?.first("NavigationStack")), completed: true)
    fixture.host.render()
    #expect(fixture.presenter.tab("history")?.path.count == 1)
  }

  // Fact 13: the back menu jumps several screens in one write, which is one pop.
  @Test func theBackMenuJumpsToTheRootInOnePop() throws {
    let fixture = try HostFixture()
    fixture.drillIntoHistory()
    fixture.host.render()
    let mark = fixture.presenter.coordinator.history.events.count

    fixture.host.backMenu(try #require(fixture.row("history")?.first("NavigationStack")), toDepth: 0)
    fixture.host.endTransitions()
    fixture.host.render()

    #expect(fixture.presenter.tab("history")?.path == [])
    let navigations = fixture.presenter.coordinator.history.events.dropFirst(mark).filter {
      if case .navigated = $0.event { true } else { false }
    }
    #expect(navigations.count == 1)
  }

  // Fact 10: SwiftUI may write a path that is no prefix of the shown one. The engine takes no such change,
  // and the stack, which already shows what it wrote, must be told to show the model's path again.
  @Test func aPathWriteTheModelRefusesIsUndoneOnTheStack() throws {
    let fixture = try HostFixture()
    fixture.drillIntoHistory()
    fixture.host.render()
    let stack = try #require(fixture.row("history")?.first("NavigationStack"))
    let shown = fixture.host.shownPath(stack)
    #expect(shown.count == 2)

    fixture.host.write(stack, [shown[1]])
    fixture.host.render()

    #expect(fixture.presenter.tab("history")?.path.count == 2)
    let after = try #require(fixture.row("history")?.first("NavigationStack"))
    #expect(fixture.host.shownPath(after) == shown)
  }

  // Fact 22: each tab's tag is of the selection's type, one per tab, and the selection one of them; a tap on
  // a tab is the tab view's own write.
  @Test func theTabsAreTaggedWithTheSelectionsValuesAndATapSelects() throws {
    let fixture = try HostFixture()
    #expect(fixture.host.problems.isEmpty, "\(fixture.host.problems)")
    let tabView = try #require(fixture.tree.first("TabView"))

    fixture.host.tapTab(tabView, AnyHashable(TabID("history")))
    fixture.host.render()

    #expect(fixture.presenter.selectedTab == "history")
    #expect(fixture.tree.first("TabView")?["selected", as: TabID.self] == "history")
    #expect(fixture.host.problems.isEmpty, "\(fixture.host.problems)")
  }

  // A tap the model refuses (a recording holds the tabs) is undone: the tab view shows the model's tab.
  @Test func aTabTapTheModelRefusesIsUndoneOnTheTabView() throws {
    let fixture = try HostFixture()
    fixture.presenter.pressFloatingButton()
    fixture.presenter.send(.command(verb: "voice", argument: "start"))
    fixture.host.render()
    let tabView = try #require(fixture.tree.first("TabView"))

    fixture.host.tapTab(tabView, AnyHashable(TabID("history")))
    fixture.host.render()

    #expect(fixture.presenter.selectedTab == "today")
    #expect(fixture.tree.first("TabView")?["selected", as: TabID.self] == "today")
  }

  // Fact 33, 39: a swipe on a sheet the guards allow dismisses it: SwiftUI writes nil, the model closes it.
  @Test func swipingAnAllowedSheetDownDismissesItThroughTheItemBinding() throws {
    let fixture = try HostFixture()
    fixture.presenter.pressFloatingButton()
    fixture.host.render()

    #expect(fixture.host.swipeDown(try #require(fixture.tree.first(".sheet"))))
    fixture.host.render()

    #expect(fixture.presenter.modals.isEmpty)
    #expect(fixture.tree.first(".sheet")?.values["id"] == nil)
  }

  // Fact 39, 40: a held sheet does not go; UIKit reports the attempt, which the bridge hands to the guard.
  // The sheet is never dismissed, so the recording's screen is never rebuilt.
  @Test func swipingAHeldSheetDownReportsAnAttemptTheGuardAnswersAndTheSheetStays() throws {
    let fixture = try HostFixture()
    fixture.presenter.pressFloatingButton()
    fixture.presenter.send(.command(verb: "voice", argument: "start"))
    fixture.host.render()
    let sheet = try #require(fixture.tree.first(".sheet"))
    let before = fixture.host.presentationLog

    #expect(!fixture.host.swipeDown(sheet))
    fixture.host.render()

    #expect(fixture.host.dismissAttempts.count == 1)
    #expect(fixture.presenter.alert?.message == "Discard your recording?")
    #expect(fixture.host.presentationLog == before, "\(fixture.host.presentationLog)")
    #expect(fixture.host.sheetDelegateCalls(sheet) == ["didAttemptToDismiss"])
  }

  // Fact 42, 43, 45: the guard's question shows from the topmost layer only, never under the sheet.
  @Test func theGuardsQuestionShowsFromTheSheetItIsAbout() throws {
    let fixture = try HostFixture()
    fixture.presenter.pressFloatingButton()
    fixture.presenter.send(.command(verb: "voice", argument: "start"))
    fixture.host.render()
    #expect(!fixture.host.swipeDown(try #require(fixture.tree.first(".sheet"))))
    fixture.host.render()

    #expect(fixture.host.problems.isEmpty, "\(fixture.host.problems)")
    let shown = fixture.tree.all(".alert").filter { !($0.slots["alert"] ?? []).isEmpty }
    #expect(shown.count == 1)
    #expect(shown.first.map { ViewHost.layer(of: $0.path) } == 1)
  }

  // Fact 34, 38: voice input becoming its review is the same presentation (same identity): never dismissed.
  @Test func voiceInputBecomingItsReviewIsNeverDismissedAndPresentedAgain() throws {
    let fixture = try HostFixture()
    fixture.presenter.pressFloatingButton()
    fixture.presenter.send(.command(verb: "voice", argument: "start"))
    fixture.presenter.send(.command(verb: "voice", argument: "transcribe two eggs"))
    fixture.host.render()
    let before = fixture.host.presentationLog

    fixture.presenter.send(.command(verb: "voice", argument: "complete"))
    fixture.host.render()

    #expect(fixture.host.presentationLog == before, "\(fixture.host.presentationLog)")
    #expect(fixture.host.problems.isEmpty, "\(fixture.host.problems)")
  }
}
