import Accessibility
import Foundation
import NavigationCore
import NavigationPresentation
import SwiftUI
import Testing

/// The floating button, the transitions the adapter draws itself, and what VoiceOver is told.
extension AdapterThroughTheHost {
  @Test func theFloatingButtonIsAtLeast56PointsWithAShadowAVisibleMicrophoneGlyphLabelHintAndShortcut() throws {
    let fixture = try HostFixture()
    let overlay = try #require(fixture.tree.first("body FloatingButtonOverlay"))
    let button = try #require(overlay.first("Button"))
    let image = try #require(button.first("Image"))
    #expect(image["systemName", as: String.self] == "mic.fill")

    let modifiers = button.all + button.ancestors.prefix { $0 !== overlay }
    let frames = modifiers.filter { $0.kind == ".frame" }
    #expect(
      frames.contains {
        ($0["width", as: CGFloat?.self] ?? 0) ?? 0 >= 56 && ($0["height", as: CGFloat?.self] ?? 0) ?? 0 >= 56
      }, "no frame of at least 56×56 pt")
    #expect(modifiers.contains { $0.kind == ".shadow" })
    // The glyph's style is not its fill's: the default button style would tint both alike.
    let glyphStyle = image.ancestors.first { $0.kind == ".foregroundStyle" }?.values["style"].map { "\($0)" }
    let fill = button.all.first { $0.values["fill"] != nil }?.values["fill"].map { "\($0)" }
    #expect(
      glyphStyle != nil && fill != nil && glyphStyle != fill,
      "glyph \(String(describing: glyphStyle)), fill \(String(describing: fill))")

    let accessibility = button.ancestors.filter { $0.kind == ".accessibility" }
    #expect(
      accessibility.contains { $0["label", as: String.self] == fixture.presenter.floatingButton.accessibilityLabel })
    #expect(accessibility.contains { ($0["hint", as: String.self] ?? "").isEmpty == false })
    let shortcut = try #require(button.ancestors.first { $0.kind == ".keyboardShortcut" })
    #expect(shortcut["key", as: KeyEquivalent.self] == KeyEquivalent("v"))
    #expect(shortcut["modifiers", as: EventModifiers.self] == [.command, .shift])
  }

  @Test func theFloatingButtonSitsInTheTabsContentAboveTheTabBarNotOverIt() throws {
    let fixture = try HostFixture()
    let overlay = try #require(fixture.tree.first("body FloatingButtonOverlay"))
    // Placed by an overlay at the bottom trailing corner of the selected tab's content, inside the TabView
    // (whose content ends where the tab bar begins), not over the TabView.
    let placement = try #require(overlay.ancestors.first { $0.kind == ".overlay" })
    #expect(placement["alignment", as: Alignment.self] == .bottomTrailing)
    let row = try #require(fixture.row("today"))
    #expect(placement.ancestors.contains { $0 === row })
  }

  @Test func aTabSwitchCrossFadesItsContentWithAnOpacityTransitionAndSoDoesReduceMotionsFade() throws {
    for reduceMotion in [false, true] {
      let fixture = try HostFixture(reduceMotion: reduceMotion)
      try #require(fixture.tree.first("TabView")?.binding("selection")).set(TabID("settings"))
      fixture.host.render()
      let row = try #require(fixture.row("settings"))
      let stack = try #require(row.first("NavigationStack"))
      let transition = stack.ancestors.prefix { $0 !== row }.first { $0.kind == ".transition" }
      #expect(
        transition?["transition", as: AnyTransition.self]?.description == "opacity", "reduce motion \(reduceMotion)")
      #expect(fixture.presenter.coordinator.state.reduceMotion == reduceMotion)
      #expect(HostAnimations.log.contains { $0?.description == "easeInOut(0.1)" })
    }
  }

  @Test func eachAnnouncementIsPostedOnce() async throws {
    HostAnnouncements.reset()
    let fixture = try HostFixture(launched: false)
    for _ in 0..<30 {
      try await Task.sleep(for: .milliseconds(100))
      fixture.host.render()
    }
    let posted = HostAnnouncements.log
    #expect(!posted.isEmpty)
    #expect(posted.count == Set(posted).count, "posted: \(posted)")
  }
}

extension AdapterThroughTheHost {
  @Test func aNewScreensFocusIsBoundToItsTitleElementNotToTheScreen() throws {
    let fixture = try HostFixture()
    fixture.presenter.selectTab("history")
    fixture.presenter.send(.request(.show(path: "/history/2024-11-18")))
    fixture.host.render()
    let bound = fixture.tree.all(".accessibilityFocused").filter {
      $0.values["equals"] as? FocusTarget == .screen(path: "/history/2024-11-18")
    }
    #expect(bound.count == 1)
    let element = try #require(bound.first)
    // An element: the title's text (a heading), not a container holding the screen's content.
    #expect(element.first("body ProbeScreen") == nil)
    #expect(element.texts == ["November 18, 2024"])
    #expect(element.all(".accessibility").contains { $0.values["traits"] != nil })
  }
}
