import Foundation
import Testing

@_spi(StateBuilding) @_spi(Benchmarks) @testable import NavigationCore

/// The change description on its own: the transition rule (first match wins), the navigated event, what
/// VoiceOver announces and where focus goes.
struct ChangeDescriptionTests {
  let registry = try! FixtureApp.registry()

  func screen(_ path: String) throws -> Screen {
    let match = try registry.resolve(path: path, today: Day(year: 2024, month: 11, day: 20)!).get()
    return try registry.screen(match.route, parameters: match.parameters)
  }

  func modal(_ path: String, style: ModalStyle = .sheet, presenter: String, opener: FocusTarget) throws
    -> ModalPresentation
  {
    ModalPresentation(
      screen: try screen(path), style: style, originTab: "history", presenterPath: presenter, opener: opener)
  }

  /// The change from `before` to `after`, for the rules that read the states alone (the transition, the dismissed
  /// modal): its paths are placeholders.
  func change(from before: NavigationState, to after: NavigationState) -> ChangeDescription {
    ChangeDescription(
      before: StateBefore(before), after: after, from: "/before", to: "/after", error: nil, trigger: "test")
  }

  /// History with the day of 2024-11-18 pushed.
  func onTheDay() throws -> NavigationState {
    try NavigationState(selectedTab: "history", stacks: ["history": [try screen("/history/2024-11-18")]])
  }

  @Test func theTransitionRuleTakesTheFirstMatch() throws {
    let day = try onTheDay()
    var presented = day
    presented.selectedTab = "settings"
    try presented.present(try modal("/voice", presenter: "/settings", opener: .floatingButton))
    // More modals present one, even with another tab below.
    #expect(change(from: day, to: presented).slide == .presentModal)
    // Fewer dismiss one, even with another tab below.
    #expect(change(from: presented, to: day).slide == .dismissModal)
    var otherTab = day
    otherTab.selectedTab = "today"
    #expect(change(from: day, to: otherTab).slide == .tabSwitch)
    // A modal replaced in place by another presents it.
    var replaced = day
    replaced.selectedTab = "settings"
    try replaced.present(
      try modal("/help", style: .fullScreenCover, presenter: "/settings", opener: .screen(path: "/settings")))
    #expect(change(from: presented, to: replaced).slide == .presentModal)
    var deeper = day
    try deeper.push(try screen(FixtureApp.entryPath))
    #expect(change(from: day, to: deeper).slide == .push)
    #expect(change(from: deeper, to: day).slide == .pop)
    // The same depth with another top screen moves forward: only going back pops.
    var replacedTop = day
    try replacedTop.replaceTop(with: try screen("/history/2024-11-17"))
    #expect(change(from: day, to: replacedTop).slide == .push)
  }

  @Test func aChangeIsDescribedByItsNavigatedEventTransitionAnnouncementAndFocus() throws {
    let day = try onTheDay()
    var deeper = day
    try deeper.push(try screen(FixtureApp.entryPath))
    var result = NavigationResult(outcome: .completed, events: [.scrollToTop("history")])
    let navigated = ChangeDescription(
      before: StateBefore(day), after: deeper, from: "/history/2024-11-18", to: FixtureApp.entryPath, error: nil,
      trigger: "push"
    ).describe(zoomsFrom: registry, into: &result)
    #expect(navigated == .navigated(from: "/history/2024-11-18", to: FixtureApp.entryPath, trigger: "push"))
    // The engine puts the event in place (first); the input's own events are left as they are.
    #expect(result.events == [.scrollToTop("history")])
    #expect(result.transition == .push)
    #expect(result.announced?.worded(title: "Entry", in: .english) == "Entry")
    #expect(result.focus == .screen(path: FixtureApp.entryPath))
  }

