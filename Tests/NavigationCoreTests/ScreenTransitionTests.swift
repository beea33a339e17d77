import NavigationCore
import NavigationTesting
import Testing

/// Every visible change carries its transition; Reduce Motion turns each into a fade of the same length.
struct TransitionTests {
  let engine = try! FixtureApp.app().engine

  @Test func tabSwitchCrossFadesFor100Milliseconds() {
    var state = engine.freshState()
    let result = engine.run(&state, .request(.selectTab("history")))
    #expect(result.transition == ScreenTransition(kind: .crossFade, milliseconds: 100))
  }

  @Test func pushSlidesFromTheRightFor300Milliseconds() {
    var state = engine.freshState()
    let result = engine.run(&state, .request(.selectTab("settings")), .request(.show(path: "/settings/goals")))
    #expect(result.transition == ScreenTransition(kind: .pushFromRight, milliseconds: 300))
  }

  @Test func popSlidesToTheRightFor300Milliseconds() {
    var state = engine.freshState()
    engine.run(&state, .request(.selectTab("settings")), .request(.show(path: "/settings/goals")))
    #expect(engine.run(&state, .request(.back)).transition == .pop)
    engine.run(&state, .request(.show(path: "/settings/goals")))
    #expect(
      engine.run(&state, .request(.swipeBack)).transition == ScreenTransition(kind: .popToRight, milliseconds: 300))
  }

  @Test func modalSlidesFromTheBottomFor400Milliseconds() {
    var state = engine.freshState()
    let presented = engine.run(&state, .request(.floatingButton))
    #expect(presented.transition == ScreenTransition(kind: .modalFromBottom, milliseconds: 400))
    let dismissed = engine.run(&state, .request(.dismiss))
    #expect(dismissed.transition == ScreenTransition(kind: .modalToBottom, milliseconds: 400))
  }

  @Test func reduceMotionFadesEveryKindForTheSameLength() {
    var state = engine.freshState()
    engine.run(&state, .reduceMotion(true))
    let tab = engine.run(&state, .request(.selectTab("settings")))
    let push = engine.run(&state, .request(.show(path: "/settings/goals")))
    let pop = engine.run(&state, .request(.back))
    let modal = engine.run(&state, .request(.floatingButton))
    let dismiss = engine.run(&state, .request(.dismiss))
    #expect(tab.transition == ScreenTransition(kind: .fade, milliseconds: 100))
    #expect(push.transition == ScreenTransition(kind: .fade, milliseconds: 300))
    #expect(pop.transition == ScreenTransition(kind: .fade, milliseconds: 300))
    #expect(modal.transition == ScreenTransition(kind: .fade, milliseconds: 400))
    #expect(dismiss.transition == ScreenTransition(kind: .fade, milliseconds: 400))
    engine.run(&state, .reduceMotion(false))
    #expect(engine.run(&state, .request(.selectTab("today"))).transition == .tabSwitch)
  }

  /// A request without animation says "none" for every kind of change, under Reduce Motion too (its fade
  /// is an animation), and says nothing when nothing moved; the same request animated again afterwards.
  @Test func aRequestWithoutAnimationHasTheNoneTransitionEvenUnderReduceMotion() {
    for reduceMotion in [false, true] {
      var state = engine.freshState()
      engine.run(&state, .reduceMotion(reduceMotion))
      for request: NavigationRequest in [
        .selectTab("settings"), .show(path: "/settings/goals"), .back, .floatingButton, .dismiss,
      ] {
        let result = engine.reduce(&state, .request(request), animated: false)
        #expect(result.transition == .unanimated, "\(request), reduce motion \(reduceMotion)")
        #expect(result.transition?.isAnimated == false)
        #expect(result.transition?.description == "none")
      }
      #expect(engine.reduce(&state, .request(.back), animated: false).transition == nil)
      let animated = engine.reduce(&state, .request(.selectTab("today")), animated: true)
      #expect(animated.transition == (reduceMotion ? ScreenTransition.tabSwitch.reducedMotion : .tabSwitch))
    }
    #expect(ScreenTransition.unanimated.reducedMotion == .unanimated)
  }

  @Test func nothingVisibleChangedMeansNoTransition() {
    var state = engine.freshState()
    #expect(engine.run(&state, .request(.back)).transition == nil)
    #expect(engine.run(&state, .keyboard(shown: true)).transition == nil)
  }

  @Test func reduceMotionKeepsTheLengthAndReplacesMovementWithAFade() {
    for transition in [ScreenTransition.tabSwitch, .push, .pop, .presentModal, .dismissModal] {
      #expect(transition.reducedMotion == ScreenTransition(kind: .fade, milliseconds: transition.milliseconds))
    }
  }
}
