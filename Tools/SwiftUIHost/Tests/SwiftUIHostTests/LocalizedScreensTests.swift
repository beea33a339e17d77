import Foundation
import HistoryRoutes
import NavigationCore
import NavigationPresentation
import SettingsRoutes
import SwiftUI
import Testing
import TodayRoutes

/// The features' screens in another language: each reads its texts from its feature module's table (through
/// the module's keys and `ScreenContext.localization`), in the registry's language.
extension AdapterThroughTheHost {
  @Test func oneScreenOfEachFeatureShowsItsGermanTexts() throws {
    let german = Localization(language: "de")
    let today = try ScreensFixture(localization: german)
    #expect(today.tree.texts.contains("470 kcal heute"))
    #expect(today.tree.texts.contains("Oatmeal, 320 kcal"))

    let history = try ScreensFixture(localization: german)
    history.presenter.send(.request(HistoryRoot().request))
    history.host.render()
    #expect(history.tree.texts.contains("Letzte Einträge"))
    #expect(history.tree.texts.contains("Bearbeiten"))

    let settings = try ScreensFixture(localization: german)
    settings.presenter.send(.request(SettingsRoot().request))
    settings.host.render()
    try settings.tap("Tagesziele")
    #expect(settings.tree.texts.contains("Eiweiß (g)"))
    #expect(settings.tree.texts.contains("Speichern"))

    let voice = try ScreensFixture(localization: german)
    voice.presenter.pressFloatingButton()
    voice.host.render()
    #expect(voice.tree.texts.contains("Tippe auf „Aufnehmen“ und sag, was du gegessen hast."))
    try voice.tap("Aufnehmen")
    #expect(voice.tree.texts.contains("Ich höre zu …"))
    voice.presenter.send(.command(verb: "voice", argument: "transcribe zwei Eier"))
    voice.presenter.send(.command(verb: "voice", argument: "stop"))
    voice.host.render()
    try voice.tap("Fertig")
    // The nutrition review, which voice input completes into.
    #expect(voice.tree.texts.contains("Heute bisher 470 kcal eingetragen"))
    #expect(voice.tree.all("Button").contains { $0.texts.first == "Bestätigen" })
  }

  /// Under ``Localization/pseudo`` every table text is marked ⟦…⟧: a visible text without the marks is a
  /// literal that bypassed the tables. Excepted, by this rule alone: a text without letters (a number, a
  /// `YYYY-MM-DD` day, a path), the user's own data (the fixture's entries), a day's title, which Foundation
  /// writes for the language ("November 20, 2024"). The floating button's texts and key title are voice
  /// input's table's, the key-command titles and the sheet's Close the core's: marked like any other.
  @Test func underThePseudoLocaleEveryVisibleTextOfTheScreensIsMarked() throws {
    let oatmeal = ScreensData.oatmeal
    let day = ScreensData.today
    let screens: [(String, [NavigationRequest])] = [
      ("today", []),
      ("today entry", [TodayEntryDetail(id: oatmeal).request]),
      ("today editor", [TodayEntryEditor(id: oatmeal).request]),
      ("history", [HistoryRoot().request]),
      ("history day", [DayDetail(date: day).request]),
      ("history entry", [HistoryEntryDetail(date: day, id: oatmeal).request]),
      ("history editor", [HistoryEntryEditor(date: day, id: oatmeal).request]),
      ("settings", [SettingsRoot().request]),
      ("settings goals", [SettingsGoals().request]),
      ("settings preferences", [SettingsPreferences().request]),
      ("settings about", [SettingsAbout().request]),
    ]
    let passes = Self.isMarkedOrExcepted
    var unmarked: [String] = []
    for (name, requests) in screens {
      let fixture = try ScreensFixture(localization: .pseudo)
      for request in requests { fixture.presenter.send(.request(request)) }
      fixture.host.render()
      unmarked += fixture.tree.texts.filter { !passes($0) }.map { "\(name): \($0)" }
    }
    // The voice sheet in each phase, then the review it completes into.
    let voice = try ScreensFixture(localization: .pseudo)
    voice.presenter.pressFloatingButton()
    for argument in ["", "start", "transcribe two eggs", "stop", "complete"] {
      if !argument.isEmpty { voice.presenter.send(.command(verb: "voice", argument: argument)) }
      voice.host.render()
      unmarked += voice.tree.texts.filter { !passes($0) }.map { "voice \(argument): \($0)" }
    }
    #expect(voice.presenter.modals.count == 1)
    #expect(unmarked == [])
  }

  /// The pseudo-locale rule (see the test above).
  static func isMarkedOrExcepted(_ text: String) -> Bool {
    if text.contains("⟦") && text.contains("⟧") { return true }
    if !text.contains(where: \.isLetter) { return true }
    if ["Oatmeal", "Latte", "two eggs"].contains(text) { return true }
    return text.wholeMatch(of: /[A-Z][a-z]+ \d{1,2}, \d{4}/) != nil
  }
}
