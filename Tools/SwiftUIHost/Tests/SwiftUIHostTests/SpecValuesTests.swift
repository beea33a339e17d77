import Foundation
import NavigationCore
import NavigationPresentation
import SwiftUI
import Testing

/// Issue 61, items 4 and 5: the spec's durations as the spec states them (DESIGN.md, "Transitions": tab switch
/// cross-fade 100 ms, push and pop 300 ms, modal 400 ms, the same durations as a fade under Reduce Motion),
/// and the back button UIKit shows above the second and third screen of a stack.
extension AdapterThroughTheHost {
  @Test func aPushAndAPopAnimateFor300MsAModalAndItsDismissalFor400Ms() throws {
    let push = Animation.easeInOut(duration: 0.3)
    let modal = Animation.easeInOut(duration: 0.4)
    for reduceMotion in [false, true] {
      let fixture = try HostFixture(reduceMotion: reduceMotion)
      fixture.presenter.selectTab("history")
      fixture.host.render()
      func animation(of scope: String) -> Animation?? {
        HostAnimations.transactions.first { $0.scopes.contains { $0.path.hasSuffix(scope) } }.map(\.animation)
      }

      HostAnimations.transactions = []
      fixture.presenter.send(.request(.show(path: "/history/2024-11-18")))
      #expect(animation(of: "NavigationStack.path") == push, "push, reduce motion \(reduceMotion)")
      fixture.host.render()

      HostAnimations.transactions = []
      fixture.presenter.send(.request(.back))
      #expect(animation(of: "NavigationStack.path") == push, "pop, reduce motion \(reduceMotion)")
      fixture.host.render()

      HostAnimations.transactions = []
      fixture.presenter.pressFloatingButton()
      #expect(animation(of: ".sheet.item") == modal, "modal, reduce motion \(reduceMotion)")
      fixture.host.render()

      HostAnimations.transactions = []
      fixture.presenter.send(.request(.dismiss))
      #expect(animation(of: ".sheet.item") == modal, "dismissal, reduce motion \(reduceMotion)")
    }
  }

  @Test func theBackButtonTwoScreensDeepSaysBackToTheScreenItReturnsTo() throws {
    let fixture = try HostFixture()
    fixture.drillIntoHistory()
    fixture.host.render()
    let stack = try #require(fixture.row("history")?.first("NavigationStack"))
    #expect(fixture.host.shownPath(stack).count == 2)
    let button = try #require(fixture.host.backButton(above: stack))
    #expect(button.label == "Back to November 18, 2024")
    #expect(button.title == "November 18, 2024")

    fixture.host.back(stack)
    fixture.host.render()
    let shallower = try #require(fixture.row("history")?.first("NavigationStack"))
    #expect(fixture.host.backButton(above: shallower)?.label == "Back to Calendar")
  }

  @Test func theBackButtonThreeScreensDeepSaysBackToTheScreenItReturnsToAtEachDepth() throws {
    let fixture = try NotesFixture()
    fixture.presenter.open(URL(string: "notes://notes/1/2/revisions/3")!)
    fixture.host.render()
    func stack() throws -> HostNode { try #require(fixture.tree.first("NavigationStack")) }
    #expect(fixture.host.shownPath(try stack()).count == 3)
    #expect(fixture.host.backButton(above: try stack())?.label == "Back to Note")
    #expect(fixture.host.backButton(above: try stack())?.title == "Note")

    fixture.host.back(try stack())
    fixture.host.render()
    #expect(fixture.host.backButton(above: try stack())?.label == "Back to Folder")
    fixture.host.back(try stack())
    fixture.host.render()
    #expect(fixture.host.backButton(above: try stack())?.label == "Back to Notes")
  }
}
