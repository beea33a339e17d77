import Foundation
@_spi(Fuzzing) import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// The reducer's core rules, on fixture modules (the core knows no feature).
@Suite struct NavigationEngineTests {
  static let sheet = FixtureModule(
    name: "Sheets",
    routes: [
      RouteDefinition(id: "sheet.a", pattern: "sheet/a", placement: .modal(.sheet), title: "Sheet A"),
      RouteDefinition(id: "sheet.b", pattern: "sheet/b", placement: .modal(.fullScreenCover), title: "Cover B"),
    ],
    floatingButtonRoute: "sheet.a")
  static let second = FixtureModule(
    name: "Second",
    tabs: [TabDefinition(id: "second", title: "Second", icon: "2.circle", order: 1)],
    routes: [
      RouteDefinition(id: "second.root", pattern: "second", placement: .tabRoot("second"), title: "Second Root"),
      RouteDefinition(
        id: "second.item", pattern: "second/{n:int}", placement: .push(tab: "second", parent: "second.root"),
        dynamicTitle: { "Item \($0["n"] ?? "?")" }),
    ])

  func engine() throws -> NavigationEngine {
    TestApp(registry: try RouteRegistry(app: .fixture, modules: [FixtureModule.singleTab(), Self.second, Self.sheet]))
      .engine
  }

  @Test func aFreshAppShowsTheDefaultTabAtItsRoot() throws {
    let engine = try engine()
    let state = engine.freshState()
    #expect(state.selectedTab == "home")
    #expect(engine.topScreen(of: state).path == "/home")
    let chrome = engine.registry.chrome(for: state)
    #expect(chrome.tabBarVisible && chrome.floatingButtonVisible && chrome.backLabel == nil)
  }

