import AppComposition
import Foundation
import HistoryFeature
import NavigationCore
import NavigationPresentation
import SwiftUI
import Testing

/// Issue 61, item 7: an error state in German and under the pseudo-locale. Its message and its recovery
/// button speak the screen's language, and the button is tapped by its title in that language, read from the
/// tables (not written here: the tables' wording may change).
extension AdapterThroughTheHost {
  @Test(arguments: ["de", "pseudo"])
  func anErrorStateSpeaksTheScreensLanguageAndItsRecoveryButtonGoesToToday(language: String) throws {
    let localization = language == "pseudo" ? Localization.pseudo : Localization(language: language)
    var registry = try AppComposition.makeRegistry()
    registry.localization = localization
    let recovery = registry.recoveryActionTitle
    #expect(recovery != "Go to Today", "the table has a title of its own in \(language)")

    let fixture = try ScreensFixture(localization: localization)
    fixture.presenter.selectTab("history")
    fixture.data.outage = "database unavailable"
    fixture.presenter.send(.request(.show(path: "/history/2024-11-20/entry/\(oatmeal)")))
    fixture.host.render()
    let state = try #require(fixture.tree.first("body ScreenErrorState"))
    #expect(state.texts == [localization.core("validation.unavailable", "database unavailable"), recovery])
    #expect(!fixture.tree.all("Button").contains { $0.texts.first == "Go to Today" })
    if localization == .pseudo {
      #expect(state.texts.allSatisfy(Self.isMarkedOrExcepted), "\(state.texts)")
    }

    fixture.data.outage = nil
    try fixture.tap(recovery)
    #expect(fixture.presenter.selectedTab == "today")
    #expect(fixture.presenter.coordinator.state.stacks["today"] == nil)
  }

  /// The screen finds its entry gone before the engine does: its own message, from History's table, and the
  /// same recovery button.
  @Test(arguments: ["de", "pseudo"])
  func anEntryDeletedUnderItsScreenSaysSoInTheScreensLanguage(language: String) throws {
    let localization = language == "pseudo" ? Localization.pseudo : Localization(language: language)
    let fixture = try ScreensFixture(localization: localization)
    fixture.presenter.selectTab("history")
    fixture.presenter.send(.request(.show(path: "/history/2024-11-20/entry/\(oatmeal)")))
    fixture.data.delete(ScreensData.oatmeal)
    fixture.host.render()
    let missing = HistoryText.entryMissing.text(in: localization)
    #expect(missing != "That entry no longer exists.")
    #expect(fixture.tree.first("body ScreenErrorState")?.texts.first == missing)

    try fixture.tap(fixture.presenter.recoveryActionTitle)
    #expect(fixture.presenter.selectedTab == "today")
  }
}

private let oatmeal = ScreensData.oatmeal.uuidString.lowercased()
