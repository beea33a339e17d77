import AppComposition
import Foundation
import NavigationCore
import NavigationJourneys
import NavigationPresentation
import NavigationTesting
import Testing

/// The scene builder every app's scene is made with (Demeter's and Trailhead's): a coordinator not launched
/// (NavigationRoot launches it once the scene's storage is in its store), keeping its snapshot in the scene's
/// store, in the language given, restoring a kept scene and starting fresh when the scene's storage is gone.
@MainActor
struct NavigationSceneTests {
  static let clock = FakeClock(now: JourneyRunner.referenceDate)

  static func demeter(language: String = "en") throws -> NavigationScene {
    let environment = NavigationEnvironment(
      now: clock.nowProvider, timeZone: TimeZone(identifier: "UTC")!, data: AllAvailableDataSource())
    return try NavigationScene(
      app: AppComposition.app, modules: AppComposition.modules, data: InMemoryDataSource(), language: language,
      environment: environment, driver: ImmediateTransitionDriver())
  }

  @Test func aSceneIsNotLaunchedAndKeepsItsSnapshotInTheScenesStore() throws {
    let first = try Self.demeter()
    #expect(first.presenter.awaitingLaunch)
    #expect(first.coordinator.sceneStore === first.store)
    #expect(first.coordinator.state.stacks.isEmpty)
    first.presenter.launch()
    first.presenter.openIfClaimed(URL(string: "demeter://history/2024-11-18")!)
    first.presenter.sceneActivityChanged(to: .background)
    let kept = try #require(first.store.data, "the bytes NavigationRoot copies into @SceneStorage")
    Self.clock.advance(by: 600)

    // The system ended the app in the background: the scene kept its storage, which the root puts back.
    let restored = try Self.demeter()
    restored.store.data = kept
    restored.presenter.launch()
    #expect(restored.coordinator.engine.topScreen(of: restored.coordinator.state).path == "/history/2024-11-18")

    // The user removed the app from the switcher: the scene's storage went with it.
    let afterForceQuit = try Self.demeter()
    afterForceQuit.presenter.launch()
    #expect(afterForceQuit.presenter.selectedTab == "today")
    #expect(afterForceQuit.coordinator.state.stacks.isEmpty)
  }

  @Test func theScenesTextsAreInTheLanguageGiven() throws {
    let german = try Self.demeter(language: "de")
    #expect(german.localization.language == "de")
    german.presenter.launch()
    #expect(german.presenter.tabs.first?.item?.title == "Heute")
    let english = try Self.demeter()
    english.presenter.launch()
    #expect(english.presenter.tabs.first?.item?.title == "Today")
  }

  @Test func modulesThatDoNotComposeThrow() {
    #expect(throws: RegistrationError.self) {
      try NavigationScene(
        app: AppComposition.app, modules: AppComposition.modules + [AppComposition.modules[0]],
        data: InMemoryDataSource())
    }
  }
}
