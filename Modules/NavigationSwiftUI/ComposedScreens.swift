#if canImport(SwiftUI)
  import Foundation
  public import NavigationCore
  public import NavigationPresentation
  public import SwiftUI

  /// Every feature's screens, composed in one list: what ``NavigationRoot`` shows for each route.
  ///
  /// ```swift
  /// let screens = ComposedScreens([TodayFeatureScreens(data: data), HistoryFeatureScreens(data: data)])
  /// NavigationRoot(presenter: presenter, screens: screens)
  /// ```
  ///
  /// Of two screens for one route the first registered shows; ``findings(in:)`` reports it, with every
  /// route that has no screen and every screen of a route no module registers.
  public struct ComposedScreens {
    let entries: [ScreenRegistrar.Entry]
    private let index: [RouteID: Int]

    /// The screens of `features`, in order.
    public init(_ features: [any FeatureScreens]) {
      var entries: [ScreenRegistrar.Entry] = []
      for feature in features {
        var registrar = ScreenRegistrar(module: feature.module)
        feature.register(in: &registrar)
        entries += registrar.entries
      }
      var index: [RouteID: Int] = [:]
      for (place, entry) in entries.enumerated() where index[entry.registration.route] == nil {
        index[entry.registration.route] = place
      }
      self.entries = entries
      self.index = index
    }

    /// What each feature registered: module and route, in registration order.
    public var registrations: [ScreenCoverage.Registration] { entries.map(\.registration) }

    /// The composition check: findings against `registry`'s routes (see `ScreenCoverage`).
    public func findings(in registry: RouteRegistry) -> [ScreenCoverage.Finding] {
      ScreenCoverage.findings(of: registrations, in: registry)
    }

    /// In a debug build, an app's start reports each finding of the composition check (a route without a
    /// screen first) as an error through the presenter's log (the coordinator's logger) and on standard error,
    /// so a screen the team forgot shows when the app is run, not only in the host's tests. A release build reports nothing: the
    /// route shows the app's fallback, else a line naming it. A presenter's findings are reported once, however
    /// often SwiftUI builds its root again.
    @MainActor
    func reportFindings(to presenter: NavigationPresenter) {
      #if DEBUG
        guard !presenter.screenFindingsReported else { return }
        presenter.screenFindingsReported = true
        // A root is built in its parent's body: what the report reads must not observe the session.
        for finding in findings(in: presenter.registry) {
          presenter.log(NavigationLogEntry(level: .error, message: finding.description))
          FileHandle.standardError.write(Data("NavigationRoot: \(finding)\n".utf8))
        }
      #endif
    }

    /// The view registered for `screen`'s route, or nil.
    @MainActor
    func view(for screen: Screen, presenter: NavigationPresenter) -> AnyView? {
      guard let place = index[screen.route] else { return nil }
      return entries[place].view(ScreenContext(screen: screen, presenter: presenter))
    }
  }

  /// The view of one screen in a root made from ``ComposedScreens``: the registered screen, else the app's
  /// fallback, else a line saying that the route has no screen (which the composition check reports).
  public struct ComposedScreen: View {
    let screens: ComposedScreens
    let presenter: NavigationPresenter
    let screen: Screen
    let fallback: ((Screen) -> AnyView)?

    public var body: some View {
      if let view = screens.view(for: screen, presenter: presenter) {
        view
      } else if let fallback {
        fallback(screen)
      } else {
        Text("No screen is registered for \(screen.route.rawValue).")
      }
    }
  }
#endif
