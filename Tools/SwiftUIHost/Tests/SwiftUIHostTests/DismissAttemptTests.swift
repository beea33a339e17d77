import NavigationCore
import NavigationPresentation
import SwiftUI
import Testing

/// A swipe down on a held sheet reaches the guard through the UIKit bridge in the modal's content.
extension AdapterThroughTheHost {
  @Test func swipingAGuardedSheetDownAsksTheGuardsQuestion() throws {
    let fixture = try HostFixture()
    fixture.presenter.pressFloatingButton()
    fixture.presenter.send(.command(verb: "voice", argument: "start"))
    fixture.host.render()
    let sheet = try #require(fixture.tree.first(".sheet"))
    let content = sheet.slots["sheet"] ?? []
    #expect(content.contains { $0.first(".interactiveDismissDisabled")?["disabled", as: Bool.self] == true })
    let bridge = try #require(
      content.lazy.flatMap { $0.all("UIViewControllerRepresentable") }.first {
        $0.path.contains("DismissAttemptBridge")
      })

    #expect(UIKitProbe.swipeDown(delegate: bridge.values["coordinator"] as Any))

    #expect(fixture.presenter.alert?.message == "Discard your recording?")
    #expect(fixture.presenter.modals.count == 1)
  }

  @Test func theBridgeStandsInFrontOfSwiftUIsDelegateAndForwardsTheRest() throws {
    let fixture = try HostFixture()
    fixture.presenter.pressFloatingButton()
    fixture.host.render()
    let content = try #require(fixture.tree.first(".sheet")?.slots["sheet"])
    let bridge = try #require(
      content.lazy.flatMap { $0.all("UIViewControllerRepresentable") }.first {
        $0.path.contains("DismissAttemptBridge")
      })

    let calls = UIKitProbe.forwardedCalls(bridgeController: bridge.values["controller"] as Any)

    #expect(calls == ["willDismiss", "shouldDismiss", "didDismiss"])
  }
}

extension AdapterThroughTheHost {
  // SwiftUI updates the representable once, before its controller is in the screen, and not again while its
  // values stay (the host does the same): the label must reach the screen when the controller joins it.
  @Test func theBackButtonThatReturnsToAScreenSaysBackToItsTitle() throws {
    let fixture = try HostFixture()
    fixture.presenter.selectTab("history")
    fixture.presenter.send(.request(.show(path: "/history/2024-11-18")))
    fixture.host.render()
    let root = try #require(fixture.row("history")?.first("body PresentedScreen"))
    let bridge = try #require(root.first("UIViewControllerRepresentable"))
    fixture.host.render()

    #expect(bridge["updates", as: Int.self] == 1)
    #expect(UIKitProbe.backButtonLabel(ofScreenHolding: bridge.values["controller"] as Any) == "Back to Calendar")
    #expect(fixture.presenter.coordinator.chrome.backLabel == "Back to Calendar")
  }
}
