// The documented one-call setup of an app on Apple platforms. On Linux (the composer, tests, a server) there
// is no scene: a host names its store with `makeCoordinator(data:store:)`. Tools/check-swiftui compiles this
// file with DEMETER_APPLE_TYPECHECK to type-check the example app against it.
#if canImport(Darwin) || DEMETER_APPLE_TYPECHECK
  import Foundation
  public import NavigationCore
  import NavigationPresentation

  extension AppComposition {
    /// The coordinator of one scene of the app, reading `data`, the app's data source, in the device's language:
    /// the one call an iOS or macOS app makes. `NavigationRoot` launches it, once it has copied the scene's storage into its
    /// store (``NavigationCoordinator/sceneStore``), and keeps the snapshot there.
    ///
    /// Force-quit safe: the snapshot lives in the scene's storage, which the system discards when the user
    /// removes the app from the switcher, so the next launch starts fresh on Today; after a termination by
    /// the system the scene keeps it, and a launch within 30 minutes restores the screen. A host that wants
    /// another store (`UserDefaultsStateStore`, `FileStateStore`, which both outlive a force-quit) names it
    /// with ``makeCoordinator(data:store:environment:adding:logger:driver:)``.
    ///
    /// ```swift
    /// let coordinator = try AppComposition.makeSceneCoordinator(data: MyDataSource())
    /// NavigationRoot(presenter: NavigationPresenter(coordinator: coordinator), sceneStore: coordinator.sceneStore) {
    ///   screen in MyScreen(screen)
    /// }
    /// ```
    @MainActor
    public static func makeSceneCoordinator(data: any NavigationDataSource) throws(RegistrationError)
      -> NavigationCoordinator
    {
      // The language is the device's, an input like its clock: the tables fall back to English for one they
      // do not have.
      let language = Localization(language: Locale.preferredLanguages.first ?? "en")
      return try makeSceneCoordinator(
        data: data, store: SceneSnapshotStore(),
        environment: NavigationEnvironment(data: data, localization: language))
    }
  }
#endif
