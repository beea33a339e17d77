import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Issue 23: a link's plan rebuilds the selected stack where it is. What the user gets is what a rebuild from
/// the root gives: the plan's screens in order, a screen put back unchanged staying as it was, and the input
/// telling whether anything changed.
struct PlanRebuildTests {
  let data = InMemoryDataSource()
  static let otherEntryID = "5c0ffee0-1d2e-4f3a-8b4c-5d6e7f8091a2"
  static let dayPath = "/history/2024-11-18"

  func engine() throws -> NavigationEngine { try FixtureApp.app(data: data).engine }

  static func link(_ path: String) -> NavigationInput { .request(.openLink("demeter:/\(path)")) }

  /// History, day 2024-11-18, its entry on top: opened by a link.
  func onTheEntry(_ engine: NavigationEngine) -> NavigationState {
    var state = engine.freshState()
    engine.run(&state, Self.link(FixtureApp.entryPath))
    return state
  }

  @Test func aLinkToTheScreenAlreadyShownChangesNothingAndSaysSo() throws {
    let engine = try engine()
    var state = onTheEntry(engine)
    let before = state
    let again = engine.run(&state, Self.link(FixtureApp.entryPath))
    #expect(again.outcome == .unchanged)
    #expect(
      again.events.contains(
        .ignored(request: "open demeter:/\(FixtureApp.entryPath)", reason: "the screen is already shown")))
    #expect(state == before)
  }

  @Test func aLinkToAnotherEntryOfTheSameDayReplacesTheTopAndKeepsTheDay() throws {
    let engine = try engine()
    var state = onTheEntry(engine)
    let day = try #require(state.selectedStack.first)
    let otherPath = "\(Self.dayPath)/entry/\(Self.otherEntryID)"
    let result = engine.run(&state, Self.link(otherPath))
    #expect(result.outcome == .completed)
    #expect(state.selectedStack.map(\.path) == [Self.dayPath, otherPath])
    #expect(state.selectedStack.first == day)
  }

  @Test func aLinkToTheDayBelowCutsTheStackToIt() throws {
    let engine = try engine()
    var state = onTheEntry(engine)
    let result = engine.run(&state, Self.link(Self.dayPath))
    #expect(result.outcome == .completed)
    #expect(state.selectedStack.map(\.path) == [Self.dayPath])
    #expect(result.transition == .pop)
  }

  @Test func aScreenPutBackWithAnotherErrorStateIsReplacedAndTheChangeReported() throws {
    let engine = try engine()
    var state = onTheEntry(engine)
    #expect(state.selectedStack.last?.error == nil)
    data.setOutage("database unavailable")
    let result = engine.run(&state, Self.link(FixtureApp.entryPath))
    #expect(result.outcome == .completed)
    #expect(state.selectedStack.map(\.path) == [Self.dayPath, FixtureApp.entryPath])
    #expect(state.selectedStack.last?.error != nil)
  }

  @Test func aLinkFromAnotherTabRebuildsThatTabsStackAndLeavesTheOthers() throws {
    let engine = try engine()
    var state = onTheEntry(engine)
    engine.run(&state, .request(.selectTab("settings")), .request(.show(path: "/settings/goals")))
    let settings = state.selectedStack
    let result = engine.run(&state, Self.link(Self.dayPath))
    #expect(result.outcome == .completed)
    #expect(state.selectedTab == "history")
    #expect(state.selectedStack.map(\.path) == [Self.dayPath])
    #expect(state.stacks["settings"] == settings)
  }
}
