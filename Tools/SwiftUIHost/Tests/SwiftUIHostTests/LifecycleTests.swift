import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import Observation
import SwiftUI
import Testing

/// The scene's phases, its storage across a relaunch, and the transaction each change animates in.
extension AdapterThroughTheHost {
  // Fact 58, 67: going to the background passes through inactive; by then the snapshot is in the scene's
  // storage, and a relaunch from that storage shows the same screens.
  @Test func aSceneBackgroundedThenRelaunchedFromItsStorageShowsTheSameScreens() throws {
    let first = try HostFixture(launched: false)
    first.drillIntoHistory()
    first.host.render()
    #expect(first.host.environment.scenePhase == .active)

    first.host.moveScene(to: .background)
    #expect(first.host.environment.scenePhase == .background)

    let second = try HostFixture(launched: false, relaunchingFrom: first.host)
    #expect(second.presenter.selectedTab == "history")
    #expect(second.presenter.tab("history")?.path.count == 2)
    #expect(second.probes().contains("/history/2024-11-18/entry/\(HostFixture.entryID)"))
  }

  // A relaunch from a scene that never went to the background has nothing saved: the app starts fresh.
  @Test func aRelaunchFromASceneThatNeverWentToTheBackgroundStartsAtToday() throws {
    let first = try HostFixture(launched: false)
    first.drillIntoHistory()
    first.host.render()

    let second = try HostFixture(launched: false, relaunchingFrom: first.host)
    #expect(second.presenter.selectedTab == "today")
  }

  // Fact 85, 86: each change runs in its own transaction with the engine's animation: a push's, a modal's,
  // a tab switch's, and under Reduce Motion the fade the engine chose instead.
  @Test func eachChangeAnimatesInItsOwnTransactionWithTheEnginesAnimation() throws {
    for reduceMotion in [false, true] {
      let fixture = try HostFixture(reduceMotion: reduceMotion)
      fixture.presenter.selectTab("history")
      fixture.host.render()
      HostAnimations.transactions = []

      let push = fixture.presenter.send(.request(.show(path: "/history/2024-11-18")))
      let pushed = try #require(
        HostAnimations.transactions.first { $0.scopes.contains { $0.path.hasSuffix("NavigationStack.path") } })
      #expect(push.transition?.kind == (reduceMotion ? .fade : .pushFromRight))
      #expect(pushed.animation == push.transition?.animation, "reduce motion \(reduceMotion)")

      fixture.host.render()
      HostAnimations.transactions = []
      let modal = fixture.presenter.pressFloatingButton()
      let presented = try #require(
        HostAnimations.transactions.first { $0.scopes.contains { $0.path.hasSuffix(".sheet.item") } })
      #expect(modal.transition?.kind == (reduceMotion ? .fade : .modalFromBottom))
      #expect(presented.animation == modal.transition?.animation, "reduce motion \(reduceMotion)")
    }
  }
}

extension AdapterThroughTheHost {
  // A request sent without animation runs its change in a transaction with no animation and the system's
  // own animations disabled (withAnimation(nil) would still let the stack slide and the sheet rise), under
  // Reduce Motion too, whether the presenter sends it or a feature hands it to the coordinator directly.
  @Test func aRequestWithoutAnimationChangesTheScreensWithAnimationsDisabled() async throws {
    for reduceMotion in [false, true] {
      let fixture = try HostFixture(reduceMotion: reduceMotion)
      fixture.presenter.selectTab("history")
      fixture.host.render()
      HostAnimations.transactions = []

      let push = fixture.presenter.send(.request(.show(path: "/history/2024-11-18")), animated: false)
      #expect(push.transition == .unanimated)
      let pushed = try #require(
        HostAnimations.transactions.first { $0.scopes.contains { $0.path.hasSuffix("NavigationStack.path") } })
      #expect(pushed.animation == nil, "reduce motion \(reduceMotion)")
      #expect(pushed.disablesAnimations, "reduce motion \(reduceMotion)")
      fixture.host.render()
      #expect(fixture.probes().last == "/history/2024-11-18")

      HostAnimations.transactions = []
      fixture.presenter.coordinator.navigate(.floatingButton, animated: false) { _ in }
      await fixture.host.settle()
      let presented = try #require(
        HostAnimations.transactions.first { $0.scopes.contains { $0.path.hasSuffix(".sheet.item") } })
      #expect(presented.animation == nil, "reduce motion \(reduceMotion)")
      #expect(presented.disablesAnimations, "reduce motion \(reduceMotion)")
      #expect(fixture.presenter.modals.count == 1)
      fixture.host.render()

      // The next request animates again, with the engine's animation.
      HostAnimations.transactions = []
      let dismissed = fixture.presenter.send(.request(.dismiss))
      let animated = try #require(
        HostAnimations.transactions.first { $0.scopes.contains { $0.path.hasSuffix(".sheet.item") } })
      #expect(animated.animation == dismissed.transition?.animation)
      #expect(!animated.disablesAnimations)
    }
  }

  // Fact 70: setting the focus state moves VoiceOver focus; the presenter sends it to a pushed screen's
  // title, and back to the floating button when the sheet it opened is dismissed.
  @Test func voiceOverFocusMovesToAPushedScreensTitleAndBackToTheFloatingButton() throws {
    let fixture = try HostFixture()
    fixture.presenter.selectTab("history")
    fixture.host.render()

    fixture.presenter.send(.request(.show(path: "/history/2024-11-18")))
    fixture.host.render()
    #expect(fixture.host.voiceOverFocus?["equals", as: FocusTarget.self] == .screen(path: "/history/2024-11-18"))

    fixture.presenter.pressFloatingButton()
    fixture.host.render()
    #expect(fixture.host.swipeDown(try #require(fixture.tree.first(".sheet"))))
    fixture.host.render()
    #expect(fixture.host.voiceOverFocus?["equals", as: FocusTarget.self] == .floatingButton)
  }

  // The user moving focus elsewhere is SwiftUI's write to the focus state.
  @Test func movingVoiceOverFocusOntoAnElementSetsItsFocusState() throws {
    let fixture = try HostFixture()
    fixture.presenter.selectTab("history")
    fixture.presenter.send(.request(.show(path: "/history/2024-11-18")))
    fixture.host.render()
    let button = try #require(
      fixture.tree.all(".accessibilityFocused").first { $0["equals", as: FocusTarget.self] == .floatingButton })

    fixture.host.moveVoiceOverFocus(to: button)

    #expect(fixture.host.voiceOverFocus?["equals", as: FocusTarget.self] == .floatingButton)
  }
}

extension AdapterThroughTheHost {
  // A view that leaves the tree takes its state with it: when it comes back, it starts afresh.
  @Test func aViewThatLeavesAndComesBackStartsWithFreshState() throws {
    let flag = ShownFlag()
    let host = ViewHost(ShownCounter(flag: flag))
    host.render()
    try #require(host.tree.first("Button")).perform()
    host.render()
    #expect(host.tree.texts == ["1"])

    flag.on = false
    host.render()
    #expect(host.tree.first("Button") == nil)
    flag.on = true
    host.render()

    #expect(host.tree.texts == ["0"])
  }
}

@Observable @MainActor final class ShownFlag {
  var on = true
}

struct ShownCounter: View {
  let flag: ShownFlag
  var body: some View {
    if flag.on { Counter() }
  }
}

struct Counter: View {
  @State private var count = 0
  var body: some View {
    Button("\(count)") { count += 1 }
  }
}
