import Foundation
import NavigationCore
import NavigationPresentation
import SwiftUI
import Testing

/// Issue 61, items 2 and 3: the floating button hides while the user scrolls a screen down and comes back when
/// they scroll up, driven through the scroll view as the user drives it (`ViewHost.scroll`, which SwiftUI's
/// `onScrollGeometryChange` hears), not through the presenter; and the insets the button and the toast keep,
/// read from the tree.
extension AdapterThroughTheHost {
  @Test func scrollingTodaysListDownHidesTheFloatingButtonAndScrollingBackUpShowsIt() throws {
    let fixture = try ScreensFixture()
    func button() -> HostNode? { fixture.tree.first("body FloatingButtonOverlay")?.first("Button") }
    func scrollView() throws -> HostNode { try #require(fixture.tree.first("ScrollView")) }
    #expect(button() != nil)

    #expect(fixture.host.scroll(try scrollView(), toY: 600))
    fixture.host.render()
    #expect(button() == nil, "scrolled down, the button hides")
    #expect(!fixture.presenter.floatingButton.visible)
    // Its keyboard shortcut stays, now on the key-command layer.
    #expect(
      fixture.tree.all(".keyboardShortcut").contains {
        $0["key", as: KeyEquivalent.self] == KeyEquivalent("v")
          && $0["modifiers", as: EventModifiers.self] == [.command, .shift]
      })

    #expect(fixture.host.scroll(try scrollView(), toY: 0))
    fixture.host.render()
    #expect(button() != nil, "scrolled back up, the button shows again")
  }

  @Test func theFloatingButtonKeeps16PointsFromItsCornerAndTheToast72PointsFromTheBottom() throws {
    let fixture = try HostFixture()
    let overlay = try #require(fixture.tree.first("body FloatingButtonOverlay"))
    let button = try #require(overlay.first("Button"))
    let paddings = button.ancestors.prefix { $0 !== overlay }.filter { $0.kind == ".padding" }
    #expect(paddings.count == 1)
    #expect(paddings.first?["length", as: CGFloat.self] == 16, "\(paddings.map(\.values))")

    fixture.presenter.open(URL(string: "demeter://no/such/screen")!)
    fixture.host.render()
    let toastOverlay = try #require(fixture.tree.first("body ToastOverlay"))
    let toast = try #require(toastOverlay.first("Text"))
    #expect(toast["text", as: String.self] == fixture.presenter.toast)
    let placement = try #require(toastOverlay.ancestors.first { $0.kind == ".overlay" })
    #expect(placement["alignment", as: Alignment.self] == .bottom)
    let bottom = toast.ancestors.prefix { $0 !== toastOverlay }.filter {
      $0.kind == ".padding" && $0["edges", as: Edge.Set.self] == .bottom
    }
    #expect(bottom.count == 1)
    #expect(bottom.first?["length", as: CGFloat?.self] == 72, "\(bottom.map(\.values))")
  }
}
