import Foundation
import NavigationCore
import NavigationPresentation
import SwiftUI
import Testing

/// Issue 61, item 6: a single-stack app (no tab bar) with a floating button shows the button, with its label,
/// glyph and inset, over its one stack, and its keyboard shortcut; each opens the button's sheet, and the
/// shortcut stays while the button is hidden.
extension AdapterThroughTheHost {
  @Test func aSingleStackAppShowsItsFloatingButtonAndItsShortcutAndEachOpensItsSheet() throws {
    let fixture = try NotesFixture()
    #expect(fixture.tree.first("TabView") == nil)
    let overlay = try #require(fixture.tree.first("body FloatingButtonOverlay"))
    let placement = try #require(overlay.ancestors.first { $0.kind == ".overlay" })
    #expect(placement["alignment", as: Alignment.self] == .bottomTrailing)
    let stack = try #require(fixture.tree.first("NavigationStack"))
    #expect(placement.first("NavigationStack") === stack, "the button floats over the app's one stack")
    let button = try #require(overlay.first("Button"))
    #expect(button.first("Image")?["systemName", as: String.self] == "square.and.pencil")
    #expect(button.ancestors.contains { $0.kind == ".accessibility" && $0["label", as: String.self] == "New note" })
    let shortcut = try #require(button.ancestors.first { $0.kind == ".keyboardShortcut" })
    #expect(shortcut["key", as: KeyEquivalent.self] == KeyEquivalent("n"))
    #expect(shortcut["modifiers", as: EventModifiers.self] == [.command, .shift])

    button.perform()
    fixture.host.render()
    #expect(fixture.presenter.modals.map(\.screen.route) == ["notes.compose"])
    #expect(fixture.shownSheets().count == 1)
    fixture.presenter.send(.request(.dismiss))
    fixture.host.render()

    // Hidden by a scroll, the button leaves its shortcut on the key-command layer.
    fixture.presenter.send(.scroll(.down))
    fixture.host.render()
    #expect(fixture.tree.first("body FloatingButtonOverlay")?.first("Button") == nil)
    let kept = try #require(
      fixture.tree.all(".keyboardShortcut").first {
        $0["key", as: KeyEquivalent.self] == KeyEquivalent("n")
          && $0["modifiers", as: EventModifiers.self] == [.command, .shift]
      })
    try #require(kept.first("Button")).perform()
    fixture.host.render()
    #expect(fixture.presenter.modals.map(\.screen.route) == ["notes.compose"])
  }
}
