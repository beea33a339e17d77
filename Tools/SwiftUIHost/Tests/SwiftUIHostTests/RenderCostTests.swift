import Foundation
import NavigationCore
import NavigationPresentation
import SwiftUI
import Testing
import TodayRoutes

/// What each input costs in scopes evaluated (bodies, rows, destinations, sheet contents, binding getters),
/// through the features' own screens: the host re-runs only what the input invalidated or changed, so the
/// counts are SwiftUI's work for the input, as far as the host can tell. Each bound is the figure measured
/// (Tools/Benchmarks/RESULTS.md, "Render cost"): a change that makes an input redraw more fails here.
extension AdapterThroughTheHost {
  @Test func aPushInTodayEvaluatesNothingOfAnotherTab() throws {
    let cost = try RenderCost.measure(.push)
    #expect(cost.scopes.allSatisfy { !$0.path.contains("ForEach[history]") && !$0.path.contains("ForEach[settings]") })
    #expect(cost.total <= 8, "\(cost)")
  }

  @Test func aPushInHistoryEvaluatesNothingOfToday() throws {
    let fixture = try ScreensFixture()
    fixture.host.tapTab(try #require(fixture.tree.first("TabView")), AnyHashable(TabID("history")))
    fixture.host.render()
    fixture.host.resetInvalidations()

    fixture.presenter.send(.request(.show(path: "/history/2024-11-20")))
    fixture.host.render()

    let scopes = fixture.host.evaluations.keys
    #expect(!scopes.isEmpty)
    #expect(scopes.allSatisfy { !$0.path.contains("ForEach[today]") }, "\(scopes)")
  }

  @Test func backEvaluatesOnlyTheStacksPathAndTheAnnouncement() throws {
    let cost = try RenderCost.measure(.back)
    #expect(cost.total <= 3, "\(cost)")
    #expect(cost.scopes.allSatisfy { !$0.path.contains("destination[") }, "\(cost)")
  }

  @Test func aTabSwitchEvaluatesTheNewTabAndOnlyTheOldTabsContainer() throws {
    let cost = try RenderCost.measure(.tabSwitch)
    // Of Today: its container (which hides its stack) and its tab bar item (no longer the selected one).
    let today = cost.scopes.filter { $0.path.contains("ForEach[today]") }
    #expect(today.allSatisfy { $0.path.hasSuffix("/TabContent") || $0.path.contains("[tabItem]") }, "\(today)")
    #expect(today.count <= 3, "\(today)")
    #expect(cost.total <= 35, "\(cost)")
  }

  @Test func openingALinkEvaluatesOnlyTheTabItOpens() throws {
    let cost = try RenderCost.measure(.openLink)
    #expect(cost.scopes.allSatisfy { !$0.path.contains("ForEach[history]") }, "\(cost)")
    #expect(cost.total <= 30, "\(cost)")
  }

  @Test func aKeystrokeEvaluatesOnlyItsFieldsScreen() throws {
    let cost = try RenderCost.measure(.keystroke)
    // The modal's own scopes, and the item getters that tell its sheet the item changed.
    #expect(cost.scopes.allSatisfy { $0.path.contains("[sheet]") || $0.path.hasSuffix(".item") }, "\(cost)")
    #expect(cost.scopes.allSatisfy { !$0.path.contains("ForEach[") || $0.path.contains("[sheet]") }, "\(cost)")
    #expect(cost.total <= 13, "\(cost)")
  }

  // Today's root reads the app's data again (issue 34: through its presentation's data revision), and only
  // the new entry's row is built: the two rows already shown keep theirs.
  @Test func confirmEvaluatesTheSheetsDismissalAndTheScreenBelow() throws {
    let cost = try RenderCost.measure(.confirm)
    #expect(cost.scopes.allSatisfy { !$0.path.contains("ForEach[history]") }, "\(cost)")
    #expect(cost.scopes.contains { $0.path.hasSuffix("/TodayLog") }, "\(cost)")
    #expect(cost.scopes.filter { $0.kind == "row" }.count == 1, "\(cost)")
    #expect(cost.total <= 15, "\(cost)")
  }

  /// The table of Tools/Benchmarks/RESULTS.md ("Render cost"), printed: `swift test --package-path
  /// Tools/SwiftUIHost --filter renderCostTable`.
  @Test func renderCostTable() throws {
    var lines = [
      "| input | scopes evaluated | body | row | destination | sheet | getter |", "|---|---|---|---|---|---|---|",
    ]
    for input in RenderCost.Input.allCases {
      let cost = try RenderCost.measure(input)
      #expect(cost.total > 0, "\(input) evaluated nothing")
      let kinds = ["body", "row", "destination", "sheet", "getter"].map { kind in
        String(cost.scopes.filter { $0.kind == kind }.count)
      }
      lines.append("| \(input.rawValue) | \(cost.total) | " + kinds.joined(separator: " | ") + " |")
    }
    print(lines.joined(separator: "\n"))
  }
}

/// One input through the features' screens, and what it evaluated.
struct RenderCost: CustomStringConvertible {
  enum Input: String, CaseIterable {
    case push = "push (Today: an entry)"
    case back = "back (the stack's own Back)"
    case tabSwitch = "tab switch (Today to History, first visit)"
    case openLink = "open link (https://demeter.app/settings/goals)"
    case keystroke = "keystroke (the editor's Calories field)"
    case confirm = "Confirm (the voice review)"
  }

  let evaluations: [HostScope: Int]
  var scopes: [HostScope] { evaluations.keys.sorted { $0.path < $1.path } }
  var total: Int { evaluations.values.reduce(0, +) }
  var description: String { "\(total): " + scopes.map(\.description).joined(separator: "\n") }

  /// Sets up the app before `input`, renders, then counts what the input's render evaluates.
  @MainActor static func measure(_ input: Input) throws -> RenderCost {
    let fixture = try ScreensFixture()
    switch input {
    case .back:
      fixture.presenter.send(.request(TodayEntryDetail(id: ScreensData.oatmeal).request))
    case .keystroke:
      fixture.presenter.send(.request(TodayEntryEditor(id: ScreensData.oatmeal).request))
    case .confirm:
      fixture.presenter.pressFloatingButton()
      fixture.presenter.send(.command(verb: "voice", argument: "start"))
      fixture.presenter.send(.command(verb: "voice", argument: "transcribe two eggs"))
      fixture.presenter.send(.command(verb: "voice", argument: "complete"))
    default:
      break
    }
    fixture.host.render()
    fixture.host.resetInvalidations()
    let tree = fixture.host.tree
    switch input {
    case .push:
      fixture.presenter.send(.request(TodayEntryDetail(id: ScreensData.oatmeal).request))
    case .back:
      fixture.host.back(try #require(tree.first("NavigationStack")))
    case .tabSwitch:
      fixture.host.tapTab(try #require(tree.first("TabView")), AnyHashable(TabID("history")))
    case .openLink:
      try #require(tree.first(".onOpenURL")).perform(with: URL(string: "https://demeter.app/settings/goals")!)
    case .keystroke:
      let field = try #require(tree.all("TextField").first { $0.texts.first == "Calories" })
      field.binding("text")?.set("3")
    case .confirm:
      try #require(tree.all("Button").last { $0.texts.first == "Confirm" }).perform()
    }
    fixture.host.render()
    return RenderCost(evaluations: fixture.host.evaluations)
  }
}
