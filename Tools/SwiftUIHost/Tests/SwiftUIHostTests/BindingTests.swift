import NavigationCore
import NavigationPresentation
import SwiftUI
import Testing

/// What SwiftUI's writes through the adapter's bindings do.
extension AdapterThroughTheHost {
  @Test func tappingATabItemThroughTheSelectionBindingSelectsItAndARetapPopsToItsRoot() throws {
    let fixture = try HostFixture()
    let selection = try #require(fixture.tree.first("TabView")?.binding("selection"))
    #expect(selection.get() as? TabID == "today")

    selection.set(TabID("history"))
    #expect(fixture.presenter.selectedTab == "history")
    fixture.presenter.send(.request(.show(path: "/history/2024-11-18")))
    fixture.host.render()
    #expect(fixture.probes().contains("/history/2024-11-18"))

    // A re-tap: SwiftUI writes the selected value again.
    try #require(fixture.tree.first("TabView")?.binding("selection")).set(TabID("history"))
    fixture.host.endTransitions()
    fixture.host.render()
    #expect(fixture.presenter.tab("history")?.path == [])
    #expect(!fixture.probes().contains("/history/2024-11-18"))
  }

  @Test func poppingSeveralLevelsThroughThePathBindingIsOnePop() throws {
    let fixture = try HostFixture()
    fixture.drillIntoHistory()
    fixture.host.render()
    let mark = fixture.presenter.coordinator.history.events.count
    let stack = try #require(fixture.row("history")?.first("NavigationStack"))
    #expect((stack.binding("path")?.get() as? [AnyHashable])?.count == 2)

    stack.binding("path")?.set([AnyHashable]())
    fixture.host.endTransitions()
    fixture.host.render()

    #expect(fixture.presenter.tab("history")?.path == [])
    let navigations = fixture.presenter.coordinator.history.events.dropFirst(mark).filter {
      if case .navigated = $0.event { true } else { false }
    }
    #expect(navigations.count == 1)
  }

  @Test func dismissingASheetThroughItsBindingClosesItWhenAllowedAndAsksWhenGuarded() throws {
    let fixture = try HostFixture()
    fixture.presenter.pressFloatingButton()
    fixture.host.render()
    let sheet = try #require(fixture.tree.first(".sheet"))
    #expect(sheet.values["id"] != nil)

    // Not recording: a swipe down closes it.
    sheet.binding("item")?.set(ModalItem?.none as Any)
    fixture.host.render()
    #expect(fixture.presenter.modals.isEmpty)
    #expect(fixture.tree.first(".sheet")?.values["id"] == nil)

    // Recording: the guard asks, and the sheet stays.
    fixture.presenter.pressFloatingButton()
    fixture.presenter.send(.command(verb: "voice", argument: "start"))
    fixture.host.render()
    try #require(fixture.tree.first(".sheet")?.binding("item")).set(ModalItem?.none as Any)
    fixture.host.render()
    #expect(fixture.presenter.modals.count == 1)
    #expect(fixture.tree.first(".sheet")?.values["id"] != nil)
    #expect(fixture.presenter.alert?.message == "Discard your recording?")
    let alert = try #require(fixture.tree.all(".alert").first { !($0.slots["alert"] ?? []).isEmpty })
    #expect((alert.slots["alert"] ?? []).flatMap { $0.all("Button") }.count == 2)
  }
}
