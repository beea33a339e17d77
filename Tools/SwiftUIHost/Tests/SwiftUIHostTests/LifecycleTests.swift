import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
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
