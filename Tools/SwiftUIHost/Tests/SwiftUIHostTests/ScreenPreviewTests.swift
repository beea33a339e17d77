import AppComposition
import AppScreens
import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import Testing
import TodayRoutes

/// The preview helper: one screen of a feature with a sample route value and sample data, drawn alone by the
/// view factory a `#Preview` calls, its state admitted as a saved state is.
extension AdapterThroughTheHost {
  @Test func aPreviewDrawsOneScreenOfAFeatureWithItsSampleDataInTheLanguageGiven() throws {
    let data = ScreensData()
    let host = ViewHost(
      ScreenPreview.view(
        of: TodayEntryDetail(id: ScreensData.oatmeal), app: AppComposition.app, modules: AppComposition.modules,
        screens: AppScreens.screens(data: data), data: data, language: "de"))
    host.render()
    #expect(host.tree.texts.contains("Oatmeal"))
    #expect(host.tree.texts.contains("320 kcal"))
    #expect(host.tree.all("Button").contains { $0.texts.first == "Bearbeiten" })
    // The screen alone: neither Today's list below it nor the tab bar.
    #expect(!host.tree.texts.contains("470 kcal heute"))
    #expect(host.tree.all("TabView").isEmpty)
  }

  @Test func aPreviewsStateComesInThroughTheAdmissionAsASavedStateDoes() throws {
    let data = ScreensData()
    let preview = try ScreenPreview(
      TodayEntryDetail(id: ScreensData.oatmeal), app: AppComposition.app, modules: AppComposition.modules,
      data: data, language: "en")
    #expect(preview.screen.route == TodayEntryDetail.routeID)
    // Launched from the snapshot: the launch restored it, as after a termination by the system.
    #expect(preview.scene.coordinator.history.events.contains { $0.event.description.hasPrefix("restored") })
    #expect(!preview.scene.presenter.awaitingLaunch)
    let host = ViewHost(preview.view(screens: AppScreens.screens(data: data)))
    host.render()
    #expect(host.tree.all("Button").contains { $0.texts.first == "Edit" })
  }
}