  @Test func dismissingAModalReturnsFocusToWhatOpenedIt() throws {
    let day = try onTheDay()
    var presented = day
    try presented.present(try modal("/voice", presenter: "/history/2024-11-18", opener: .floatingButton))
    var result = NavigationResult(outcome: .completed)
    _ = ChangeDescription(
      before: StateBefore(presented), after: day, from: "/voice", to: "/history/2024-11-18", error: nil,
      trigger: "dismiss"
    ).describe(zoomsFrom: registry, into: &result)
    #expect(result.transition == .dismissModal)
    #expect(result.announced?.worded(title: "Day", in: .english) == "Day")
    #expect(result.focus == .floatingButton)
  }

  @Test func aPresentedModalIsAnnouncedWithHowToDismissIt() throws {
    let day = try onTheDay()
    var sheet = day
    try sheet.present(try modal("/voice", presenter: "/history/2024-11-18", opener: .floatingButton))
    var result = NavigationResult(outcome: .completed)
    _ = ChangeDescription(
      before: StateBefore(day), after: sheet, from: "/history/2024-11-18", to: "/voice", error: nil, trigger: "fab"
    ).describe(zoomsFrom: registry, into: &result)
    let announced = try #require(result.announced)
    #expect(
      announced.worded(title: "Voice Input", in: .english)
        == "Voice Input, sheet. Swipe down or press Close to dismiss.")
    #expect(result.focus == .screen(path: "/voice"))
    // The same kept announcement is worded in German from the German table.
    #expect(
      announced.worded(title: "Spracheingabe", in: Localization(language: "de"))
        == "Spracheingabe, Sheet. Zum Schließen nach unten wischen oder auf „Schließen“ tippen.")
    // Focus names the screen, whose label the session reads in that language.
    #expect(result.focus == .screen(path: "/voice"))
  }

  @Test func anErrorStateIsReadInTheUsersLanguageByThePositionalFormat() throws {
    let day = try onTheDay()
    var deeper = day
    try deeper.push(try screen(FixtureApp.entryPath))
    var result = NavigationResult(outcome: .completed)
    _ = ChangeDescription(
      before: StateBefore(day), after: deeper, from: "/history/2024-11-18", to: FixtureApp.entryPath,
      error: .literal("database unavailable"), trigger: "push"
    ).describe(zoomsFrom: registry, into: &result)
    #expect(result.announced?.worded(title: "Entry", in: .english) == "Entry. database unavailable")
    #expect(result.announced?.worded(title: "⟦Eintrag⟧", in: .pseudo) == "⟦⟦Eintrag⟧. database unavailable⟧")
  }

  @Test func anErrorStateIsReadAfterTheTitleAndReduceMotionFades() throws {
    var day = try onTheDay()
    day.reduceMotion = true
    var deeper = day
    try deeper.push(try screen(FixtureApp.entryPath))
    var result = NavigationResult(outcome: .completed)
    _ = ChangeDescription(
      before: StateBefore(day), after: deeper, from: "/history/2024-11-18", to: FixtureApp.entryPath,
      error: .literal("This could not be loaded."), trigger: "push"
    ).describe(zoomsFrom: registry, into: &result)
    #expect(result.announced?.worded(title: "Entry", in: .english) == "Entry. This could not be loaded.")
    #expect(result.transition == ScreenTransition.push.reducedMotion)
  }

  @Test func onlyModalsLeftAsTheBottomOfThoseBeforeCountAsDismissed() throws {
    let day = try onTheDay()
    let voice = try modal("/voice", presenter: "/history/2024-11-18", opener: .floatingButton)
    let help = try modal("/help", style: .fullScreenCover, presenter: "/voice", opener: .screen(path: "/voice"))
    var two = day
    try two.present(voice)
    try two.present(help)
    var one = day
    try one.present(voice)
    #expect(change(from: two, to: one).firstDismissedModal == help)
    #expect(change(from: two, to: day).firstDismissedModal == voice)
    // Another modal in place of the bottom one: nothing was dismissed back to a presenter.
    var other = day
    try other.present(help)
    #expect(change(from: two, to: other).firstDismissedModal == nil)
    #expect(change(from: one, to: two).firstDismissedModal == nil)
  }
}
