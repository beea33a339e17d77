import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Tab badges (FR-006): registered at a launch, set and cleared by the app at run time, never saved.
struct TabBadgeTests {
  static let inbox = FixtureModule(
    name: "Inbox",
    tabs: [TabDefinition(id: "inbox", title: "Inbox", icon: "tray", order: 1, badge: 2)],
    routes: [RouteDefinition(id: "inbox.root", pattern: "inbox", placement: .tabRoot("inbox"), title: "Inbox")])

  let engine: NavigationEngine

  init() throws {
    engine =
      TestApp(registry: try RouteRegistry(app: .fixture, modules: [FixtureModule.singleTab(), Self.inbox])).engine
  }

  func item(_ tab: TabID, in state: NavigationState) -> TabItem? {
    engine.registry.chrome(for: state).tabItems.first { $0.id == tab }
  }

  @Test func aRegisteredBadgeShowsAtLaunchAndTheAppReplacesOrClearsIt() throws {
    var state = engine.freshState()
    #expect(state.tabBadges == ["inbox": "2"])
    #expect(item("inbox", in: state)?.accessibilityLabel == "Inbox, tab, 2 of 2, 2 new")

    #expect(engine.reduce(&state, .badge(tab: "inbox", value: "New")).outcome == .completed)
    #expect(item("inbox", in: state)?.badge == "New")
    #expect(item("inbox", in: state)?.accessibilityLabel == "Inbox, tab, 2 of 2, New")
    #expect(engine.reduce(&state, .badge(tab: "home", value: "7")).outcome == .completed)
    #expect(item("home", in: state)?.badge == "7")

    // nil clears it: the registered badge does not come back.
    #expect(engine.reduce(&state, .badge(tab: "inbox", value: nil)).outcome == .completed)
    #expect(item("inbox", in: state)?.badge == nil)
    #expect(item("inbox", in: state)?.accessibilityLabel == "Inbox, tab, 2 of 2")
    #expect(state.tabBadges == ["home": "7"])
  }

  @Test(arguments: [
    ("", "a badge is text"), (" 3", "a badge has no white space"), ("3\n", "a badge has no control character"),
    (String(repeating: "9", count: NavigationLimits.badgeCharacters + 1), "a badge is at most 16 characters"),
    (String(repeating: "9", count: 100_000), "a badge is at most 16 characters"),
    ("none", "'none' clears a badge"),
  ])
  func aBadgeATabBarCannotShowIsABadArgumentAndChangesNothing(text: String, reason: String) {
    var state = engine.freshState()
    let outcome = engine.reduce(&state, .badge(tab: "home", value: text)).outcome
    guard case .badArgument(let message) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(message.hasPrefix(reason), "\(message)")
    #expect(state == engine.freshState())
  }

  @Test func aBadgeOnATabNobodyRegisteredIsABadArgument() {
    var state = engine.freshState()
    #expect(
      engine.reduce(&state, .badge(tab: "nowhere", value: "1")).outcome
        == .badArgument("no tab 'nowhere' (tabs: home, inbox)"))
    #expect(state == engine.freshState())
  }

  @Test func aBadgeIsSetUnderAnAlertAndInTheBackgroundWhereTheUserCannotAct() {
    var state = engine.freshState()
    state.show(
      AlertState(
        message: .literal("Discard?"), confirmTitle: .literal("Discard"), cancelTitle: .literal("Keep"),
        request: .dismiss))
    #expect(engine.reduce(&state, .badge(tab: "home", value: "1")).outcome == .completed)
    state.closeAlert()
    _ = engine.reduce(&state, .background)
    #expect(engine.reduce(&state, .badge(tab: "home", value: "2")).outcome == .completed)
    #expect(state.tabBadges["home"] == "2")
  }

  @Test func badgesAreNotSavedALaunchShowsTheRegisteredOnesAndAFreshForegroundKeepsTheAppsOwn() throws {
    var state = engine.freshState()
    _ = engine.reduce(&state, .badge(tab: "home", value: "5"))
    _ = engine.reduce(&state, .badge(tab: "inbox", value: nil))
    let snapshot = try #require(engine.reduce(&state, .background).snapshot)
    let launched = engine.launch(from: .success(snapshot))
    #expect(launched.restored)
    #expect(launched.state.tabBadges == ["inbox": "2"])

    // The same process after a long absence: a fresh start of the screens, the app's badges kept.
    var away = engine.freshState()
    _ = engine.reduce(&away, .badge(tab: "home", value: "5"))
    _ = engine.reduce(&away, .background)
    var later = engine
    later.environment.now = { JourneyRunner.referenceDate.addingTimeInterval(24 * 3600) }
    let foreground = later.reduce(&away, .foreground)
    #expect(foreground.events.contains { if case .reset = $0 { true } else { false } })
    #expect(away.tabBadges["home"] == "5")
  }
}