  @Test func eachTabKeepsItsOwnStack() throws {
    let engine = try engine()
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.show(path: "/home/detail")))
    _ = engine.reduce(&state, .request(.selectTab("second")))
    _ = engine.reduce(&state, .request(.show(path: "second/7")))
    _ = engine.reduce(&state, .request(.selectTab("home")))
    #expect(engine.topScreen(of: state).path == "/home/detail")
    #expect(state.stacks["second"]?.map(\.path) == ["/second/7"])
  }

  @Test func reTappingTheSelectedTabPopsToRootThenScrollsToTop() throws {
    let engine = try engine()
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.show(path: "/home/detail")))
    let pop = engine.reduce(&state, .request(.selectTab("home")))
    #expect(state.depth == 0)
    #expect(pop.transition == .pop)
    let scroll = engine.reduce(&state, .request(.selectTab("home")))
    #expect(scroll.events == [.scrollToTop("home")])
    #expect(scroll.transition == nil)
  }

  @Test func backAtARootChangesNothingAndSaysSo() throws {
    let engine = try engine()
    var state = engine.freshState()
    let result = engine.reduce(&state, .request(.back))
    #expect(result.outcome == .ignored(.atRoot))
    #expect(state == engine.freshState())
  }

  @Test func aRequestThatNamesNoScreenChangesNothingAndSaysWhy() throws {
    let engine = try engine()
    var state = engine.freshState()
    for request in [NavigationRequest.route("ghost", [:]), .show(path: "/nowhere"), .route("second.item", ["n": "x"])] {
      let result = engine.reduce(&state, .request(request))
      guard case .failed = result.outcome else {
        Issue.record("\(request): \(result.outcome)")
        continue
      }
      #expect(result.events.filter { if case .ignored = $0 { true } else { false } }.count == 1, "\(request)")
      var unchanged = engine.freshState()
      unchanged.toast = state.toast
      #expect(state == unchanged, "\(request): the user stays where they were")
    }
  }

  @Test func nestedModalsDismissToTheExactPresenter() throws {
    let engine = try engine()
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.show(path: "/home/detail")))
    _ = engine.reduce(&state, .request(.show(path: "/sheet/a")))
    // A link on a screen under a modal cannot be tapped; code may nest a modal on purpose.
    #expect(engine.reduce(&state, .request(.show(path: "/sheet/b"))).outcome == .ignored(.modalCoversScreen))
    _ = engine.reduce(&state, .request(.route("sheet.b", [:])))
    try #require(state.modals.map(\.screen.path) == ["/sheet/a", "/sheet/b"])
    #expect(state.modals[1].presenterPath == "/sheet/a")
    #expect(state.modals[1].style == .fullScreenCover)
    _ = engine.reduce(&state, .request(.dismiss))
    #expect(engine.topScreen(of: state).path == "/sheet/a")
    _ = engine.reduce(&state, .request(.dismiss))
    #expect(engine.topScreen(of: state).path == "/home/detail")
  }

  @Test func underAModalTabTapsAndPushesAreNotOffered() throws {
    let engine = try engine()
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.floatingButton))
    let before = state
    #expect(engine.reduce(&state, .request(.selectTab("second"))).outcome == .ignored(.modalCoversTabBar))
    #expect(
      engine.reduce(&state, .request(.show(path: "/home/detail"))).outcome == .ignored(.modalCoversScreen))
    #expect(state == before)
  }

  @Test func chromeHidesTheTabBarOnDetailsAndTheButtonUnderModalsKeyboardAndScrollingDown() throws {
    let engine = try engine()
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.show(path: "/home/detail")))
    var chrome = engine.registry.chrome(for: state)
    #expect(!chrome.tabBarVisible && chrome.floatingButtonVisible && chrome.backLabel == "Back to Home")
    _ = engine.reduce(&state, .keyboard(shown: true))
    #expect(!engine.registry.chrome(for: state).floatingButtonVisible)
    _ = engine.reduce(&state, .keyboard(shown: false))
    _ = engine.reduce(&state, .scroll(.down))
    #expect(!engine.registry.chrome(for: state).floatingButtonVisible)
    _ = engine.reduce(&state, .scroll(.up))
    #expect(engine.registry.chrome(for: state).floatingButtonVisible)
    #expect(engine.reduce(&state, .request(.floatingButton)).outcome == .completed)
    chrome = engine.registry.chrome(for: state)
    #expect(!chrome.tabBarVisible && !chrome.floatingButtonVisible && chrome.backLabel == nil)
  }

  @Test func aLinkPlanRebuildsTheStackFromItsParents() throws {
    let engine = try engine()
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.selectTab("second")))
    _ = engine.reduce(&state, .request(.show(path: "/second/1")))
    let result = engine.reduce(&state, .request(.openLink("demeter://second/2")))
    #expect(
      result.plan?.steps == [
        .dismissModals, .selectTab("second"), .popToRoot("second"),
        .push(try engine.registry.screen("second.item", parameters: ["n": "2"])),
      ])
    #expect(state.stacks["second"]?.map(\.path) == ["/second/2"])
  }

  @Test func aLinkOpenedAsAURLAgreesWithItsRawText() throws {
    let engine = try engine()
    let url = try #require(URL(string: "demeter://second/2"))
    #expect(NavigationRequest.openLink(url) == .openLink("demeter://second/2"))
    var fromText = engine.freshState()
    var fromURL = engine.freshState()
    let byText = engine.reduce(&fromText, .request(.openLink("demeter://second/2")))
    let byURL = engine.reduce(&fromURL, .request(.openLink(url)))
    #expect(byURL.outcome == byText.outcome && byURL.plan?.steps == byText.plan?.steps)
    #expect(byURL.events == byText.events)
    #expect(fromURL == fromText)
    #expect(fromURL.stacks["second"]?.map(\.path) == ["/second/2"])
  }

  @Test func aBadLinkShowsTheDefaultTabWithAToastAndIsLogged() throws {
    let engine = try engine()
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.selectTab("second")))
    _ = engine.reduce(&state, .request(.show(path: "/sheet/a")))
    let result = engine.reduce(&state, .request(.openLink("demeter://../etc/passwd")))
    #expect(state.selectedTab == "home" && state.modals.isEmpty)
    #expect(state.toast == DeepLinkError.dotSegment.userMessage)
    #expect(result.events.contains(.deepLinkFailed(input: "demeter://../etc/passwd", error: .dotSegment)))
  }

  @Test func theToastClearsOnTheNextInput() throws {
    let engine = try engine()
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.openLink("nope")))
    #expect(state.toast != nil)
    _ = engine.reduce(&state, .request(.selectTab("second")))
    #expect(state.toast == nil)
  }

  @Test func whileAnAlertIsShownOnlyItsActionsAreOffered() throws {
    struct AskFirst: NavigationGuard {
      let name = "ask"
      func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision {
        request == .dismiss
          ? .confirm(message: .literal("Sure?"), confirmTitle: .literal("Yes"), cancelTitle: .literal("No")) : .allow
      }
    }
    let registry = try RouteRegistry(
      app: .fixture,
      modules: [
        FixtureModule.singleTab(), Self.sheet, FixtureModule(name: "Ask", guards: [AskFirst()]),
      ])
    let engine = TestApp(registry: registry).engine
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.floatingButton))
    #expect(engine.reduce(&state, .request(.dismiss)).outcome == .confirmationRequested)
    #expect(state.alert?.actions.map(\.english) == ["Yes", "No"])
    #expect(engine.reduce(&state, .request(.back)).outcome == .ignored(.alertShown))
    #expect(engine.reduce(&state, .alertAction("yes")).outcome == .completed)
    #expect(state.modals.isEmpty && state.alert == nil)
  }

  @Test func aDeferredLinkIsKeptNewestFirstAndAppliedWhenNothingPostponesIt() throws {
    struct Hold: NavigationGuard {
      let name = "hold"
      func decide(_ request: NavigationRequest, in state: NavigationState) -> GuardDecision {
        request.kind == .deepLink && !state.modals.isEmpty ? .postpone(reason: "busy") : .allow
      }
    }
    let registry = try RouteRegistry(
      app: .fixture,
      modules: [
        FixtureModule.singleTab(), Self.second, Self.sheet, FixtureModule(name: "Hold", guards: [Hold()]),
      ])
    let engine = TestApp(registry: registry).engine
    var state = engine.freshState()
    _ = engine.reduce(&state, .request(.floatingButton))
    #expect(engine.reduce(&state, .request(.openLink("demeter://home/detail"))).outcome == .deferred)
    _ = engine.reduce(&state, .request(.openLink("demeter://second/3")))
    #expect(state.pendingDeepLink == "demeter://second/3")
    let result = engine.reduce(&state, .request(.dismiss))
    #expect(state.pendingDeepLink == nil)
    #expect(engine.topScreen(of: state).path == "/second/3")
    #expect(result.events.contains(.pendingLinkApplied(link: "demeter://second/3")))
  }

  @Test func transitionsFollowTheChangeAndReduceMotionFades() throws {
    let engine = try engine()
    var state = engine.freshState()
    #expect(engine.reduce(&state, .request(.selectTab("second"))).transition == .tabSwitch)
    #expect(engine.reduce(&state, .request(.show(path: "/second/4"))).transition == .push)
    #expect(engine.reduce(&state, .request(.back)).transition == .pop)
    #expect(engine.reduce(&state, .request(.floatingButton)).transition == .presentModal)
    #expect(engine.reduce(&state, .request(.dismiss)).transition == .dismissModal)
    _ = engine.reduce(&state, .reduceMotion(true))
    #expect(engine.reduce(&state, .request(.show(path: "/second/4"))).transition?.kind == .fade)
  }

  @Test func aScreenChangeIsAnnouncedAndFocusReturnsToTheModalsOpener() throws {
    let engine = try engine()
    var state = engine.freshState()
    let push = engine.reduce(&state, .request(.show(path: "/home/detail")))
    #expect(push.announcement == "Detail")
    #expect(push.focus == .screen(path: "/home/detail"))
    let present = engine.reduce(&state, .request(.floatingButton))
    #expect(present.announcement == "Sheet A, sheet. Swipe down or press Close to dismiss.")
    let dismiss = engine.reduce(&state, .request(.dismiss))
    #expect(dismiss.focus == .floatingButton)
  }

  @Test func voiceOverReadsTheRoutesOwnLabelAndTheChromeCarriesItsHint() throws {
    let labelled = FixtureModule(
      name: "Labelled",
      routes: [
        RouteDefinition(
          id: "labelled.chart", pattern: "home/chart", placement: .push(tab: "home", parent: "home.root"),
          title: "Chart", accessibilityLabel: "Calories chart", accessibilityHint: "Swipe up or down to change the week"
        )
      ])
    let engine = try TestApp(modules: [FixtureModule.singleTab(), labelled]).engine
    var state = engine.freshState()
    let result = engine.reduce(&state, .request(.show(path: "/home/chart")))
    #expect(result.announcement == "Calories chart")
    #expect(result.focus == .screen(path: "/home/chart"))
    #expect(engine.label(of: .screen(path: "/home/chart"), in: state) == "Calories chart")
    let chrome = engine.registry.chrome(for: state)
    #expect(chrome.title == "Chart" && chrome.accessibilityLabel == "Calories chart")
    #expect(chrome.accessibilityHint == "Swipe up or down to change the week")
  }

  @Test func scrollPositionsAreKeptPerScreenAndComeBackAfterARelaunch() throws {
    let engine = try engine()
    var state = engine.freshState()
    _ = engine.reduce(&state, .scrollOffset(120))
    _ = engine.reduce(&state, .request(.show(path: "/home/detail")))
    _ = engine.reduce(&state, .scrollOffset(480.5))
    #expect(state.scrollPositions == ["/home": 120, "/home/detail": 480.5])
    #expect(
      engine.reduce(&state, .scrollOffset(.nan)).outcome
        == .badArgument("a scroll offset is a finite number ≥ 0, not nan"))
    let snapshot = try #require(engine.reduce(&state, .background).snapshot)
    let launched = engine.launch(from: .success(try NavigationSnapshot.decode(try snapshot.encoded())))
    #expect(launched.state.scrollPositions == ["/home": 120, "/home/detail": 480.5])
    // Re-tapping the tab at its root scrolls it to the top.
    var relaunched = launched.state
    _ = engine.reduce(&relaunched, .request(.selectTab("home")))
    _ = engine.reduce(&relaunched, .request(.selectTab("home")))
    #expect(relaunched.scrollPositions["/home"] == 0)
  }

  @Test func durationsInEventsAreShortAndNeverTrapOnAbsurdValues() {
    #expect(TimeInterval(1799).shortDescription == "29m59s")
    #expect(TimeInterval(1800).shortDescription == "30m")
    #expect(TimeInterval(7205).shortDescription == "2h5s")
    #expect(TimeInterval(0.4).shortDescription == "0s")
    #expect(TimeInterval(-5).shortDescription == "0s")
    #expect(TimeInterval.nan.shortDescription == "0s")
    #expect(TimeInterval.infinity.shortDescription == "0s")
    #expect(TimeInterval(1e300).shortDescription == "277777777777h46m40s")
  }
}
