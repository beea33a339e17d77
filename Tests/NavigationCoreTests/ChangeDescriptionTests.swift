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
    #expect(ChangeDescription.transition(from: StateBefore(day), to: presented, depth: 0) == .presentModal)
    // Fewer dismiss one, even with another tab below.
    #expect(ChangeDescription.transition(from: StateBefore(presented), to: day, depth: 1) == .dismissModal)
    var otherTab = day
    otherTab.selectedTab = "today"
    #expect(ChangeDescription.transition(from: StateBefore(day), to: otherTab, depth: 0) == .tabSwitch)
    // A modal replaced in place by another presents it.
    var replaced = day
    replaced.selectedTab = "settings"
    try replaced.present(
      try modal("/help", style: .fullScreenCover, presenter: "/settings", opener: .screen(path: "/settings")))
    #expect(ChangeDescription.transition(from: StateBefore(presented), to: replaced, depth: 0) == .presentModal)
    var deeper = day
    try deeper.push(try screen(FixtureApp.entryPath))
    #expect(ChangeDescription.transition(from: StateBefore(day), to: deeper, depth: 2) == .push)
    #expect(ChangeDescription.transition(from: StateBefore(deeper), to: day, depth: 1) == .pop)
    // The same depth with another top screen moves forward: only going back pops.
    var replacedTop = day
    try replacedTop.replaceTop(with: try screen("/history/2024-11-17"))
    #expect(ChangeDescription.transition(from: StateBefore(day), to: replacedTop, depth: 1) == .push)
  }

  @Test func aChangeIsDescribedByItsNavigatedEventTransitionAnnouncementAndFocus() throws {
    let day = try onTheDay()
    var deeper = day
    try deeper.push(try screen(FixtureApp.entryPath))
    var spoken: String?
    var result = NavigationResult(outcome: .completed, events: [.scrollToTop("history")])
    let navigated = ChangeDescription.describe(
      from: StateBefore(day), at: "/history/2024-11-18", to: deeper, depth: 2, top: FixtureApp.entryPath,
      title: "Entry", error: nil, trigger: "push", words: nil, wordedTitle: nil,
      spoken: &spoken, into: &result)
    #expect(navigated == .navigated(from: "/history/2024-11-18", to: FixtureApp.entryPath, trigger: "push"))
    // The engine puts the event in place (first); the input's own events are left as they are.
    #expect(result.events == [.scrollToTop("history")])
    #expect(result.transition == .push)
    #expect(result.announcement == "Entry")
    #expect(result.focus == .screen(path: FixtureApp.entryPath))
  }

  @Test func dismissingAModalReturnsFocusToWhatOpenedIt() throws {
    let day = try onTheDay()
    var presented = day
    try presented.present(try modal("/voice", presenter: "/history/2024-11-18", opener: .floatingButton))
    var spoken: String?
    var result = NavigationResult(outcome: .completed)
    _ = ChangeDescription.describe(
      from: StateBefore(presented), at: "/voice", to: day, depth: 1, top: "/history/2024-11-18", title: "Day",
      error: nil, trigger: "dismiss", words: nil, wordedTitle: nil, spoken: &spoken, into: &result)
    #expect(result.transition == .dismissModal)
    #expect(result.announcement == "Day")
    #expect(result.focus == .floatingButton)
  }

  @Test func aPresentedModalIsAnnouncedWithHowToDismissIt() throws {
    let day = try onTheDay()
    var sheet = day
    try sheet.present(try modal("/voice", presenter: "/history/2024-11-18", opener: .floatingButton))
    var spoken: String?
    var result = NavigationResult(outcome: .completed)
    _ = ChangeDescription.describe(
      from: StateBefore(day), at: "/history/2024-11-18", to: sheet, depth: 1, top: "/voice", title: "Voice Input",
      error: nil, trigger: "fab", words: nil, wordedTitle: nil, spoken: &spoken, into: &result)
    #expect(result.announcement == "Voice Input, sheet. Swipe down or press Close to dismiss.")
    #expect(result.focus == .screen(path: "/voice"))
    #expect(spoken == nil)
    // In German the announcement (the event's text) stays English and VoiceOver gets the table's words.
    _ = ChangeDescription.describe(
      from: StateBefore(day), at: "/history/2024-11-18", to: sheet, depth: 1, top: "/voice", title: "Voice Input",
      error: nil, trigger: "fab", words: Localization(language: "de"), wordedTitle: "Spracheingabe",
      spoken: &spoken, into: &result)
    #expect(result.announcement == "Voice Input, sheet. Swipe down or press Close to dismiss.")
    #expect(spoken == "Spracheingabe, Sheet. Zum Schließen nach unten wischen oder auf „Schließen“ tippen.")
    // Focus names the screen, whose label the session reads in that language.
    #expect(result.focus == .screen(path: "/voice"))
  }

  @Test func anErrorStateIsReadInTheUsersLanguageByThePositionalFormat() throws {
    let day = try onTheDay()
    var deeper = day
    try deeper.push(try screen(FixtureApp.entryPath))
    var spoken: String?
    var result = NavigationResult(outcome: .completed)
    _ = ChangeDescription.describe(
      from: StateBefore(day), at: "/history/2024-11-18", to: deeper, depth: 2, top: FixtureApp.entryPath,
      title: "Entry", error: .literal("database unavailable"), trigger: "push", words: .pseudo,
      wordedTitle: "⟦Eintrag⟧", spoken: &spoken, into: &result)
    #expect(result.announcement == "Entry. database unavailable")
    #expect(spoken == "⟦⟦Eintrag⟧. database unavailable⟧")
  }

  @Test func anErrorStateIsReadAfterTheTitleAndReduceMotionFades() throws {
    var day = try onTheDay()
    day.reduceMotion = true
    var deeper = day
    try deeper.push(try screen(FixtureApp.entryPath))
    var spoken: String?
    var result = NavigationResult(outcome: .completed)
    _ = ChangeDescription.describe(
      from: StateBefore(day), at: "/history/2024-11-18", to: deeper, depth: 2, top: FixtureApp.entryPath,
      title: "Entry", error: .literal("This could not be loaded."), trigger: "push", words: nil, wordedTitle: nil,
      spoken: &spoken, into: &result)
    #expect(result.announcement == "Entry. This could not be loaded.")
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
    #expect(ChangeDescription.firstDismissedModal(from: StateBefore(two), to: one) == help)
    #expect(ChangeDescription.firstDismissedModal(from: StateBefore(two), to: day) == voice)
    // Another modal in place of the bottom one: nothing was dismissed back to a presenter.
    var other = day
    try other.present(help)
    #expect(ChangeDescription.firstDismissedModal(from: StateBefore(two), to: other) == nil)
    #expect(ChangeDescription.firstDismissedModal(from: StateBefore(one), to: two) == nil)
  }
}
