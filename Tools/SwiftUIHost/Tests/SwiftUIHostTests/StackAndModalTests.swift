import Foundation
import NavigationCore
import NavigationPresentation
import SwiftUI
import Testing

/// Screens while they leave, modals that change in place, keyboard paths, links and launch order.
extension AdapterThroughTheHost {
  @Test func aPoppedScreenKeepsItsOwnContentWhileItAnimatesOut() throws {
    let fixture = try HostFixture()
    fixture.drillIntoHistory()
    fixture.host.render()
    let entry = "/history/2024-11-18/entry/\(HostFixture.entryID)"
    #expect(fixture.probes().contains(entry))

    let stack = try #require(fixture.row("history")?.first("NavigationStack"))
    let path = try #require(stack.binding("path")?.get() as? [AnyHashable])
    stack.binding("path")?.set(Array(path.prefix(1)))
    fixture.host.render()

    let leaving = try #require(fixture.tree.all("destination").first { $0["leaving", as: Bool.self] == true })
    #expect(leaving.texts.first == entry)
    fixture.host.endTransitions()
    fixture.host.render()
    #expect(!fixture.probes().contains(entry))
  }

  @Test func voiceInputBecomingItsReviewKeepsTheModalsIdentity() throws {
    let fixture = try HostFixture()
    fixture.presenter.pressFloatingButton()
    fixture.presenter.send(.command(verb: "voice", argument: "start"))
    fixture.presenter.send(.command(verb: "voice", argument: "transcribe two eggs"))
    fixture.host.render()
    let before = try #require(fixture.tree.first(".sheet")?.values["id"] as? AnyHashable)

    fixture.presenter.send(.command(verb: "voice", argument: "complete"))
    fixture.host.render()

    #expect(fixture.presenter.modals.first?.screen.route == "nutrition.review")
    #expect(fixture.tree.first(".sheet")?.values["id"] as? AnyHashable == before)
    #expect(fixture.probes().contains { $0.hasPrefix("/nutrition") || $0.contains("review") })
  }

  @Test func commandShiftVOpensVoiceInputWhileTheFloatingButtonIsHidden() throws {
    let fixture = try HostFixture()
    fixture.presenter.send(.scroll(.down))
    fixture.host.render()
    #expect(!fixture.presenter.floatingButton.visible)

    let shortcut = try #require(
      fixture.tree.all(".keyboardShortcut").first {
        $0["key", as: KeyEquivalent.self] == KeyEquivalent("v")
          && $0["modifiers", as: EventModifiers.self] == [.command, .shift]
      })
    try #require(shortcut.first("Button")).perform()
    #expect(fixture.presenter.modals.first?.screen.route == "voice.input")
  }

  @Test func universalLinksArriveThroughOnOpenURLAndNoDeadUserActivityHandlerIsRegistered() throws {
    let fixture = try HostFixture()
    #expect(fixture.tree.first(".onContinueUserActivity") == nil)
    let handler = try #require(fixture.tree.first(".onOpenURL"))
    handler.perform(with: URL(string: "https://demeter.app/settings/goals")!)
    #expect(fixture.presenter.selectedTab == "settings")
  }

  @Test func aLinkAndReduceMotionArrivingBeforeLaunchWaitAndApplyInOrderAfterIt() throws {
    let fixture = try HostFixture(launched: false, reduceMotion: true, render: false)
    fixture.host.render(effects: false)
    try #require(fixture.tree.first(".onOpenURL")).perform(with: URL(string: "demeter://settings/goals")!)

    fixture.host.render()

    #expect(fixture.presenter.coordinator.state.reduceMotion)
    #expect(fixture.presenter.selectedTab == "settings")
    #expect(fixture.presenter.tab("settings")?.path.last?.path == "/settings/goals")
  }
}
