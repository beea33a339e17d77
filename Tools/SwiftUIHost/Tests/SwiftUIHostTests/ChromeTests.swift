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

  /// The race behind the double announcement, forced: the speaker's task for one head is started but has not
  /// run when a newer head arrives (the queue dropped the older entries), so SwiftUI cancels it and starts
  /// one for the newer head. A task's body runs even when cancelled before it started: it must say nothing,
  /// and each remaining entry is said once, in order, each only after the one before was spoken through
  /// (the head moves on only then), so none is cut off.
  @Test func aNewerHeadArrivingBeforeTheSpeakersTaskRanIsSpokenOnceInOrderAndNoneIsCutOff() async throws {
    HostAnnouncements.reset()
    let fixture = try HostFixture()
    let presenter = fixture.presenter
    // Rendered with the launch screen's announcement at the head: its task is started, not yet run (the test
    // holds the main actor until its first await).
    let older = try #require(presenter.announcements.head)
    fixture.drillIntoHistory()
    presenter.selectTab("settings")
    let newer = try #require(presenter.announcements.head)
    try #require(newer.id != older.id, "the older head must be dropped before its task runs")
    let expected = presenter.announcements.entries.map(\.text)
    fixture.host.render()
    #expect(HostAnnouncements.log.isEmpty, "nothing may run before the first await")

    for (index, entry) in presenter.announcements.entries.enumerated() {
      await fixture.host.settle()
      // Exactly the entries up to this one, and this one is still the head: it is being spoken, nothing cut it.
      #expect(HostAnnouncements.log == Array(expected.prefix(index + 1)), "posted: \(HostAnnouncements.log)")
      try #require(presenter.announcements.head?.id == entry.id)
      // The speaker moves on once VoiceOver had time to say it; then the next head gets its own task.
      for _ in 0..<50 where presenter.announcements.head?.id == entry.id {
        try await Task.sleep(for: .milliseconds(100))
      }
      try #require(presenter.announcements.head?.id != entry.id, "\(entry.text) was never marked spoken")
      fixture.host.render()
    }
    await fixture.host.settle()
    #expect(HostAnnouncements.log == expected)
    #expect(presenter.announcements.head == nil)
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
    // A heading, by the trait itself (the host tells `.isHeader` from `.isStaticText`).
    let traits = element.all(".accessibility").compactMap { $0["traits", as: AccessibilityTraits.self] }
    #expect(traits.contains { $0.contains(.isHeader) && !$0.contains(.isStaticText) }, "\(traits)")
  }
}

extension AdapterThroughTheHost {
  @Test func aBadgeTheAppSetsAtRunTimeIsDrawnOnItsTabAndClearedWithNil() throws {
    let fixture = try HostFixture()
    /// The text of the tab's `.badge` modifier: nil when it shows none, "missing" without the modifier.
    func badge(_ tab: TabID) -> String? {
      guard let modifier = fixture.row(tab)?.all.first(where: { $0.kind == ".badge" }) else { return "missing" }
      return modifier.values["label"].flatMap { $0 as? String }
    }
    #expect(badge("history") == nil)

    fixture.renderFresh()
    #expect(fixture.presenter.setBadge("3", on: "history").outcome == .completed)
    // The badge is History's item: nothing of Today is drawn again.
    let today = try #require(fixture.row("today")).path
    #expect(fixture.host.invalidatedNow.filter { $0.path.hasPrefix(today) }.isEmpty)
    fixture.host.render()
    #expect(badge("history") == "3")
    #expect(badge("today") == nil)
    let label = fixture.presenter.tab("history")?.item?.accessibilityLabel
    #expect(label?.hasSuffix(", 3 new") == true, "\(String(describing: label))")

    fixture.presenter.setBadge(nil, on: "history")
    fixture.host.render()
    #expect(badge("history") == nil)
  }
}
