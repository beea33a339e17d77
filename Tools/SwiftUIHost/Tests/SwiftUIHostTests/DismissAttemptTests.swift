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
    let bridge = try #require(content.lazy.compactMap { $0.first("UIViewControllerRepresentable") }.first)

    #expect(UIKitProbe.swipeDown(delegate: bridge.values["coordinator"] as Any))

    #expect(fixture.presenter.alert?.message == "Discard your recording?")
    #expect(fixture.presenter.modals.count == 1)
  }

  @Test func theBridgeStandsInFrontOfSwiftUIsDelegateAndForwardsTheRest() throws {
    let fixture = try HostFixture()
    fixture.presenter.pressFloatingButton()
    fixture.host.render()
    let bridge = try #require(fixture.tree.first("UIViewControllerRepresentable"))

    let calls = UIKitProbe.forwardedCalls(bridgeController: bridge.values["controller"] as Any)

    #expect(calls == ["willDismiss", "shouldDismiss", "didDismiss"])
  }
}
